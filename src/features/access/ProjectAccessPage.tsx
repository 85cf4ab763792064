import { useMemo } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { routeParam, useRouteParams } from '~/app/routes/params'
import { projectsApi } from '~/api/endpoints/projects'
import { silosApi } from '~/api/endpoints/silos'
import { prefetch } from '~/app/prefetch'
import { preloadDataTable } from '~/components'
import { AccessPage } from './AccessPage'
import type { AccessLevel } from './useAccess'

/** The project's policy and the silo's (its roles apply to every project) before the page renders. */
export const projectAccessLoader = async ({ params }: LoaderFunctionArgs) => {
  preloadDataTable()
  await Promise.all([
    prefetch(projectsApi.endpoints.projectPolicyView, {
      path: { project: routeParam(params, 'project') },
    }),
    prefetch(silosApi.endpoints.policyView, undefined),
  ])
  return null
}

/** projects/{project}/access: project roles, with the silo role and the effective role. */
export function ProjectAccessPage() {
  const { project } = useRouteParams('project')
  const level = useMemo<AccessLevel>(() => ({ kind: 'project', project }), [project])
  return <AccessPage level={level} scope={{ kind: 'project', name: project }} />
}

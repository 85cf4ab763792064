import { useCallback, useMemo } from 'react'
import { projectsApi } from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { useEachQuery } from '~/api/useEachQuery'
import { atLeast, higherRole, roleGate, roleIn, useMe, useSiloRole } from '~/app/roles'

// Deleting a project needs a collaborator or admin on it, as every change in a project does. A
// silo collaborator or admin is one on every project (spec §6: a silo role counts in each), so
// only a user below that on the silo needs each project's own policy: a silo viewer may still be
// a project's collaborator (Lena on atlas-ingest).

const policyView = projectsApi.endpoints.projectPolicyView

/**
 * Why the signed-in user may not delete a project, or undefined when they may. Open while the
 * roles load, as the other gates are: the API refuses what a role does not allow anyway.
 */
export function useProjectDeleteReason(
  projects: readonly Project[] | undefined,
): (project: Project) => string | undefined {
  const me = useMe()
  const silo = useSiloRole()
  const perProject = silo.ready && !atLeast(silo.role, 'collaborator')
  const namesKey = perProject ? (projects ?? []).map((p) => p.name).join('\n') : ''
  const args = useMemo(
    () => (namesKey ? namesKey.split('\n').map((project) => ({ path: { project } })) : []),
    [namesKey],
  )
  const { results } = useEachQuery(policyView, args)
  return useCallback(
    (project: Project) => {
      if (!perProject || !me) return undefined
      const result = results[args.findIndex((a) => a.path.project === project.name)]
      if (!result || (!result.data && result.error === undefined)) return undefined
      const role = higherRole(silo.role, result.data ? roleIn(result.data, me) : undefined)
      return roleGate(
        { role, ready: true },
        { project: project.name },
        'collaborator',
        'delete this project',
      )
    },
    [perProject, me, results, args, silo.role],
  )
}

import { useCallback, useEffect, useMemo } from 'react'
import { shallowEqual, useSelector } from 'react-redux'
import { projectsApi } from '~/api/endpoints/projects'
import type { Project } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { atLeast, higherRole, roleGate, roleIn, useMe, useSiloRole } from '~/app/roles'

// Deleting a project needs a collaborator or admin on it, as every change in a project does. A
// silo collaborator or admin is one on every project (spec §6: a silo role counts in each), so
// only a user below that on the silo needs each project's own policy: a silo viewer may still be
// a project's collaborator (Lena on atlas-ingest).

const policyView = projectsApi.endpoints.projectPolicyView
type ApiState = Parameters<ReturnType<typeof policyView.select>>[0]

/**
 * Why the signed-in user may not delete a project, or undefined when they may. Open while the
 * roles load, as the other gates are: the API refuses what a role does not allow anyway.
 */
export function useProjectDeleteReason(
  projects: readonly Project[] | undefined,
): (project: Project) => string | undefined {
  const dispatch = useAppDispatch()
  const me = useMe()
  const silo = useSiloRole()
  const perProject = silo.ready && !atLeast(silo.role, 'collaborator')
  const namesKey = perProject ? (projects ?? []).map((p) => p.name).join('\n') : ''
  const args = useMemo(
    () => (namesKey ? namesKey.split('\n').map((project) => ({ path: { project } })) : []),
    [namesKey],
  )
  // a subscription per project's policy, while the list shows it
  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(policyView.initiate(arg)))
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [dispatch, args])
  const selectors = useMemo(() => args.map((arg) => policyView.select(arg)), [args])
  const results = useSelector(
    (state: ApiState) => selectors.map((select) => select(state)),
    shallowEqual,
  )
  return useCallback(
    (project: Project) => {
      if (!perProject || !me) return undefined
      const result = results[args.findIndex((a) => a.path.project === project.name)]
      if (!result || (!result.data && !result.isError)) return undefined
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

import { useCallback, useMemo, useState } from 'react'
import { projectsApi } from '~/api/endpoints/projects'
import { useAllPages } from '~/api/paging'
import { useEachQuery } from '~/api/useEachQuery'
import { roleIn, type Me, type Role } from '~/app/roles'

// A user's roles on the silo's projects. The API has no list of one user's roles: each project's
// policy is asked for, and those naming the user or one of their groups are kept. A project whose
// policy cannot be read is counted, not guessed. A silo may hold hundreds of projects, so the
// page asks for the first PROJECT_ROLES_CAP policies by itself and the rest only when the user
// asks: one request per project is the API's price, paid on demand.

export const PROJECT_ROLES_CAP = 25

export type ProjectRole = { id: string; name: string; role: Role }

export type ProjectRoles = {
  /** the projects where the user holds a role, by name; undefined while loading */
  rows: ProjectRole[] | undefined
  /** how many projects' policies the API did not show */
  unreadable: number
  /** how many projects were not asked about yet (over the cap) */
  unchecked: number
  /** asks about every project */
  checkAll: () => void
  error: unknown
  refetch: () => void
}

const NO_QUERY = {}
const policyView = projectsApi.endpoints.projectPolicyView

export function useProjectRoles(who: Me | undefined): ProjectRoles {
  const projects = useAllPages(projectsApi.endpoints.projectList, NO_QUERY)
  const [all, setAll] = useState(false)
  const items = projects.items
  const asked = useMemo(
    () =>
      items && who
        ? [...items]
            .sort((a, b) => a.name.localeCompare(b.name))
            .slice(0, all ? undefined : PROJECT_ROLES_CAP)
        : [],
    [items, who, all],
  )
  // by name, as the projects list's delete gate asks: the two share the cache
  const args = useMemo(() => asked.map((p) => ({ path: { project: p.name } })), [asked])
  const { results, retry } = useEachQuery(policyView, args)

  const answered = results.every((r) => r.data !== undefined || r.error !== undefined)
  const rows = useMemo(() => {
    if (!who || !items || !answered) return undefined
    return asked.flatMap((p, i) => {
      const policy = results[i]?.data
      const role = policy && roleIn(policy, who)
      return role ? [{ id: p.id, name: p.name, role }] : []
    })
  }, [who, items, answered, asked, results])

  const refetchProjects = projects.refetch
  const failed = projects.error !== undefined
  const checkAll = useCallback(() => setAll(true), [])
  return useMemo(
    () => ({
      rows,
      unreadable: rows ? results.filter((r) => r.error !== undefined).length : 0,
      unchecked: items ? items.length - asked.length : 0,
      checkAll,
      error: projects.error,
      refetch: failed ? refetchProjects : retry,
    }),
    [rows, results, items, asked, checkAll, projects.error, failed, refetchProjects, retry],
  )
}

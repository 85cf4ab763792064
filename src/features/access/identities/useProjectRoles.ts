import { useEffect, useMemo, useState } from 'react'
import { projectsApi } from '~/api/endpoints/projects'
import { useAllPages, useRetry } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'
import { roleIn, type Me, type Role } from '~/app/roles'

// A user's roles on the silo's projects. The API has no list of one user's roles: each project's
// policy is asked for, and those naming the user or one of their groups are kept. A project whose
// policy cannot be read is counted, not guessed.

export type ProjectRole = { id: string; name: string; role: Role }

export type ProjectRoles = {
  /** the projects where the user holds a role, by name; undefined while loading */
  rows: ProjectRole[] | undefined
  /** how many projects' policies the API did not show */
  unreadable: number
  error: unknown
  refetch: () => void
}

const NO_QUERY = {}

export function useProjectRoles(who: Me | undefined): ProjectRoles {
  const dispatch = useAppDispatch()
  const projects = useAllPages(projectsApi.endpoints.projectList, NO_QUERY)
  // compared by value, so a new array of the same projects asks nothing again
  const key =
    who && projects.items
      ? JSON.stringify({ who, projects: projects.items.map((p) => [p.id, p.name]) })
      : undefined
  const [retried, retry] = useRetry(key ?? '')
  const [answer, setAnswer] = useState<{ key: string; rows: ProjectRole[]; unreadable: number }>()

  useEffect(() => {
    if (key === undefined) return
    let current = true
    const asked = JSON.parse(key) as { who: Me; projects: [string, string][] }
    Promise.all(
      asked.projects.map(([project]) =>
        dispatch(
          projectsApi.endpoints.projectPolicyView.initiate(
            { path: { project } },
            { subscribe: false, forceRefetch: retried > 0 },
          ),
        )
          .unwrap()
          .then(
            (policy) => ({ policy }),
            () => ({ policy: undefined }),
          ),
      ),
    ).then((answers) => {
      if (!current) return
      const rows: ProjectRole[] = []
      answers.forEach(({ policy }, i) => {
        const [id, name] = asked.projects[i]!
        const role = policy && roleIn(policy, asked.who)
        if (role) rows.push({ id, name, role })
      })
      rows.sort((a, b) => a.name.localeCompare(b.name))
      setAnswer({ key, rows, unreadable: answers.filter((a) => !a.policy).length })
    })
    return () => {
      current = false
    }
  }, [dispatch, key, retried])

  const done = answer !== undefined && answer.key === key ? answer : undefined
  const refetchProjects = projects.refetch
  const failed = projects.error !== undefined
  return useMemo(
    () => ({
      rows: done?.rows,
      unreadable: done?.unreadable ?? 0,
      error: projects.error,
      refetch: failed ? refetchProjects : retry,
    }),
    [done, projects.error, failed, refetchProjects, retry],
  )
}

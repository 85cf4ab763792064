import { useEffect, useMemo, useState } from 'react'
import { silosApi } from '~/api/endpoints/silos'
import { fetchAllPages, useAllPages } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'

// Who is in which group. The API lists a group's members (GET /v1/users?group=) but not a
// user's groups, so both directions come from asking each group for its members once.

export type Memberships = {
  /** user id → the ids of their groups */
  groupsOf: ReadonlyMap<string, readonly string[]>
  /** group id → the ids of its members */
  membersOf: ReadonlyMap<string, readonly string[]>
}

const NO_QUERY = {}

/** Every group's members; undefined until all have answered. */
export function useMemberships(): { memberships: Memberships | undefined; error: unknown } {
  const dispatch = useAppDispatch()
  const groups = useAllPages(silosApi.endpoints.groupList, NO_QUERY)
  const [answer, setAnswer] = useState<{ membersOf?: Map<string, string[]>; error?: unknown }>()
  const ids = groups.items?.map((g) => g.id).join(',')

  useEffect(() => {
    if (ids === undefined) return
    let current = true
    const groupIds = ids ? ids.split(',') : []
    Promise.all(
      groupIds.map((group) => fetchAllPages(dispatch, silosApi.endpoints.userList, { group })),
    ).then(
      (lists) =>
        current &&
        setAnswer({
          membersOf: new Map(groupIds.map((g, i) => [g, lists[i]!.map((u) => u.id)])),
        }),
      (error: unknown) => current && setAnswer({ error }),
    )
    return () => {
      current = false
    }
  }, [dispatch, ids])

  const memberships = useMemo(() => {
    const membersOf = answer?.membersOf
    if (!membersOf) return undefined
    const groupsOf = new Map<string, string[]>()
    for (const [group, users] of membersOf) {
      for (const user of users) groupsOf.set(user, [...(groupsOf.get(user) ?? []), group])
    }
    return { groupsOf, membersOf }
  }, [answer?.membersOf])
  return { memberships, error: groups.error ?? answer?.error }
}

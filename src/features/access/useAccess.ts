import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo } from 'react'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import {
  projectsApi,
  useProjectPolicyUpdateMutation,
  useProjectPolicyViewQuery,
} from '~/api/endpoints/projects'
import {
  policyApi,
  useSystemPolicyUpdateMutation,
  useSystemPolicyViewQuery,
} from '~/api/endpoints/policy'
import { silosApi, usePolicyUpdateMutation, usePolicyViewQuery } from '~/api/endpoints/silos'
import { useAllPages } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'
import { accessRows, isAdmin, withRole, type AccessRow, type Identity, type Me } from './roles'
import type { Policy, RoleName } from './roles'

// What an access page reads (the policy of its level, the silo's on a project page, the silo's
// users and groups, who is signed in) and how it saves one identity's role.

/** The fleet's access page (the system policy), the silo's, or one project's. */
export type AccessLevel =
  { kind: 'fleet' } | { kind: 'silo' } | { kind: 'project'; project: string }

const NO_QUERY = {}

/** Every user and group of the silo, as identities. */
function useIdentities() {
  const users = useAllPages(silosApi.endpoints.userList, NO_QUERY)
  const groups = useAllPages(silosApi.endpoints.groupList, NO_QUERY)
  const identities = useMemo<Identity[] | undefined>(
    () =>
      users.items && groups.items
        ? [
            ...users.items.map((u) => ({
              id: u.id,
              type: 'silo_user' as const,
              name: u.displayName,
            })),
            ...groups.items.map((g) => ({
              id: g.id,
              type: 'silo_group' as const,
              name: g.displayName,
            })),
          ]
        : undefined,
    [users.items, groups.items],
  )
  return { identities, error: users.error ?? groups.error }
}

export type AccessData = {
  rows: AccessRow[] | undefined
  identities: Identity[] | undefined
  /** the policy of the page's level, as last fetched */
  policy: Policy | undefined
  me: Me | undefined
  /** an admin from above: a silo admin on a project page */
  inheritedAdmin: boolean
  error: unknown
  /** refetches the policies (the caller remounts for the user and group lists) */
  refetch: () => void
}

export function useAccessData(level: AccessLevel): AccessData {
  const fleet = useSystemPolicyViewQuery(level.kind === 'fleet' ? undefined : skipToken)
  const silo = usePolicyViewQuery(level.kind === 'fleet' ? skipToken : undefined)
  const project = useProjectPolicyViewQuery(
    level.kind === 'project' ? { path: { project: level.project } } : skipToken,
  )
  const { identities, error: listError } = useIdentities()
  const user = useCurrentUserViewQuery().data
  const groups = useCurrentUserGroupsQuery().data
  const policy =
    level.kind === 'project' ? project.data : level.kind === 'fleet' ? fleet.data : silo.data
  const siloPolicy = level.kind === 'project' ? silo.data : undefined
  const rows = useMemo(
    () =>
      identities && policy && (level.kind !== 'project' || siloPolicy)
        ? accessRows(identities, policy, siloPolicy)
        : undefined,
    [identities, policy, siloPolicy, level.kind],
  )
  const me = useMemo(
    () => (user && groups ? { id: user.id, groupIds: groups.items.map((g) => g.id) } : undefined),
    [user, groups],
  )
  const levelError = { fleet: fleet.error, silo: silo.error, project: project.error }[level.kind]
  const error =
    (policy ? undefined : levelError) ??
    (level.kind === 'project' && !siloPolicy ? silo.error : undefined) ??
    listError
  return {
    rows,
    identities,
    policy,
    me,
    inheritedAdmin: Boolean(me && siloPolicy && isAdmin(siloPolicy, me)),
    error,
    refetch: () => {
      if (level.kind === 'fleet') void fleet.refetch()
      else void silo.refetch()
      if (level.kind === 'project') void project.refetch()
    },
  }
}

/**
 * Saves one identity's role at the level (null removes it): the policy is read fresh, only that
 * identity changes, and the whole policy goes back (the API replaces it on PUT), so a change
 * someone made to another row meanwhile survives.
 */
export function useSaveRole(level: AccessLevel) {
  const dispatch = useAppDispatch()
  const [updateSilo] = usePolicyUpdateMutation()
  const [updateProject] = useProjectPolicyUpdateMutation()
  const [updateFleet] = useSystemPolicyUpdateMutation()
  const fresh = { subscribe: false, forceRefetch: true } as const
  return async (identity: Pick<Identity, 'id' | 'type'>, role: RoleName | null) => {
    if (level.kind === 'fleet') {
      // the role form offers the fleet only its own roles (rolesAt)
      if (role === 'limited_collaborator') throw new Error('The fleet has no limited collaborator')
      const current = await dispatch(
        policyApi.endpoints.systemPolicyView.initiate(undefined, fresh),
      ).unwrap()
      return updateFleet({ body: withRole(current, identity, role) }).unwrap()
    }
    if (level.kind === 'silo') {
      const current = await dispatch(
        silosApi.endpoints.policyView.initiate(undefined, fresh),
      ).unwrap()
      return updateSilo({ body: withRole(current, identity, role) }).unwrap()
    }
    const path = { project: level.project }
    const current = await dispatch(
      projectsApi.endpoints.projectPolicyView.initiate({ path }, fresh),
    ).unwrap()
    return updateProject({ path, body: withRole(current, identity, role) }).unwrap()
  }
}

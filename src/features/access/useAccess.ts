import { useMemo } from 'react'
import { planRequest } from '~/components'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { projectsApi, useProjectPolicyUpdateMutation } from '~/api/endpoints/projects'
import { policyApi, useSystemPolicyUpdateMutation } from '~/api/endpoints/policy'
import { silosApi, usePolicyUpdateMutation } from '~/api/endpoints/silos'
import { useAllPages } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'
import type { FleetRolePolicy } from '~/api/generated/types'
import type { ViewQuery } from '~/app/routes/define'
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

/**
 * The policies an access page reads, from the views its route fetched: its level's, and on a
 * project's page the silo's.
 */
export type AccessPolicies = { policy: ViewQuery<Policy>; silo?: ViewQuery<Policy> }

export function useAccessData({ policy: levelPolicy, silo }: AccessPolicies): AccessData {
  const { identities, error: listError } = useIdentities()
  const user = useCurrentUserViewQuery().data
  const groups = useCurrentUserGroupsQuery().data
  const policy = levelPolicy.data
  const siloPolicy = silo?.data
  const needsSilo = silo !== undefined
  const rows = useMemo(
    () =>
      identities && policy && (!needsSilo || siloPolicy)
        ? accessRows(identities, policy, siloPolicy)
        : undefined,
    [identities, policy, siloPolicy, needsSilo],
  )
  const me = useMemo(
    () => (user && groups ? { id: user.id, groupIds: groups.items.map((g) => g.id) } : undefined),
    [user, groups],
  )
  const error =
    (policy ? undefined : levelPolicy.error) ??
    (silo && !siloPolicy ? silo.error : undefined) ??
    listError
  return {
    rows,
    identities,
    policy,
    me,
    inheritedAdmin: Boolean(me && siloPolicy && isAdmin(siloPolicy, me)),
    error,
    refetch: () => {
      void levelPolicy.refetch()
      void silo?.refetch()
    },
  }
}

type IdentityRef = Pick<Identity, 'id' | 'type'>

// The PUT of a level's whole policy with one identity's role changed (null removes it).
const fleetRequest = (policy: FleetRolePolicy, identity: IdentityRef, role: RoleName | null) => {
  // the role form offers the fleet only its own roles (rolesAt)
  if (role === 'limited_collaborator') throw new Error('The fleet has no limited collaborator')
  return planRequest(policyApi.endpoints.systemPolicyUpdate, {
    body: withRole(policy, identity, role),
  })
}
const siloRequest = (policy: Policy, identity: IdentityRef, role: RoleName | null) =>
  planRequest(silosApi.endpoints.policyUpdate, { body: withRole(policy, identity, role) })
const projectRequest = (
  project: string,
  policy: Policy,
  identity: IdentityRef,
  role: RoleName | null,
) =>
  planRequest(projectsApi.endpoints.projectPolicyUpdate, {
    path: { project },
    body: withRole(policy, identity, role),
  })

// the fleet's policy is read as a Policy: its roles are the fleet's
const isFleetPolicy = (policy: Policy): policy is FleetRolePolicy =>
  policy.roleAssignments.every((a) => a.roleName !== 'limited_collaborator')

/** What saving a role sends, from the policy as last fetched (the save reads it fresh). */
export function roleRequest(
  level: AccessLevel,
  policy: Policy,
  identity: IdentityRef,
  role: RoleName | null,
) {
  if (level.kind === 'fleet') {
    if (!isFleetPolicy(policy)) throw new Error('The fleet has no limited collaborator')
    return fleetRequest(policy, identity, role)
  }
  if (level.kind === 'silo') return siloRequest(policy, identity, role)
  return projectRequest(level.project, policy, identity, role)
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
      const current = await dispatch(
        policyApi.endpoints.systemPolicyView.initiate(undefined, fresh),
      ).unwrap()
      return updateFleet(fleetRequest(current, identity, role).arg).unwrap()
    }
    if (level.kind === 'silo') {
      const current = await dispatch(
        silosApi.endpoints.policyView.initiate(undefined, fresh),
      ).unwrap()
      return updateSilo(siloRequest(current, identity, role).arg).unwrap()
    }
    const current = await dispatch(
      projectsApi.endpoints.projectPolicyView.initiate({ path: { project: level.project } }, fresh),
    ).unwrap()
    return updateProject(projectRequest(level.project, current, identity, role).arg).unwrap()
  }
}

import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useMemo } from 'react'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/api/endpoints/currentUser'
import { policyApi } from '~/api/endpoints/policy'
import { projectsApi } from '~/api/endpoints/projects'
import { silosApi } from '~/api/endpoints/silos'
import { useSiloViewQuery } from '~/api/endpoints/systemSilos'
import type { IdentityType } from '~/api/generated/types'
import { useQueryKeepingRefusal } from '~/api/keptRefusal'
import type { ChangeGate } from '~/components'

// The signed-in user's roles, as the console already knows them from the policies it fetches
// (the system policy, the silo's, a project's) and the user's groups; and the one way a control
// asks whether the user may use it. Every screen that offers an action only some roles can take
// shows it disabled with the reason from `roleGate` ('Only a fleet admin can set the target
// release') instead of letting the API refuse it with a 403.
//
//   const reason = useRoleGate({ level: 'fleet', need: 'admin', action: 'set the target release' })
//   <ActionButton disabledReason={reason}>Set target release</ActionButton>
//
// `reason` is undefined when the user may act. Levels: 'fleet' (the system policy), 'silo'
// (the silo's policy), or a project by name (its policy; a silo role applies to every project,
// spec §6, so the higher of the two counts).

/**
 * Fleet, silo and project roles share these names (spec §6), highest first. A limited
 * collaborator (silo and project roles only) is a collaborator who may not change networking.
 */
export type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'
export const ROLES: readonly Role[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const RANK: Record<Role, number> = { admin: 4, collaborator: 3, limited_collaborator: 2, viewer: 1 }

/** The higher of two roles; either may be missing. */
export function higherRole(a: Role | undefined, b: Role | undefined): Role | undefined {
  if (!a) return b
  if (!b) return a
  return RANK[a] >= RANK[b] ? a : b
}

/** Whether `role` is `need` or above it. */
export const atLeast = (role: Role | undefined, need: Role) =>
  role !== undefined && RANK[role] >= RANK[need]

/** Who is signed in, as a policy sees them: their own id and their groups'. */
export type Me = { id: string; groupIds: readonly string[] }

type RolePolicy = {
  roleAssignments: readonly { identityId: string; identityType: IdentityType; roleName: Role }[]
}

/** The highest role a policy gives `me`, directly or through one of their groups. */
export function roleIn(policy: RolePolicy | undefined, me: Me): Role | undefined {
  let role: Role | undefined
  for (const a of policy?.roleAssignments ?? []) {
    const mine =
      a.identityType === 'silo_user' ? a.identityId === me.id : me.groupIds.includes(a.identityId)
    if (mine) role = higherRole(role, a.roleName)
  }
  return role
}

// The three policies a role is read from. A policy the user may not read is an answer (no role
// there), kept rather than asked again by every gate that reads it.
const usePolicyViewQuery = () => useQueryKeepingRefusal(silosApi.endpoints.policyView, undefined)
const useSystemPolicyViewQuery = (arg: undefined | typeof skipToken) =>
  useQueryKeepingRefusal(policyApi.endpoints.systemPolicyView, arg)
const useProjectPolicyViewQuery = (arg: { path: { project: string } } | typeof skipToken) =>
  useQueryKeepingRefusal(projectsApi.endpoints.projectPolicyView, arg)

/** The signed-in user and their groups; undefined until both are known. */
export function useMe(): Me | undefined {
  const user = useCurrentUserViewQuery().data
  const groups = useCurrentUserGroupsQuery().data
  return useMemo(
    () => (user && groups ? { id: user.id, groupIds: groups.items.map((g) => g.id) } : undefined),
    [user, groups],
  )
}

/**
 * A role as far as it is known: `ready` once the policy answered or refused (a policy the user
 * may not read gives them no role there, which is what the API would say too).
 */
export type KnownRole = { role: Role | undefined; ready: boolean }

type Query<T> = { data?: T; isError: boolean }
const known = (q: Query<RolePolicy>, me: Me | undefined): KnownRole => ({
  role: me && q.data ? roleIn(q.data, me) : undefined,
  ready: me !== undefined && (q.data !== undefined || q.isError),
})

/**
 * The user's fleet role: the system policy's, or the one their silo maps their silo role to
 * (a silo's `mappedFleetRoles`), whichever is higher. A user who may not read the system policy
 * has none (and may not read their silo either). With `asked` false it subscribes to nothing of
 * its own and answers not ready: useRoleAt asks only for the level it gates.
 */
function useFleetRoleOf(me: Me | undefined, siloRole: KnownRole, asked: boolean): KnownRole {
  const system = useSystemPolicyViewQuery(asked ? undefined : skipToken)
  const siloName = useCurrentUserViewQuery(asked ? undefined : skipToken).data?.siloName
  const silo = useSiloViewQuery(
    asked && system.data && siloName ? { path: { silo: siloName } } : skipToken,
  )
  const direct = known(system, me)
  // the system policy's admin is the highest role there is: no need to wait for the mapping
  if (!direct.ready || system.isError || direct.role === 'admin') return direct
  const mapped = siloRole.role ? (silo.data?.mappedFleetRoles[siloRole.role] ?? []) : []
  return {
    role: mapped.reduce<Role | undefined>((acc, r) => higherRole(acc, r), direct.role),
    ready: siloRole.ready && (silo.data !== undefined || silo.isError),
  }
}

/** The user's fleet role (see useFleetRoleOf). */
export function useFleetRole(): KnownRole {
  const me = useMe()
  return useFleetRoleOf(me, known(usePolicyViewQuery(), me), true)
}

/** The user's role on the silo. */
export function useSiloRole(): KnownRole {
  return known(usePolicyViewQuery(), useMe())
}

/**
 * A ChangeGate from a role as far as it is known: the reason `roleGate` gives once the role is
 * known, and open while it loads. Closed while loading, every action would show disabled for a
 * moment to everyone; the API refuses what a role does not allow anyway.
 */
function useOpenWhileLoading(known: KnownRole, level: RoleLevel, need: Role): ChangeGate {
  const { role, ready } = known
  return useCallback(
    (action: string) => (ready ? roleGate({ role, ready }, level, need, action) : undefined),
    [role, ready, level, need],
  )
}

/**
 * The list shell's gate in a project (ChangeGateContext): a project collaborator or admin may
 * change its resources. The project's policy is asked for only when the silo role does not
 * already allow it (a silo role counts in every project).
 */
export function useProjectChangeGate(project: string): ChangeGate {
  const me = useMe()
  const silo = known(usePolicyViewQuery(), me)
  const siloAllows = atLeast(silo.role, 'collaborator')
  const here = known(
    useProjectPolicyViewQuery(silo.ready && !siloAllows ? { path: { project } } : skipToken),
    me,
  )
  const role = higherRole(silo.role, here.role)
  const ready = silo.ready && (siloAllows || here.ready)
  // the same level while the project is (the gate is a hook's dependency downstream)
  const level = useMemo(() => ({ project }), [project])
  return useOpenWhileLoading({ role, ready }, level, 'collaborator')
}

/** The gate of what needs a silo collaborator or admin (create a project, change a silo image). */
export function useSiloChangeGate(): ChangeGate {
  return useOpenWhileLoading(useSiloRole(), 'silo', 'collaborator')
}

/** The gate of the System area (ChangeGateContext): every change there is a fleet admin's. */
export function useFleetChangeGate(): ChangeGate {
  return useOpenWhileLoading(useFleetRole(), 'fleet', 'admin')
}

export type RoleLevel = 'fleet' | 'silo' | { project: string }

const levelName = (level: RoleLevel) =>
  level === 'fleet' ? 'fleet' : level === 'silo' ? 'silo' : 'project'

/**
 * Why a user holding `role` may not `action` (needing `need` at `level`), or undefined when they
 * may. 'Only a fleet admin can set the target release'; 'Only a project collaborator or admin can
 * create a probe'.
 */
export function roleGate(
  known: KnownRole,
  level: RoleLevel,
  need: Role,
  action: string,
): string | undefined {
  if (!known.ready) return 'Checking your role…'
  if (atLeast(known.role, need)) return undefined
  // the spec's three names: a limited collaborator is a kind of collaborator, not a rank to name
  const above = ROLES.filter((r) => RANK[r] > RANK[need] && r !== 'limited_collaborator')
  const who = [need, ...above.reverse()].join(' or ')
  return `Only a ${levelName(level)} ${who} can ${action}`
}

/**
 * The role a level's policy gives the signed-in user. It subscribes only to what that level
 * reads: the sidebar's gated entries and every gated control call it, and each subscription to a
 * policy it does not need costs a store update on the first page.
 */
export function useRoleAt(level: RoleLevel): KnownRole {
  const me = useMe()
  const silo = known(usePolicyViewQuery(), me)
  const fleet = useFleetRoleOf(me, silo, level === 'fleet')
  const project = typeof level === 'object' ? level.project : undefined
  const here = known(
    useProjectPolicyViewQuery(project === undefined ? skipToken : { path: { project } }),
    me,
  )
  if (level === 'fleet') return fleet
  if (level === 'silo') return silo
  return { role: higherRole(silo.role, here.role), ready: silo.ready && here.ready }
}

/** `roleGate` for the signed-in user: the reason a control is disabled, or undefined. */
export function useRoleGate(gate: { level: RoleLevel; need: Role; action: string }) {
  const role = useRoleAt(gate.level)
  return roleGate(role, gate.level, gate.need, gate.action)
}

/**
 * For screens where every control changes the fleet (the operator's network pages): whether the
 * user is a fleet admin, and the one reason everyone else sees (roleGate's wording). While the
 * policies load the user counts as no admin.
 */
export function useIsFleetAdmin(): boolean {
  return atLeast(useFleetRole().role, 'admin')
}
export const FLEET_ADMIN_ONLY = roleGate(
  { role: undefined, ready: true },
  'fleet',
  'admin',
  'change this',
)

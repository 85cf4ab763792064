import type { IdentityType } from '~/api/generated/types'
import { higherRole, roleIn, ROLES, type Me, type Role } from '~/app/roles'

// Spec §6 as data for the access screens: the ranking of roles, one assignment per identity,
// the order of the table, and whose own admin role a change takes away. Pure, so every rule is
// tested without rendering.

/** Fleet, silo and project roles share these names (spec §6); the ranking is in ~/app/roles. */
export type RoleName = Role

/** Highest first, as spec §6 ranks them. */
export const ROLE_NAMES = ROLES

/** The roles a level's policy can hold: the fleet has no limited collaborator (FleetRole). */
export const rolesAt = (kind: 'fleet' | 'silo' | 'project'): readonly RoleName[] =>
  kind === 'fleet' ? ROLES.filter((r) => r !== 'limited_collaborator') : ROLES

/** A role as people read it: 'limited collaborator', not the API's 'limited_collaborator'. */
export const roleLabel = (role: RoleName) => role.replace('_', ' ')

export type Assignment = { identityId: string; identityType: IdentityType; roleName: RoleName }
export type Policy = { roleAssignments: Assignment[] }

export type Identity = { id: string; type: IdentityType; name: string }

/**
 * The policy with `identity` holding `role`, or none when `role` is null (spec §6: an
 * assignment replaces any existing one for that identity; removing deletes it). Every other
 * assignment is kept as it came, so a concurrent change to another row survives.
 */
export function withRole<R extends RoleName>(
  policy: { roleAssignments: { identityId: string; identityType: IdentityType; roleName: R }[] },
  identity: Pick<Identity, 'id' | 'type'>,
  role: R | null,
): { roleAssignments: { identityId: string; identityType: IdentityType; roleName: R }[] } {
  const others = policy.roleAssignments.filter((a) => a.identityId !== identity.id)
  return {
    roleAssignments: role
      ? [...others, { identityId: identity.id, identityType: identity.type, roleName: role }]
      : others,
  }
}

/** Each identity's role in a policy; an identity listed twice holds the higher of its roles. */
function rolesOf(policy: Policy | undefined): Map<string, Assignment> {
  const roles = new Map<string, Assignment>()
  for (const a of policy?.roleAssignments ?? []) {
    const before = roles.get(a.identityId)
    if (!before || higherRole(before.roleName, a.roleName) !== before.roleName) {
      roles.set(a.identityId, a)
    }
  }
  return roles
}

/** Spec §6: users before groups, then by name. */
function compareIdentities(a: Identity, b: Identity): number {
  if (a.type !== b.type) return a.type === 'silo_user' ? -1 : 1
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)
}

export type AccessRow = Identity & {
  /** the role assigned at the page's level (the silo, or the project) */
  role?: RoleName
  /** project page: the silo role of the same identity */
  siloRole?: RoleName
  /** the higher of the two (spec §6 ranking) */
  effectiveRole: RoleName
}

/**
 * The rows of an access table: every identity with a role at this level or, on a project page,
 * on the silo (a silo role applies to every project), in spec §6 order. Identities the user and
 * group lists do not know (removed meanwhile) are shown by id.
 */
export function accessRows(
  identities: readonly Identity[],
  policy: Policy | undefined,
  siloPolicy?: Policy,
): AccessRow[] {
  const known = new Map(identities.map((i) => [i.id, i]))
  const here = rolesOf(policy)
  const silo = rolesOf(siloPolicy)
  const ids = new Set([...here.keys(), ...silo.keys()])
  const rows: AccessRow[] = []
  for (const id of ids) {
    const assignment = here.get(id) ?? silo.get(id)
    if (!assignment) continue
    const identity = known.get(id) ?? { id, type: assignment.identityType, name: id }
    const role = here.get(id)?.roleName
    const siloRole = silo.get(id)?.roleName
    const effectiveRole = higherRole(role, siloRole)
    if (effectiveRole) rows.push({ ...identity, role, siloRole, effectiveRole })
  }
  return rows.sort(compareIdentities)
}

/** Spec §6: the identities offered for a new assignment are those with none yet at this level. */
export const unassigned = (identities: readonly Identity[], policy: Policy | undefined) => {
  const here = rolesOf(policy)
  return identities.filter((i) => !here.has(i.id)).sort(compareIdentities)
}

export type { Me }

/** Whether `me` is an admin under the policy (directly or through a group). */
export const isAdmin = (policy: Policy | undefined, me: Me) => roleIn(policy, me) === 'admin'

/**
 * Whether giving `identity` the role `next` (null: removing it) ends `me` being an admin at this
 * level: they are one now, and would not be afterwards. `inheritedAdmin`: they are an admin
 * anyway from above (a silo admin on a project page), so they lose nothing.
 */
export function losesOwnAdmin(
  policy: Policy | undefined,
  me: Me,
  identity: Pick<Identity, 'id' | 'type'>,
  next: RoleName | null,
  inheritedAdmin = false,
): boolean {
  if (inheritedAdmin || !policy || !isAdmin(policy, me)) return false
  return !isAdmin(withRole(policy, identity, next), me)
}

export const kindLabel = (type: IdentityType) => (type === 'silo_user' ? 'User' : 'Group')

import type { Request } from 'miragejs'
import type { MockContext } from './context'
import type { ProjectRecord, RoleAssignment, RoleName, UserRecord } from './models'
import { forbidden, unauthorized } from './util/errors'

// Who is calling and what they may do. A simplified model of the real API's authorization:
// roles rank admin > collaborator > viewer; a user holds the best role assigned to them or to any
// of their groups; a silo role carries over to every project in the silo and, through the silo's
// mapped_fleet_roles, to the fleet.

/** Fixed id of the fleet, the resource the system policy belongs to. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

const RANK: Record<RoleName, number> = { viewer: 1, collaborator: 2, admin: 3 }

export const atLeast = (role: RoleName | null, needed: RoleName) =>
  role !== null && RANK[role] >= RANK[needed]

const best = (roles: (RoleName | null | undefined)[]): RoleName | null =>
  roles.reduce<RoleName | null>((acc, r) => (r && (!acc || RANK[r] > RANK[acc]) ? r : acc), null)

const groupIdsOf = (ctx: MockContext, userId: string): string[] =>
  ctx.db.groupMemberships.where((m) => m.user_id === userId).map((m) => m.group_id)

function roleIn(ctx: MockContext, resourceId: string, user: UserRecord): RoleName | null {
  const assignments: RoleAssignment[] = ctx.db.policies.find(resourceId)?.role_assignments ?? []
  const groups = new Set(groupIdsOf(ctx, user.id))
  return best(
    assignments
      .filter((a) =>
        a.identity_type === 'silo_user' ? a.identity_id === user.id : groups.has(a.identity_id),
      )
      .map((a) => a.role_name),
  )
}

export const siloRole = (ctx: MockContext, user: UserRecord) => roleIn(ctx, user.silo_id, user)

export function fleetRole(ctx: MockContext, user: UserRecord): RoleName | null {
  const silo = ctx.db.silos.find(user.silo_id)
  const role = siloRole(ctx, user)
  const mapped = role ? (silo?.mapped_fleet_roles[role] ?? []) : []
  return best([roleIn(ctx, FLEET_ID, user), ...mapped])
}

export const projectRole = (ctx: MockContext, user: UserRecord, project: ProjectRecord) =>
  best([siloRole(ctx, user), roleIn(ctx, project.id, user)])

/** /v1/system endpoints: a fleet viewer may read, a fleet admin may change (403 otherwise). */
export const requireFleet = (ctx: MockContext, me: UserRecord, role: RoleName) =>
  requireRole(fleetRole(ctx, me), role)

/** 403 unless `role` is at least `needed`. */
export function requireRole(role: RoleName | null, needed: RoleName): void {
  if (!atLeast(role, needed)) throw forbidden()
}

function bearerToken(request: Request): string | undefined {
  const entry = Object.entries(request.requestHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'authorization',
  )
  const match = entry ? /^Bearer\s+(\S+)$/i.exec(entry[1]) : null
  return match?.[1]
}

/**
 * The caller: a bearer token from the device flow (spec §6) wins over the session, as a CLI
 * would send it; otherwise the signed-in user. 401 when neither names a user.
 */
export function authenticate(ctx: MockContext, request: Request): UserRecord {
  const token = bearerToken(request)
  const userId = token ? ctx.db.accessTokens.find(token)?.user_id : ctx.session.userId
  const user = userId ? ctx.db.users.find(userId) : undefined
  if (!user) throw unauthorized()
  return user
}

import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import { forbidden, unauthorized } from '../util/errors'
import type { M } from './models'
import type { RoleName } from './models/foundation'

// Who is calling and what they may do. A simplified model of the real API's authorization:
// roles rank admin > collaborator > limited collaborator > viewer; a user holds the best role assigned to them or to any
// of their groups; a silo role carries over to every project in the silo and, through the silo's
// mapped_fleet_roles, to the fleet.

/** Fixed id of the fleet, the resource the system policy belongs to. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

type User = M<'user'>
// A limited collaborator (silo and project roles) ranks between: the mock does not tell the
// networking changes it may not make from the others, so it is refused what needs a collaborator.
const RANK: Record<RoleName, number> = {
  viewer: 1,
  limited_collaborator: 2,
  collaborator: 3,
  admin: 4,
}

export const atLeast = (role: RoleName | null, needed: RoleName) =>
  role !== null && RANK[role] >= RANK[needed]

const best = (roles: (RoleName | null | undefined)[]): RoleName | null =>
  roles.reduce<RoleName | null>((acc, r) => (r && (!acc || RANK[r] > RANK[acc]) ? r : acc), null)

function roleIn(ctx: MockContext, resourceId: string, user: User): RoleName | null {
  const assignments = ctx.schema.find('policy', resourceId)?.roleAssignments ?? []
  return best(
    assignments
      .filter((a) =>
        a.identity_type === 'silo_user'
          ? a.identity_id === user.id
          : user.groupIds.includes(a.identity_id),
      )
      .map((a) => a.role_name),
  )
}

export const siloRole = (ctx: MockContext, user: User) => roleIn(ctx, user.siloId, user)

export function fleetRole(ctx: MockContext, user: User): RoleName | null {
  const role = siloRole(ctx, user)
  const mapped = role ? (user.silo?.mappedFleetRoles[role] ?? []) : []
  return best([roleIn(ctx, FLEET_ID, user), ...mapped])
}

export const projectRole = (ctx: MockContext, user: User, project: M<'project'>) =>
  best([siloRole(ctx, user), roleIn(ctx, project.id, user)])

export function requireRole(role: RoleName | null, needed: RoleName): void {
  if (!atLeast(role, needed)) throw forbidden()
}

/** /v1/system endpoints: a fleet viewer may read, a fleet admin may change (403 otherwise). */
export const requireFleet = (ctx: MockContext, me: User, role: RoleName) =>
  requireRole(fleetRole(ctx, me), role)

/** A request header, whatever the case of its name (a bearer token, a download's range). */
export const header = (request: Request, name: string) =>
  Object.entries(request.requestHeaders ?? {}).find(([h]) => h.toLowerCase() === name)?.[1]

const bearerToken = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1]

/**
 * The caller: a bearer token from the device flow (spec §6) wins over the session, as a CLI
 * would send it; otherwise the signed-in user. 401 when neither names a user.
 */
export function authenticate(ctx: MockContext, request: Request): User {
  const token = bearerToken(request)
  const userId = token ? ctx.schema.findBy('accessToken', { token })?.userId : ctx.session.userId
  const user = userId ? ctx.schema.find('user', userId) : null
  if (!user) throw unauthorized()
  return user
}

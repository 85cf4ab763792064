import { FLEET_ID, fleetRole, projectRole, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import { IDENTITY_TYPES, ROLE_NAMES } from '../models'
import type { RoleAssignment } from '../models'
import { toPolicy } from '../serializers'
import { invalidBody, invalidRequest } from '../util/errors'
import { ok } from '../util/respond'
import { jsonBody, requireOneOf, requireUuid } from '../util/validate'
import type { Body } from '../util/validate'
import type { MockApi } from './define'
import { lookupProject } from './projects'

// Role policies of the fleet (/v1/system/policy), the caller's silo (/v1/policy) and a project.
// Viewing the system policy fails with 403 for a user with no fleet role: the console uses exactly
// that to decide whether someone is a fleet viewer (spec §1).

export function parsePolicy(body: Body): RoleAssignment[] {
  const list = body.role_assignments
  if (list === undefined) throw invalidBody('missing field `role_assignments`')
  if (!Array.isArray(list)) throw invalidBody('role_assignments: invalid type, expected a sequence')
  return list.map((item: unknown, i): RoleAssignment => {
    const a = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const at = `role_assignments[${i}]`
    return {
      identity_id: requireUuid(a.identity_id, `${at}.identity_id`),
      identity_type: requireOneOf(a.identity_type, `${at}.identity_type`, IDENTITY_TYPES),
      role_name: requireOneOf(a.role_name, `${at}.role_name`, ROLE_NAMES),
    }
  })
}

/**
 * The silo whose users and groups may hold roles on a resource: the silo itself, a project's
 * silo, or null for the fleet, whose roles go to users and groups of any silo.
 */
function identitySilo(ctx: MockContext, resourceId: string): string | null {
  if (ctx.db.silos.find(resourceId)) return resourceId
  return ctx.db.projects.find(resourceId)?.silo_id ?? null
}

/** Every assignment names an existing user or group (as its type says) that may hold the role. */
function requireKnownIdentities(ctx: MockContext, resourceId: string, list: RoleAssignment[]) {
  const siloId = identitySilo(ctx, resourceId)
  list.forEach((a, i) => {
    const table = a.identity_type === 'silo_user' ? ctx.db.users : ctx.db.groups
    const identity = table.find(a.identity_id)
    if (!identity || (siloId !== null && identity.silo_id !== siloId)) {
      const kind = a.identity_type === 'silo_user' ? 'silo user' : 'silo group'
      throw invalidRequest(`role assignment ${i + 1} names an unknown ${kind}: "${a.identity_id}"`)
    }
  })
}

/** Replaces the resource's whole policy (PUT semantics) after checking who it names. */
export function savePolicy(ctx: MockContext, resourceId: string, assignments: RoleAssignment[]) {
  requireKnownIdentities(ctx, resourceId, assignments)
  if (ctx.db.policies.find(resourceId)) {
    ctx.db.policies.update(resourceId, { role_assignments: assignments })
  } else {
    ctx.db.policies.insert({ id: resourceId, role_assignments: assignments })
  }
  return toPolicy(ctx.db.policies.find(resourceId))
}

export function policyRoutes(api: MockApi, ctx: MockContext) {
  api.get('/v1/system/policy', (_request, me) => {
    requireRole(fleetRole(ctx, me), 'viewer')
    return ok(toPolicy(ctx.db.policies.find(FLEET_ID)))
  })

  api.put('/v1/system/policy', (request, me) => {
    requireRole(fleetRole(ctx, me), 'admin')
    return ok(savePolicy(ctx, FLEET_ID, parsePolicy(jsonBody(request))))
  })

  // Any member of the silo may read its policy: the console's 403 page needs it to tell a user
  // that they have no role on the silo (spec §6).
  api.get('/v1/policy', (_request, me) => ok(toPolicy(ctx.db.policies.find(me.silo_id))))

  api.put('/v1/policy', (request, me) => {
    requireRole(siloRole(ctx, me), 'admin')
    return ok(savePolicy(ctx, me.silo_id, parsePolicy(jsonBody(request))))
  })

  api.get('/v1/projects/:project/policy', (request, me) =>
    ok(toPolicy(ctx.db.policies.find(lookupProject(ctx, request, me).id))),
  )

  api.put('/v1/projects/:project/policy', (request, me) => {
    const project = lookupProject(ctx, request, me)
    requireRole(projectRole(ctx, me, project), 'admin')
    return ok(savePolicy(ctx, project.id, parsePolicy(jsonBody(request))))
  })
}

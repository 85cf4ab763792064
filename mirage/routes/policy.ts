import type { SiloRolePolicy } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { projectByKey } from '../api/scope'
import { FLEET_ID, projectRole, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { RoleAssignment } from '../models/foundation'
import { invalidRequest } from '../util/errors'

// Role policies of the fleet (/v1/system/policy), the caller's silo (/v1/policy) and a project.
// Viewing the system policy fails with 403 for a user with no fleet role: the console uses exactly
// that to decide whether someone is a fleet viewer (spec §1).

export const viewPolicy = (ctx: MockContext, id: string) => ({
  role_assignments: ctx.schema.find('policy', id)?.roleAssignments ?? [],
})

export const assign = (
  identity_type: RoleAssignment['identity_type'],
  identity_id: string,
  role_name: RoleAssignment['role_name'],
): RoleAssignment => ({ identity_id, identity_type, role_name })

/** The policy of a resource (the fleet, a silo, a project), created or replaced. */
export function setPolicy(ctx: MockContext, id: string, roleAssignments: RoleAssignment[]) {
  const policy = ctx.schema.find('policy', id)
  if (policy) policy.update({ roleAssignments })
  else ctx.create('policy', { id, roleAssignments })
}

/**
 * Replaces the resource's whole policy (PUT semantics). Every assignment must name a user or
 * group (as its type says) of the silo the role applies in; any silo's for the fleet. The
 * contract cannot say that: it stays a check here.
 */
export function savePolicy(ctx: MockContext, c: Call, resourceId: string) {
  const list = c.json<SiloRolePolicy>().role_assignments as RoleAssignment[]
  const siloId =
    ctx.schema.find('silo', resourceId)?.id ?? ctx.schema.find('project', resourceId)?.siloId
  list.forEach((a, i) => {
    const user = a.identity_type === 'silo_user'
    const identity = ctx.schema.find(user ? 'user' : 'group', a.identity_id)
    if (!identity || (siloId && identity.siloId !== siloId)) {
      const kind = user ? 'silo user' : 'silo group'
      throw invalidRequest(`role assignment ${i + 1} names an unknown ${kind}: "${a.identity_id}"`)
    }
  })
  setPolicy(ctx, resourceId, list)
  return viewPolicy(ctx, resourceId)
}

export function policyRoutes(api: MockApi, ctx: MockContext) {
  api.on('systemPolicyView', () => viewPolicy(ctx, FLEET_ID))
  api.on('systemPolicyUpdate', (c) => savePolicy(ctx, c, FLEET_ID))
  // Any member of the silo may read its policy: the console's 403 page needs it to tell a user
  // that they have no role on the silo (spec §6).
  api.on('policyView', (c) => viewPolicy(ctx, c.me.siloId))
  api.on('policyUpdate', (c) => {
    requireRole(siloRole(ctx, c.me), 'admin')
    return savePolicy(ctx, c, c.me.siloId)
  })
  api.on('projectPolicyView', (c) =>
    viewPolicy(ctx, projectByKey(ctx, c, c.params.project ?? '').id),
  )
  api.on('projectPolicyUpdate', (c) => {
    const project = projectByKey(ctx, c, c.params.project ?? '', 'viewer')
    requireRole(projectRole(ctx, c.me, project), 'admin')
    return savePolicy(ctx, c, project.id)
  })
}

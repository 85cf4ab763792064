import type { SiloRolePolicy } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import type { MockContext } from '../context'
import { FLEET_ID } from '../orm/auth'
import type { RoleAssignment } from '../orm/models/foundation'
import { setPolicy, viewPolicy } from '../orm/policy'
import { invalidRequest } from '../util/errors'

// The fleet's role policy (/v1/system/policy), and how any policy is saved (a silo's, a
// project's: silos.ts, projects.ts). Viewing the system policy fails with 403 for a user with no fleet role: the console uses exactly
// that to decide whether someone is a fleet viewer (spec §1).

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

export function policyHandlers(api: MockApi, ctx: MockContext) {
  api.on('systemPolicyView', () => viewPolicy(ctx, FLEET_ID))
  api.on('systemPolicyUpdate', (c) => savePolicy(ctx, c, FLEET_ID))
}

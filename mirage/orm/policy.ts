import type { MockContext } from '../context'
import type { RoleAssignment } from './models/foundation'

// Role policies as records: one per resource (the fleet, a silo, a project), by its id.

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

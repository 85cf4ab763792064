import type { MockContext } from './context'
import type {
  GroupRecord,
  PolicyRecord,
  ProjectRecord,
  RoleAssignment,
  SshKeyRecord,
  UserRecord,
} from './models'

// Records → exactly the contract's response shapes: the fields the schema has, nothing the mock
// keeps for itself.

export const toProject = (p: ProjectRecord) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

export const toUser = (u: UserRecord) => ({
  id: u.id,
  display_name: u.display_name,
  silo_id: u.silo_id,
})

export const toGroup = (g: GroupRecord) => ({
  id: g.id,
  display_name: g.display_name,
  silo_id: g.silo_id,
})

export const toSshKey = (k: SshKeyRecord) => ({
  id: k.id,
  name: k.name,
  description: k.description,
  public_key: k.public_key,
  silo_user_id: k.silo_user_id,
  time_created: k.time_created,
  time_modified: k.time_modified,
})

export const toPolicy = (p: PolicyRecord | undefined) => ({
  role_assignments: (p?.role_assignments ?? []).map((a): RoleAssignment => ({
    identity_id: a.identity_id,
    identity_type: a.identity_type,
    role_name: a.role_name,
  })),
})

export function toCurrentUser(ctx: MockContext, u: UserRecord) {
  return {
    id: u.id,
    display_name: u.display_name,
    silo_id: u.silo_id,
    silo_name: ctx.db.silos.find(u.silo_id)?.name ?? '',
  }
}

export const mapPage = <T, U>(page: { items: T[]; next_page: string | null }, fn: (t: T) => U) => ({
  items: page.items.map(fn),
  next_page: page.next_page,
})

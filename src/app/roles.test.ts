import { atLeast, higherRole, roleGate, roleIn } from './roles'

const me = { id: 'u1', groupIds: ['g1'] }

test('higherRole ranks admin > collaborator > viewer (spec §6)', () => {
  expect(higherRole('viewer', 'admin')).toBe('admin')
  expect(higherRole('collaborator', 'viewer')).toBe('collaborator')
  expect(higherRole(undefined, 'viewer')).toBe('viewer')
  expect(higherRole('admin', undefined)).toBe('admin')
  expect(higherRole(undefined, undefined)).toBeUndefined()
  expect(atLeast('collaborator', 'viewer')).toBe(true)
  expect(atLeast('viewer', 'collaborator')).toBe(false)
  expect(atLeast(undefined, 'viewer')).toBe(false)
})

test('roleIn: the highest role given to the user or one of their groups', () => {
  const policy = {
    roleAssignments: [
      { identityId: 'u1', identityType: 'silo_user' as const, roleName: 'viewer' as const },
      { identityId: 'g1', identityType: 'silo_group' as const, roleName: 'collaborator' as const },
      { identityId: 'g2', identityType: 'silo_group' as const, roleName: 'admin' as const },
      // a group id in a user assignment is not the user's group
      { identityId: 'g1', identityType: 'silo_user' as const, roleName: 'admin' as const },
    ],
  }
  expect(roleIn(policy, me)).toBe('collaborator')
  expect(roleIn(policy, { id: 'u9', groupIds: [] })).toBeUndefined()
  expect(roleIn(undefined, me)).toBeUndefined()
})

test('roleGate names the level and the roles that may act', () => {
  const admin = { role: 'admin' as const, ready: true }
  const viewer = { role: 'viewer' as const, ready: true }
  const none = { role: undefined, ready: true }
  expect(roleGate(admin, 'fleet', 'admin', 'set the target release')).toBeUndefined()
  expect(roleGate(viewer, 'fleet', 'admin', 'set the target release')).toBe(
    'Only a fleet admin can set the target release',
  )
  expect(roleGate(viewer, { project: 'p' }, 'collaborator', 'create a probe')).toBe(
    'Only a project collaborator or admin can create a probe',
  )
  expect(roleGate(none, 'silo', 'viewer', 'see the users')).toBe(
    'Only a silo viewer or collaborator or admin can see the users',
  )
  expect(roleGate({ role: undefined, ready: false }, 'silo', 'admin', 'x')).toBe(
    'Checking your role…',
  )
})

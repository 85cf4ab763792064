import {
  accessRows,
  losesOwnAdmin,
  roleLabel,
  rolesAt,
  unassigned,
  withRole,
  type Assignment,
  type Identity,
  type Policy,
} from './roles'

const user = (id: string, name: string): Identity => ({ id, type: 'silo_user', name })
const group = (id: string, name: string): Identity => ({ id, type: 'silo_group', name })
const role = (i: Identity, roleName: Assignment['roleName']): Assignment => ({
  identityId: i.id,
  identityType: i.type,
  roleName,
})

const ada = user('u1', 'Ada')
const bo = user('u2', 'bo')
const cy = user('u3', 'Cy')
const team = group('g1', 'a-team')
const ops = group('g2', 'ops')
const everyone = [team, cy, ops, bo, ada]

describe('withRole: one assignment per identity (spec §6)', () => {
  const policy: Policy = { roleAssignments: [role(ada, 'admin'), role(team, 'viewer')] }

  test('adds, replaces and removes only that identity, keeping the others as they came', () => {
    expect(withRole(policy, bo, 'viewer').roleAssignments).toEqual([
      role(ada, 'admin'),
      role(team, 'viewer'),
      role(bo, 'viewer'),
    ])
    expect(withRole(policy, team, 'collaborator').roleAssignments).toEqual([
      role(ada, 'admin'),
      role(team, 'collaborator'),
    ])
    expect(withRole(policy, ada, null).roleAssignments).toEqual([role(team, 'viewer')])
  })

  test('an identity listed twice ends with exactly one assignment', () => {
    const twice = { roleAssignments: [role(bo, 'viewer'), role(ada, 'admin'), role(bo, 'admin')] }
    expect(withRole(twice, bo, 'collaborator').roleAssignments).toEqual([
      role(ada, 'admin'),
      role(bo, 'collaborator'),
    ])
  })
})

test('rows: users before groups, then by name regardless of case (spec §6)', () => {
  const policy = {
    roleAssignments: [role(ops, 'viewer'), role(cy, 'viewer'), role(team, 'admin')].concat(
      role(bo, 'collaborator'),
      role(ada, 'viewer'),
    ),
  }
  expect(accessRows(everyone, policy).map((r) => r.name)).toEqual([
    'Ada',
    'bo',
    'Cy',
    'a-team',
    'ops',
  ])
})

test('project rows add the silo role of the same identity and the higher of the two', () => {
  const project = { roleAssignments: [role(bo, 'admin'), role(team, 'viewer')] }
  const silo = {
    roleAssignments: [role(bo, 'viewer'), role(team, 'collaborator'), role(cy, 'admin')],
  }
  expect(
    accessRows(everyone, project, silo).map((r) => [r.name, r.role, r.siloRole, r.effectiveRole]),
  ).toEqual([
    ['bo', 'admin', 'viewer', 'admin'],
    // a silo role alone reaches every project
    ['Cy', undefined, 'admin', 'admin'],
    ['a-team', 'viewer', 'collaborator', 'collaborator'],
  ])
})

test('an identity the lists do not know is shown by its id; a double listing by its higher role', () => {
  const gone = { identityId: 'u9', identityType: 'silo_user' as const, roleName: 'viewer' as const }
  const rows = accessRows(everyone, {
    roleAssignments: [gone, role(ada, 'viewer'), role(ada, 'admin')],
  })
  expect(rows.map((r) => [r.name, r.role])).toEqual([
    ['Ada', 'admin'],
    ['u9', 'viewer'],
  ])
})

test('the picker offers only identities with no assignment at this level, in table order', () => {
  const policy = { roleAssignments: [role(ada, 'admin'), role(ops, 'viewer')] }
  expect(unassigned(everyone, policy).map((i) => i.name)).toEqual(['bo', 'Cy', 'a-team'])
  expect(unassigned(everyone, undefined)).toHaveLength(5)
})

describe('losesOwnAdmin', () => {
  const me = { id: ada.id, groupIds: [team.id] }

  test('removing or lowering my only admin role loses it', () => {
    const policy = { roleAssignments: [role(ada, 'admin'), role(team, 'viewer')] }
    expect(losesOwnAdmin(policy, me, ada, null)).toBe(true)
    expect(losesOwnAdmin(policy, me, ada, 'collaborator')).toBe(true)
    expect(losesOwnAdmin(policy, me, ada, 'admin')).toBe(false)
    // someone else's row
    expect(losesOwnAdmin(policy, me, team, null)).toBe(false)
  })

  test('not my last: a group of mine is admin too', () => {
    const policy = { roleAssignments: [role(ada, 'admin'), role(team, 'admin')] }
    expect(losesOwnAdmin(policy, me, ada, null)).toBe(false)
    expect(losesOwnAdmin(policy, me, team, null)).toBe(false)
    // my admin only through the group
    const throughGroup = { roleAssignments: [role(ada, 'viewer'), role(team, 'admin')] }
    expect(losesOwnAdmin(throughGroup, me, team, 'viewer')).toBe(true)
  })

  test('an admin from above (the silo, on a project page) loses nothing; a non-admin neither', () => {
    const policy = { roleAssignments: [role(ada, 'admin')] }
    expect(losesOwnAdmin(policy, me, ada, null, true)).toBe(false)
    expect(losesOwnAdmin({ roleAssignments: [role(ada, 'viewer')] }, me, ada, null)).toBe(false)
  })
})

test('a silo or project offers the limited collaborator role; the fleet does not', () => {
  expect(rolesAt('silo')).toEqual(['admin', 'collaborator', 'limited_collaborator', 'viewer'])
  expect(rolesAt('project')).toEqual(rolesAt('silo'))
  expect(rolesAt('fleet')).toEqual(['admin', 'collaborator', 'viewer'])
  expect(roleLabel('limited_collaborator')).toBe('limited collaborator')
  expect(roleLabel('admin')).toBe('admin')
})

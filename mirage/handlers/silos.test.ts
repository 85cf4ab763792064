import type { Server } from 'miragejs'
import { call, login, shapeErrors, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'
import { SEED_LOGINS } from '../sim/scenarios/seeds'

type Group = { id: string; display_name: string }
type Assignment = { identity_id: string; identity_type: string; role_name: string }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const plain = () => login(SEED_LOGINS.plainUser.username, SEED_LOGINS.plainUser.password)

test('users and groups lists page by id with the contract shapes', async () => {
  const users = await call<Page<{ id: string; display_name: string }>>('GET', '/v1/users')
  expect(users.status).toBe(200)
  expect(shapeErrors(users.body, 'UserResultsPage')).toEqual([])
  expect(users.body.items.length).toBeGreaterThanOrEqual(6)
  const ids = users.body.items.map((u) => u.id)
  expect(ids).toEqual([...ids].sort())

  const firstTwo = await call<Page<{ id: string }>>('GET', '/v1/users?limit=2')
  expect(firstTwo.body.items.map((u) => u.id)).toEqual(ids.slice(0, 2))
  const rest = await call<Page<{ id: string }>>(
    'GET',
    `/v1/users?limit=100&page_token=${firstTwo.body.next_page}`,
  )
  expect(rest.body.items.map((u) => u.id)).toEqual(ids.slice(2))
  expect((await call('GET', '/v1/users?sort_by=name_ascending')).status).toBe(400)

  const groups = await call<Page<Group>>('GET', '/v1/groups')
  expect(shapeErrors(groups.body, 'GroupResultsPage')).toEqual([])
  expect(groups.body.items.map((g) => g.display_name)).toEqual([
    'platform-team',
    'on-call',
    'auditors',
    'contractors',
  ])
})

test('group view by id, and users filtered by group', async () => {
  const groups = await call<Page<Group>>('GET', '/v1/groups')
  const team = groups.body.items[0]!
  const view = await call('GET', `/v1/groups/${team.id}`)
  expect(view.body).toEqual(expect.objectContaining({ id: team.id, display_name: 'platform-team' }))
  expect(shapeErrors(view.body, 'Group')).toEqual([])

  const members = await call<Page<{ display_name: string }>>('GET', `/v1/users?group=${team.id}`)
  expect(members.body.items.map((u) => u.display_name)).toEqual([
    'Ada Okafor',
    'Tomás Reyes',
    'Kofi Mensah',
  ])

  const missing = await call('GET', '/v1/groups/00000000-0000-4000-8000-000000000000')
  expect(missing.status).toBe(404)
  expect(missing.body).toMatchObject({ error_code: 'ObjectNotFound' })
  expect((await call('GET', '/v1/groups/not-a-uuid')).status).toBe(400)
})

test('system policy: 200 for the fleet viewer, 403 for the plain user', async () => {
  const fleet = await call('GET', '/v1/system/policy')
  expect(fleet.status).toBe(200)
  expect(shapeErrors(fleet.body, 'FleetRolePolicy')).toEqual([])

  await plain()
  const denied = await call('GET', '/v1/system/policy')
  expect(denied.status).toBe(403)
  expect(denied.body).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
})

test('silo policy: readable by every member; the plain user has no assignment', async () => {
  await plain()
  const me = await call<{ id: string }>('GET', '/v1/me')
  const policy = await call<{ role_assignments: Assignment[] }>('GET', '/v1/policy')
  expect(policy.status).toBe(200)
  expect(shapeErrors(policy.body, 'SiloRolePolicy')).toEqual([])
  expect(policy.body.role_assignments.some((a) => a.identity_id === me.body.id)).toBe(false)
  expect((await call('PUT', '/v1/policy', { json: policy.body })).status).toBe(403)
})

test('silo policy update by the silo admin replaces the assignments; bad ones are 400', async () => {
  const users = await call<Page<{ id: string }>>('GET', '/v1/users')
  const next = {
    role_assignments: [
      { identity_id: users.body.items[0]!.id, identity_type: 'silo_user', role_name: 'admin' },
      { identity_id: users.body.items[1]!.id, identity_type: 'silo_user', role_name: 'viewer' },
    ],
  }
  const put = await call('PUT', '/v1/policy', { json: next })
  expect(put).toMatchObject({ status: 200, body: next })
  expect((await call('GET', '/v1/policy')).body).toEqual(next)

  // noor now has a silo role, so projects are visible to them
  await plain()
  expect((await call('GET', '/v1/projects')).status).toBe(200)

  await login(SEED_LOGINS.fleetViewer.username, SEED_LOGINS.fleetViewer.password)
  const bad = await call('PUT', '/v1/policy', {
    json: { role_assignments: [{ ...next.role_assignments[0], role_name: 'owner' }] },
  })
  expect(bad.status).toBe(400)
  expect(bad.body).toMatchObject({ error_code: 'InvalidValue' })
  expect((await call('PUT', '/v1/policy', { json: {} })).status).toBe(400)
})

test('system policy update needs a fleet admin', async () => {
  const current = await call('GET', '/v1/system/policy')
  expect((await call('PUT', '/v1/system/policy', { json: current.body })).status).toBe(200)
  await login('mei', 'read only') // fleet viewer through the auditors group
  expect((await call('GET', '/v1/system/policy')).status).toBe(200)
  expect((await call('PUT', '/v1/system/policy', { json: current.body })).status).toBe(403)
})

import type { Server } from 'miragejs'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'

// Role policies as the access screens use them: a PUT replaces the whole policy, names only
// users and groups that exist where the role applies, and only the role names of its level (a
// silo or a project also has limited collaborators; the fleet does not).

type Assignment = { identity_id: string; identity_type: string; role_name: string }
type Policy = { role_assignments: Assignment[] }
type Identity = { id: string; display_name: string }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const users = async () => (await call<Page<Identity>>('GET', '/v1/users')).body.items
const groups = async () => (await call<Page<Identity>>('GET', '/v1/groups')).body.items
const byName = (list: Identity[], name: string) => list.find((i) => i.display_name === name)!.id
const put = (url: string, role_assignments: Assignment[]) =>
  call<Policy & ErrorBody>('PUT', url, { json: { role_assignments } })

test('a PUT replaces the silo policy: what it leaves out is gone', async () => {
  const before = await call<Policy>('GET', '/v1/policy')
  expect(before.body.role_assignments.length).toBeGreaterThan(1)
  const ada = byName(await users(), 'Ada Okafor')
  const only = [{ identity_id: ada, identity_type: 'silo_user', role_name: 'admin' }]
  const res = await put('/v1/policy', only)
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'SiloRolePolicy')).toEqual([])
  expect((await call<Policy>('GET', '/v1/policy')).body).toEqual({ role_assignments: only })
})

test('a PUT replaces a project policy, and is kept apart from the silo one', async () => {
  const lena = byName(await users(), 'Lena Fischer')
  const seeded = await call<Policy>('GET', '/v1/projects/atlas-ingest/policy')
  expect(seeded.body.role_assignments).toContainEqual({
    identity_id: lena,
    identity_type: 'silo_user',
    role_name: 'collaborator',
  })
  const next = [{ identity_id: lena, identity_type: 'silo_user', role_name: 'admin' }]
  expect((await put('/v1/projects/atlas-ingest/policy', next)).status).toBe(200)
  expect((await call<Policy>('GET', '/v1/projects/atlas-ingest/policy')).body).toEqual({
    role_assignments: next,
  })
  const silo = await call<Policy>('GET', '/v1/policy')
  expect(silo.body.role_assignments.find((a) => a.identity_id === lena)?.role_name).toBe('viewer')
})

test('an unknown user or group is refused and the policy stays as it was', async () => {
  const before = (await call<Policy>('GET', '/v1/policy')).body
  const nobody = '0000dead-0000-4000-8000-000000000000'
  for (const identity_type of ['silo_user', 'silo_group']) {
    const res = await put('/v1/policy', [
      ...before.role_assignments,
      { identity_id: nobody, identity_type, role_name: 'viewer' },
    ])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest' })
    expect(res.body.message).toContain(nobody)
  }
  // a group's id given as a user's
  const team = byName(await groups(), 'platform-team')
  const wrongType = await put('/v1/projects/atlas-ingest/policy', [
    { identity_id: team, identity_type: 'silo_user', role_name: 'viewer' },
  ])
  expect(wrongType.status).toBe(400)
  expect((await call<Policy>('GET', '/v1/policy')).body).toEqual(before)
})

test("a user of another silo is unknown here, though the fleet's policy may name them", async () => {
  const maple = await call<Page<Identity>>('GET', '/v1/system/users?silo=maple')
  const hana = byName(maple.body.items, 'Hana Kim')
  const assignment = { identity_id: hana, identity_type: 'silo_user', role_name: 'viewer' }
  expect((await put('/v1/policy', [assignment])).status).toBe(400)
  expect((await put('/v1/projects/atlas-ingest/policy', [assignment])).status).toBe(400)
  const fleet = await call<Policy>('GET', '/v1/system/policy')
  const res = await put('/v1/system/policy', [...fleet.body.role_assignments, assignment])
  expect(res.status).toBe(200)
})

test('role names are validated', async () => {
  const ada = byName(await users(), 'Ada Okafor')
  for (const role_name of ['owner', 'Admin', '']) {
    const res = await put('/v1/policy', [
      { identity_id: ada, identity_type: 'silo_user', role_name },
    ])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidValue' })
  }
  const badType = await put('/v1/policy', [
    { identity_id: ada, identity_type: 'user', role_name: 'admin' },
  ])
  expect(badType.status).toBe(400)
})

test('a project admin may change the project policy; a project viewer may not', async () => {
  await login('ravi', 'night shift') // admin of payments-prod only; on-call views ml-training
  const ravi = (await call<Identity>('GET', '/v1/me')).body.id
  const mine = [{ identity_id: ravi, identity_type: 'silo_user', role_name: 'admin' }]
  expect((await put('/v1/projects/payments-prod/policy', mine)).status).toBe(200)
  expect((await put('/v1/projects/ml-training/policy', mine)).status).toBe(403)
  expect((await put('/v1/policy', mine)).status).toBe(403)
})

test('a silo or project role may be limited_collaborator; a fleet role may not', async () => {
  const lena = byName(await users(), 'Lena Fischer')
  const limited = [
    { identity_id: lena, identity_type: 'silo_user', role_name: 'limited_collaborator' },
  ]
  // the project first: the silo policy replaced takes away the caller's own silo admin role
  for (const url of ['/v1/projects/atlas-ingest/policy', '/v1/policy']) {
    const res = await put(url, limited)
    expect([url, res.status]).toEqual([url, 200])
    expect((await call<Policy>('GET', url)).body).toEqual({ role_assignments: limited })
  }
  const fleet = await call<Policy>('GET', '/v1/system/policy')
  const refused = await put('/v1/system/policy', [...fleet.body.role_assignments, ...limited])
  expect(refused.status).toBe(400)
  expect((await call<Policy>('GET', '/v1/system/policy')).body).toEqual(fleet.body)
})

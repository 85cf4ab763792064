import type { Server } from 'miragejs'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'
import { SEED_LOGINS } from '../sim/scenarios/seeds'

type Project = { id: string; name: string; description: string; time_modified: string }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const list = (query = '') => call<Page<Project>>('GET', `/v1/projects${query}`)
const create = (json: unknown) => call<Project & ErrorBody>('POST', '/v1/projects', { json })

test('the list pages at 25, sorted by name, then serves the rest', async () => {
  const first = await list('?limit=25')
  expect(first.status).toBe(200)
  expect(first.body.items).toHaveLength(25)
  expect(shapeErrors(first.body, 'ProjectResultsPage')).toEqual([])
  const names = first.body.items.map((p) => p.name)
  expect(names).toEqual([...names].sort())
  expect(first.body.next_page).toEqual(expect.any(String))

  const second = await list(`?limit=25&page_token=${encodeURIComponent(first.body.next_page!)}`)
  expect(second.body.items).toHaveLength(5)
  expect(second.body.next_page).toBeNull()
  expect(second.body.items[0]!.name > names[24]!).toBe(true)
})

test('limit defaults to 25; sort_by name_descending and id_ascending are honoured', async () => {
  expect((await list()).body.items).toHaveLength(25)
  const desc = (await list('?limit=100&sort_by=name_descending')).body.items.map((p) => p.name)
  expect(desc).toEqual([...desc].sort().reverse())
  const byId = (await list('?limit=100&sort_by=id_ascending')).body.items.map((p) => p.id)
  expect(byId).toEqual([...byId].sort())
  expect((await list('?sort_by=sideways')).status).toBe(400)
  expect((await list('?page_token=garbage')).status).toBe(400)
  expect((await list('?limit=0')).status).toBe(400)
})

test('create returns 201 with the contract shape; a second create is ObjectAlreadyExists', async () => {
  const res = await create({ name: 'aaa-first', description: 'new one' })
  expect(res.status).toBe(201)
  expect(res.body).toMatchObject({ name: 'aaa-first', description: 'new one' })
  expect(shapeErrors(res.body, 'Project')).toEqual([])
  expect((await list()).body.items[0]!.name).toBe('aaa-first')

  const dup = await create({ name: 'aaa-first', description: '' })
  expect(dup.status).toBe(400)
  expect(dup.body).toMatchObject({
    error_code: 'ObjectAlreadyExists',
    message: 'already exists: project "aaa-first"',
  })
  expect(shapeErrors(dup.body, 'Error')).toEqual([])
})

test('create refuses a bad body with 400 InvalidValue', async () => {
  const noDescription = await create({ name: 'fine-name' })
  expect(noDescription.status).toBe(400)
  expect(noDescription.body.message).toBe('unable to parse JSON body: missing field `description`')
  for (const name of ['Upper', '1abc', 'ends-', 'has_underscore', 'a'.repeat(64)]) {
    const res = await create({ name, description: '' })
    expect([name, res.status, res.body.error_code]).toEqual([name, 400, 'InvalidValue'])
    expect(res.body.message).toMatch(/^unable to parse JSON body: name: /)
  }
  const broken = await call<ErrorBody>('POST', '/v1/projects', { raw: '{"name": ' })
  expect(broken.status).toBe(400)
  expect(broken.body.message).toMatch(/^unable to parse JSON body: /)
  expect((await call('POST', '/v1/projects')).status).toBe(400)
})

test('view by name and by id; a missing one is ObjectNotFound with the server message', async () => {
  const byName = await call<Project>('GET', '/v1/projects/payments-prod')
  expect(byName.status).toBe(200)
  expect(shapeErrors(byName.body, 'Project')).toEqual([])
  const byId = await call<Project>('GET', `/v1/projects/${byName.body.id}`)
  expect(byId.body).toEqual(byName.body)

  const missing = await call<ErrorBody>('GET', '/v1/projects/nope')
  expect(missing.status).toBe(404)
  expect(missing.body).toMatchObject({
    error_code: 'ObjectNotFound',
    message: 'not found: project with name "nope"',
  })
  const missingId = await call<ErrorBody>(
    'GET',
    '/v1/projects/00000000-0000-4000-8000-000000000000',
  )
  expect(missingId.body.message).toBe(
    'not found: project with id "00000000-0000-4000-8000-000000000000"',
  )
})

test('update renames and edits; renaming onto another project is ObjectAlreadyExists', async () => {
  const res = await call<Project>('PUT', '/v1/projects/dev-sandbox', {
    json: { name: 'dev-playground', description: 'renamed' },
  })
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ name: 'dev-playground', description: 'renamed' })
  expect(shapeErrors(res.body, 'Project')).toEqual([])
  expect((await call('GET', '/v1/projects/dev-sandbox')).status).toBe(404)
  expect((await call('GET', `/v1/projects/${res.body.id}`)).body).toEqual(res.body)

  // fields left out (or null) keep their values
  const partial = await call<Project>('PUT', '/v1/projects/dev-playground', {
    json: { description: 'only this', name: null },
  })
  expect(partial.body).toMatchObject({ name: 'dev-playground', description: 'only this' })

  const clash = await call<ErrorBody>('PUT', '/v1/projects/dev-playground', {
    json: { name: 'payments-prod' },
  })
  expect(clash.status).toBe(400)
  expect(clash.body.message).toBe('already exists: project "payments-prod"')
})

test('delete removes the project', async () => {
  expect((await call('DELETE', '/v1/projects/web-frontend')).status).toBe(204)
  expect((await call('GET', '/v1/projects/web-frontend')).status).toBe(404)
  expect((await call('DELETE', '/v1/projects/web-frontend')).status).toBe(404)
  expect((await list('?limit=100')).body.items).toHaveLength(29)
})

test('a user with no role on the silo gets 403 on list and create, 404 on a project', async () => {
  await login(SEED_LOGINS.plainUser.username, SEED_LOGINS.plainUser.password)
  const res = await list()
  expect(res.status).toBe(403)
  expect(res.body).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
  expect((await create({ name: 'mine', description: '' })).status).toBe(403)
  expect((await call('GET', '/v1/projects/payments-prod')).status).toBe(404)
})

test('a silo viewer may list and view but not create or edit', async () => {
  await login('mei', 'read only')
  expect((await list()).status).toBe(200)
  expect((await call('GET', '/v1/projects/geo-tiles')).status).toBe(200)
  expect((await create({ name: 'mine', description: '' })).status).toBe(403)
  expect((await call('PUT', '/v1/projects/geo-tiles', { json: { description: 'x' } })).status).toBe(
    403,
  )
})

test('a role on a project (direct or through a group) grants that project only', async () => {
  await login('ravi', 'night shift') // no silo role; admin of payments-prod; on-call views ml-training
  expect((await list()).status).toBe(403)
  expect((await call('GET', '/v1/projects/payments-prod')).status).toBe(200)
  expect((await call('GET', '/v1/projects/ml-training')).status).toBe(200)
  expect((await call('GET', '/v1/projects/geo-tiles')).status).toBe(404)
  const edit = { json: { description: 'edited' } }
  expect((await call('PUT', '/v1/projects/payments-prod', edit)).status).toBe(200)
  expect((await call('PUT', '/v1/projects/ml-training', edit)).status).toBe(403)
})

test('project policy: view, and update by a project admin', async () => {
  const policy = await call('GET', '/v1/projects/payments-prod/policy')
  expect(policy.status).toBe(200)
  expect(shapeErrors(policy.body, 'ProjectRolePolicy')).toEqual([])
  const empty = await call('GET', '/v1/projects/geo-tiles/policy')
  expect(empty.body).toEqual({ role_assignments: [] })

  const me = await call<{ id: string }>('GET', '/v1/me')
  const next = {
    role_assignments: [
      { identity_id: me.body.id, identity_type: 'silo_user', role_name: 'viewer' },
    ],
  }
  const put = await call('PUT', '/v1/projects/geo-tiles/policy', { json: next })
  expect(put).toMatchObject({ status: 200, body: next })
  expect((await call('GET', '/v1/projects/geo-tiles/policy')).body).toEqual(next)
})

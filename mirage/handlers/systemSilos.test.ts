import type { Server } from 'miragejs'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf, type MockContext } from '../context'
import { pem } from '../orm/factories/fleet'
import { makeServer } from '../server'

type Counts = { cpus: number; memory: number; storage: number }
type Silo = { id: string; name: string }
type Policy = { role_assignments: { identity_id: string; role_name: string }[] }

let server: Server
let ctx: MockContext
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  ctx = contextOf(server)
})
afterEach(() => server.shutdown())

const GiB = 1024 ** 3
const newSilo = (name: string, extra: Record<string, unknown> = {}) =>
  call<Silo & ErrorBody>('POST', '/v1/system/silos', {
    json: {
      name,
      description: 'test silo',
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 8, memory: 16 * GiB, storage: 100 * GiB },
      tls_certificates: [
        {
          name: `${name}-api`,
          description: '',
          cert: pem('CERTIFICATE', name),
          key: pem('PRIVATE KEY', name),
          service: 'external_api',
        },
      ],
      ...extra,
    },
  })

test('silo create makes quotas, certificates and a policy with the admin group; delete removes them', async () => {
  const res = await newSilo('birch', {
    admin_group_name: 'birch-admins',
    mapped_fleet_roles: { admin: ['viewer'] },
  })
  expect(res.status).toBe(201)
  expect(shapeErrors(res.body, 'Silo')).toEqual([])
  const id = res.body.id

  const quotas = await call('GET', '/v1/system/silos/birch/quotas')
  expect(quotas.body).toEqual({ silo_id: id, cpus: 8, memory: 16 * GiB, storage: 100 * GiB })
  const group = ctx.schema.findBy('group', { siloId: id })
  expect(group?.displayName).toBe('birch-admins')
  const policy = await call<Policy>('GET', '/v1/system/silos/birch/policy')
  expect(policy.body.role_assignments).toEqual([
    { identity_id: group?.id, identity_type: 'silo_group', role_name: 'admin' },
  ])
  expect(ctx.schema.where('certificate', { siloId: id }).models.map((c) => c.name)).toEqual([
    'birch-api',
  ])

  // a user and a pool link, which go with the silo
  const user = await call<{ id: string }>(
    'POST',
    '/v1/system/identity-providers/local/users?silo=birch',
    {
      json: { external_id: 'first', password: { mode: 'password', value: 'pw' } },
    },
  )
  expect(user.status).toBe(201)
  await call('POST', '/v1/system/ip-pools/lab-reserve/silos', {
    json: { silo: 'birch', is_default: true },
  })
  expect((await call('GET', '/v1/system/silos/birch/ip-pools')).body).toMatchObject({
    items: [{ name: 'lab-reserve', is_default: true }],
  })

  expect((await call('DELETE', '/v1/system/silos/birch')).status).toBe(204)
  expect((await call('GET', '/v1/system/silos/birch')).status).toBe(404)
  expect((await call('GET', `/v1/system/silos/${id}/quotas`)).status).toBe(404)
  for (const kind of ['ipPoolSiloLink', 'certificate', 'user', 'group'] as const) {
    expect([kind, ctx.schema.where(kind, { siloId: id }).length]).toEqual([kind, 0])
  }
  expect(ctx.schema.find('user', user.body.id)).toBeNull()
  expect(ctx.schema.find('policy', id)).toBeNull()
  // the pool itself stays, now without links
  expect((await call('DELETE', '/v1/system/ip-pools/lab-reserve/silos/birch')).status).toBe(404)
})

test('silo create validates its body; a silo with projects cannot be deleted', async () => {
  expect((await newSilo('maple')).body.error_code).toBe('ObjectAlreadyExists')
  expect((await newSilo('ok', { identity_mode: 'ldap' })).status).toBe(400)
  expect((await newSilo('ok', { quotas: { cpus: 1, memory: -1, storage: 0 } })).status).toBe(400)
  expect((await newSilo('ok', { mapped_fleet_roles: { owner: ['admin'] } })).status).toBe(400)
  const badCert = await newSilo('ok', {
    tls_certificates: [
      { name: 'c', description: '', cert: 'x', key: 'y', service: 'external_api' },
    ],
  })
  expect(badCert.body.message).toMatch(/tls_certificates\[0\]\.cert/)
  const refused = await call<ErrorBody>('DELETE', '/v1/system/silos/prairie')
  expect(refused.status).toBe(400)
  expect(refused.body.message).toBe('silo to be deleted contains a project')
})

test('a local user created by a fleet admin can sign in; set-password and delete take effect', async () => {
  const created = await call<{ id: string; display_name: string }>(
    'POST',
    '/v1/system/identity-providers/local/users?silo=prairie',
    { json: { external_id: 'yusuf', password: { mode: 'password', value: 'first day' } } },
  )
  expect(created.status).toBe(201)
  expect(shapeErrors(created.body, 'User')).toEqual([])
  const id = created.body.id
  const base = `/v1/system/identity-providers/local/users/${id}`

  expect((await login('yusuf', 'first day')).status).toBe(204)
  expect((await call<{ id: string }>('GET', '/v1/me')).body.id).toBe(id)

  await login('ada', 'correct horse')
  const set = await call('POST', `${base}/set-password?silo=prairie`, {
    json: { mode: 'password', value: 'second day' },
  })
  expect(set.status).toBe(204)
  expect((await login('yusuf', 'first day')).status).toBe(401)
  expect((await login('yusuf', 'second day')).status).toBe(204)

  await login('ada', 'correct horse')
  await call('POST', `${base}/set-password?silo=prairie`, { json: { mode: 'login_disallowed' } })
  expect((await login('yusuf', 'second day')).status).toBe(401)

  await login('ada', 'correct horse')
  expect((await call('DELETE', `${base}?silo=prairie`)).status).toBe(204)
  expect((await call('GET', `/v1/system/users/${id}?silo=prairie`)).status).toBe(404)

  const inSaml = await call<ErrorBody>(
    'POST',
    '/v1/system/identity-providers/local/users?silo=maple',
    {
      json: { external_id: 'x', password: { mode: 'login_disallowed' } },
    },
  )
  expect(inSaml.status).toBe(400)
  const badName = await call('POST', '/v1/system/identity-providers/local/users?silo=prairie', {
    json: { external_id: 'Not Valid', password: { mode: 'login_disallowed' } },
  })
  expect(badName.status).toBe(400)
})

test('utilization: quotas as capacity, provisioned from the silo’s instances and disks', async () => {
  const before = await call<{ capacity: Counts; provisioned: Counts }>('GET', '/v1/utilization')
  expect(before.body.capacity).toEqual({ cpus: 256, memory: 1024 ** 4, storage: 20 * 1024 ** 4 })

  const project = ctx.schema.findBy('project', { name: 'dev-sandbox' })!
  ctx.create('instance', 'stopped', { project, ncpus: 4, memory: 8 * GiB })
  ctx.create('disk', { project, size: 10 * GiB })

  const after = await call<{ provisioned: Counts }>('GET', '/v1/utilization')
  expect(after.body.provisioned).toEqual({
    cpus: before.body.provisioned.cpus + 4,
    memory: before.body.provisioned.memory + 8 * GiB,
    storage: before.body.provisioned.storage + 10 * GiB,
  })
  const silo = await call('GET', '/v1/system/utilization/silos/prairie')
  expect(silo.body).toMatchObject({ silo_name: 'prairie', provisioned: after.body.provisioned })
  expect(shapeErrors(silo.body, 'SiloUtilization')).toEqual([])

  await call('PUT', '/v1/system/silos/prairie/quotas', { json: { cpus: 300 } })
  const list = await call<Page<{ silo_name: string; allocated: Counts }>>(
    'GET',
    '/v1/system/utilization/silos',
  )
  expect(list.body.items.map((u) => [u.silo_name, u.allocated.cpus])).toEqual([
    ['maple', 64],
    ['prairie', 300],
  ])
})

test('access tokens: listed by their public id; deleting one revokes the bearer token', async () => {
  const bearer = { headers: { Authorization: 'Bearer mock-token-seeded-1' } }
  expect((await call('GET', '/v1/me', bearer)).status).toBe(200)
  const list = await call<Page<{ id: string }>>('GET', '/v1/me/access-tokens')
  expect(shapeErrors(list.body, 'DeviceAccessTokenResultsPage')).toEqual([])
  expect(JSON.stringify(list.body)).not.toContain('mock-token')
  const first = ctx.schema.findBy('accessToken', { token: 'mock-token-seeded-1' })?.id ?? ''
  expect(list.body.items.map((t) => t.id)).toContain(first)
  expect((await call('DELETE', `/v1/me/access-tokens/${first}`)).status).toBe(204)
  expect((await call('GET', '/v1/me', bearer)).status).toBe(401)
})

test('support bundles: a new one collects, then becomes active and downloadable', async () => {
  const made = await call<{ id: string; state: string }>('POST', '/v1/system/support-bundles')
  expect(made.body.state).toBe('collecting')
  const url = `/v1/system/support-bundles/${made.body.id}`
  expect((await fetch(`${url}/download`)).status).toBe(400)
  const realNow = Date.now
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 10_000)
  expect((await call('GET', url)).body).toMatchObject({ state: 'active' })
  const index = await (await fetch(`${url}/index`)).text()
  expect(index.split('\n')).toContain('bundle_id.txt')
  const file = await fetch(`${url}/download/bundle_id.txt`)
  expect(await file.text()).toBe(`${made.body.id}\n`)
  const part = await fetch(`${url}/download/bundle_id.txt`, { headers: { Range: 'bytes=0-7' } })
  expect(part.status).toBe(206)
  expect(await part.text()).toBe(made.body.id.slice(0, 8))
  const zip = await fetch(`${url}/download`)
  expect(zip.headers.get('content-type')).toBe('application/zip')
  expect((await zip.text()).startsWith('PK\x03\x04')).toBe(true)
  const head = await fetch(`${url}/download`, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100)
  jest.restoreAllMocks()
})

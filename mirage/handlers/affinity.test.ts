import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'

// Affinity and anti-affinity groups: seeded members, adding only unreserved instances of the same
// project, member paging, the per-instance lists, and instance deletes and creates keeping the
// member lists right.

type Named = { id: string; name: string }
type Member = { type: 'instance'; value: { id: string; name: string; run_state: string } }

let server: Server
beforeEach(() => {
  // compute's transitions (creating → stopped) follow the clock; only Date is faked
  jest.useFakeTimers({
    doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
  })
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => {
  server.shutdown()
  jest.useRealTimers()
})
const advance = (ms: number) => jest.setSystemTime(Date.now() + ms)

const P = 'project=build-farm'
const instance = (name: string, json: object = {}) =>
  call<Named>('POST', `/v1/instances?${P}`, {
    json: {
      name,
      description: '',
      hostname: name,
      memory: 1073741824,
      ncpus: 1,
      start: false,
      ...json,
    },
  })
const members = (path: string, query = '') =>
  call<Page<Member>>('GET', `${path}/members?${P}${query}`)

test('seeded groups have members from their project, with current run states', async () => {
  const res = await members('/v1/anti-affinity-groups/builder-spread')
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'AntiAffinityGroupMemberResultsPage')).toEqual([])
  expect(res.body.items).toHaveLength(3)
  const instances = (await call<Page<Named>>('GET', `/v1/instances?${P}&limit=100`)).body.items
  const ids = new Set(instances.map((i) => i.id))
  for (const m of res.body.items) expect(ids.has(m.value.id)).toBe(true)
  expect((await members('/v1/affinity-groups/scratch-group')).body.items).toEqual([])
})

test('add, view, page and remove members; the instance lists its groups', async () => {
  const group = await call('POST', `/v1/affinity-groups?${P}`, {
    json: { name: 'pair', description: '', policy: 'allow', failure_domain: 'sled' },
  })
  expect(group.status).toBe(201)
  expect(shapeErrors(group.body, 'AffinityGroup')).toEqual([])
  for (const name of ['vm-b', 'vm-a', 'vm-c']) {
    expect((await instance(name)).status).toBe(201)
    const add = await call<Member>('POST', `/v1/affinity-groups/pair/members/instance/${name}?${P}`)
    expect(add.status).toBe(201)
    expect(shapeErrors(add.body, 'AffinityGroupMember')).toEqual([])
  }
  const page = await members('/v1/affinity-groups/pair', '&limit=2')
  expect(page.body.items.map((m) => m.value.name)).toEqual(['vm-a', 'vm-b'])
  const rest = await members(
    '/v1/affinity-groups/pair',
    `&limit=2&page_token=${encodeURIComponent(page.body.next_page!)}`,
  )
  expect(rest.body.items.map((m) => m.value.name)).toEqual(['vm-c'])

  const groups = await call<Page<Named>>('GET', `/v1/instances/vm-a/affinity-groups?${P}`)
  expect(shapeErrors(groups.body, 'AffinityGroupResultsPage')).toEqual([])
  expect(groups.body.items.map((g) => g.name)).toEqual(['pair'])

  const dup = await call<ErrorBody>('POST', `/v1/affinity-groups/pair/members/instance/vm-a?${P}`)
  expect(dup.body.error_code).toBe('ObjectAlreadyExists')
  expect((await call('DELETE', `/v1/affinity-groups/pair/members/instance/vm-a?${P}`)).status).toBe(
    204,
  )
  const gone = await call<ErrorBody>('GET', `/v1/affinity-groups/pair/members/instance/vm-a?${P}`)
  expect(gone.status).toBe(404)
  expect(gone.body.message).toMatch(/^not found: affinity-group-member with id "/)
})

test('a running instance cannot be added; an instance of another project neither', async () => {
  await call('POST', `/v1/anti-affinity-groups?${P}`, {
    json: { name: 'spread', description: '', policy: 'fail', failure_domain: 'sled' },
  })
  const all = await call<Page<Named & { run_state: string }>>('GET', `/v1/instances?${P}&limit=100`)
  const running = all.body.items.find((i) => i.run_state === 'running')!
  const busy = await call<ErrorBody>(
    'POST',
    `/v1/anti-affinity-groups/spread/members/instance/${running.name}?${P}`,
  )
  expect(busy.body.message).toBe('Instance cannot be added to anti-affinity group with reservation')

  const other = (await call<Page<Named>>('GET', '/v1/instances?project=atlas-ingest')).body
    .items[0]!
  const group = (await call<Named>('GET', `/v1/anti-affinity-groups/spread?${P}`)).body
  const res = await call<ErrorBody>(
    'POST',
    `/v1/anti-affinity-groups/${group.id}/members/instance/${other.id}`,
  )
  expect(res.body.message).toBe('instance and anti-affinity group must be in the same project')
})

test('instance create joins the anti-affinity groups it names; delete leaves them', async () => {
  const vm = await instance('joiner', { anti_affinity_groups: ['builder-spread'] })
  expect(vm.status).toBe(201)
  const names = async () =>
    (await members('/v1/anti-affinity-groups/builder-spread', '&limit=100')).body.items.map(
      (m) => m.value.name,
    )
  expect(await names()).toContain('joiner')
  advance(2000) // created, now stopped: it may be deleted
  expect((await call('DELETE', `/v1/instances/joiner?${P}`)).status).toBe(204)
  expect(await names()).not.toContain('joiner')
})

test('group names are unique per project; policy and failure domain are checked', async () => {
  const body = { name: 'builder-spread', description: '', policy: 'allow', failure_domain: 'sled' }
  const dup = await call<ErrorBody>('POST', `/v1/anti-affinity-groups?${P}`, { json: body })
  expect(dup.body.message).toBe('already exists: anti-affinity-group "builder-spread"')
  const elsewhere = await call('POST', '/v1/anti-affinity-groups?project=geo-tiles', { json: body })
  expect(elsewhere.status).toBe(201)
  const rack = await call<ErrorBody>('POST', `/v1/affinity-groups?${P}`, {
    json: { ...body, name: 'racky', failure_domain: 'rack' },
  })
  expect([rack.status, rack.body.error_code]).toEqual([400, 'InvalidValue'])
})

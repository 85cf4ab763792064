import type { Server } from 'miragejs'
import { call, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf, type MockContext } from '../context'
import { allocateIp } from '../orm/allocate'
import { makeServer } from '../server'
import { MockHttpError } from '../util/errors'

type Range = { id: string; range: { first: string; last: string } }
type Utilization = { capacity: number; remaining: number }
type Pool = { name: string; ip_version: string; pool_type: string; assignment: string }

let server: Server
let ctx: MockContext
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  ctx = contextOf(server)
})
afterEach(() => server.shutdown())

const addRange = (pool: string, first: string, last: string) =>
  call<Range & ErrorBody>('POST', `/v1/system/ip-pools/${pool}/ranges/add`, {
    json: { first, last },
  })
const removeRange = (pool: string, first: string, last: string) =>
  call<ErrorBody>('POST', `/v1/system/ip-pools/${pool}/ranges/remove`, { json: { first, last } })

const createPool = (name: string, more: object = {}) =>
  call<Pool & ErrorBody>('POST', '/v1/system/ip-pools', {
    json: { name, description: '', ...more },
  })

/** A new pool `name` (IPv4 unless `v6`) linked to prairie, not as its default, with `ranges`. */
async function linkedPool(name: string, ranges: [string, string][], ipVersion = 'v4') {
  expect((await createPool(name, { ip_version: ipVersion })).status).toBe(201)
  for (const [first, last] of ranges) expect((await addRange(name, first, last)).status).toBe(201)
  const link = await call('POST', `/v1/system/ip-pools/${name}/silos`, {
    json: { silo: 'prairie', is_default: false },
  })
  expect(link.status).toBe(201)
}

const prairieId = () => ctx.schema.findBy('silo', { name: 'prairie' })?.id ?? ''
const probeSled = () => ctx.schema.first('probe')?.sled

test("a pool is made with IpPoolCreate's defaults: IPv4, unicast, for silos", async () => {
  expect((await createPool('plain')).body).toMatchObject({
    ip_version: 'v4',
    pool_type: 'unicast',
    assignment: 'silos',
  })
  const chosen = await createPool('chosen', {
    ip_version: 'v6',
    pool_type: 'multicast',
    assignment: 'system_services',
  })
  expect(chosen.body).toMatchObject({
    ip_version: 'v6',
    pool_type: 'multicast',
    assignment: 'system_services',
  })
  // the list filters on each
  const v6 = await call<Page<Pool>>('GET', '/v1/system/ip-pools?ip_version=v6&limit=100')
  expect(v6.body.items.map((p) => p.name).sort()).toEqual(['chosen', 'default-v6', 'edge-v6'])
  const services = await call<Page<Pool>>('GET', '/v1/system/ip-pools?assignment=system_services')
  expect(services.body.items.map((p) => p.name).sort()).toEqual(['chosen', 'oxide-service-pool'])
})

test('a body shaped for the old contract is refused with 400', async () => {
  const oldVersion = await call<ErrorBody>('POST', '/v1/system/ip-pools', {
    json: { name: 'old', description: '', ip_version: 'ipv4' },
  })
  expect(oldVersion.status).toBe(400)
  const assign = await call<ErrorBody>('POST', '/v1/system/ip-pools/lab-reserve/assignment', {
    json: { assignment: 'service' },
  })
  expect(assign.status).toBe(400)
})

test("ranges: the pool's version and type, first <= last, no overlap with any pool", async () => {
  await createPool('fresh')
  await createPool('fresh6', { ip_version: 'v6' })
  await createPool('group', { pool_type: 'multicast' })
  const bad: [string, string, string, string][] = [
    ['fresh', '10.0.0.9', '10.0.0.1', 'less than or equal'],
    ['fresh', '10.0.0.1', '2001:db8::1', 'same version'],
    ['fresh', '10.0.0.256', '10.0.0.300', 'invalid IP address'],
    ['fresh', '2001:db8:300::1', '2001:db8:300::ff', 'Cannot add IPv6 range to IPv4 IP pool'],
    ['fresh6', '192.0.2.100', '192.0.2.101', 'Cannot add IPv4 range to IPv6 IP pool'],
    ['fresh', '224.1.0.1', '224.1.0.9', 'multicast address range to unicast'],
    ['group', '192.0.2.100', '192.0.2.101', 'unicast address range to multicast'],
    ['group', '223.255.255.255', '224.0.0.1', 'cannot span multicast and unicast'],
    ['fresh', '198.51.100.99', '198.51.100.120', 'overlaps'], // the default pool ends at .99
    ['fresh', '192.0.2.40', '192.0.2.41', 'overlaps'], // the services' pool ends at .40
    ['fresh6', '2001:db8:100:0:ffff::', '2001:db8:100:1::', 'overlaps'], // in default-v6's /64
  ]
  for (const [pool, first, last, message] of bad) {
    const res = await addRange(pool, first, last)
    expect([first, res.status]).toEqual([first, 400])
    expect(res.body.message).toContain(message)
  }
  // touching but not overlapping is fine; addresses are stored in canonical form
  expect((await addRange('fresh', '198.51.100.100', '198.51.100.100')).status).toBe(201)
  const v6 = await addRange('fresh6', '2001:0DB8:0300:0:0:0:0:1', '2001:db8:300::ff')
  expect(v6.body.range).toEqual({ first: '2001:db8:300::1', last: '2001:db8:300::ff' })
  expect((await addRange('group', '224.1.0.1', '224.1.0.9')).status).toBe(201)
  const list = await call<Page<Range>>('GET', '/v1/system/ip-pools/fresh/ranges')
  expect(list.body.items.map((r) => r.range.first)).toEqual(['198.51.100.100'])

  expect((await removeRange('fresh6', '2001:db8:300::1', '2001:db8:300::fe')).status).toBe(404)
  expect((await removeRange('fresh6', '2001:db8:300::1', '2001:db8:300::ff')).status).toBe(204)
})

test("assignment: a pool serves silos or the rack's services, and the rack keeps one", async () => {
  const assign = (pool: string, assignment: string) =>
    call<Pool & ErrorBody>('POST', `/v1/system/ip-pools/${pool}/assignment`, {
      json: { assignment },
    })
  // linked to silos: unlink first
  const linked = await assign('edge-v6', 'system_services')
  expect(linked.status).toBe(400)
  expect(linked.body.message).toBe(
    'IP Pools cannot be both linked to Silos and assigned for system services use.',
  )
  // the rack's only services pool stays theirs
  const last = await assign('oxide-service-pool', 'silos')
  expect(last.status).toBe(400)
  expect(last.body.message).toMatch(/^Cannot reassign the last IP Pool assigned for system/)
  expect((await call('DELETE', '/v1/system/ip-pools/oxide-service-pool')).status).toBe(400)

  const moved = await assign('lab-reserve', 'system_services')
  expect(moved.status).toBe(200)
  expect(moved.body).toMatchObject({ name: 'lab-reserve', assignment: 'system_services' })
  // a pool of the services cannot be linked to a silo
  const link = await call<ErrorBody>('POST', '/v1/system/ip-pools/lab-reserve/silos', {
    json: { silo: 'maple', is_default: false },
  })
  expect(link.status).toBe(400)
  // with a second one, the first may go back to silos
  expect((await assign('oxide-service-pool', 'silos')).body.assignment).toBe('silos')
  const view = await call<Pool>('GET', '/v1/system/ip-pools/oxide-service-pool')
  expect(view.body.assignment).toBe('silos')
})

test('a range is not removed while an address from it is in use; a pool not while it has ranges or links', async () => {
  await linkedPool('tiny', [['192.0.2.100', '192.0.2.101']])
  const probe = await call('POST', '/experimental/v1/probes?project=build-farm', {
    json: {
      name: 'p1',
      description: '',
      sled: probeSled(),
      pool_selector: { type: 'explicit', pool: 'tiny' },
    },
  })
  expect(probe.status).toBe(201)
  const refused = await removeRange('tiny', '192.0.2.100', '192.0.2.101')
  expect(refused.status).toBe(400)
  expect(refused.body.message).toMatch(/allocated/)
  const busyUnlink = await call<ErrorBody>('DELETE', '/v1/system/ip-pools/tiny/silos/prairie')
  expect(busyUnlink.status).toBe(400)

  expect((await call('DELETE', '/experimental/v1/probes/p1?project=build-farm')).status).toBe(204)
  expect((await call('DELETE', '/v1/system/ip-pools/tiny')).status).toBe(400)
  expect((await removeRange('tiny', '192.0.2.100', '192.0.2.101')).status).toBe(204)
  expect((await call('DELETE', '/v1/system/ip-pools/tiny')).status).toBe(400) // still linked
  expect((await call('DELETE', '/v1/system/ip-pools/tiny/silos/prairie')).status).toBe(204)
  expect((await call('DELETE', '/v1/system/ip-pools/tiny')).status).toBe(204)
})

test('allocateIp: next free address, a chosen one, the default pool, then 507 when full', async () => {
  await linkedPool('tiny', [['192.0.2.100', '192.0.2.101']])
  await linkedPool('tiny6', [['2001:db8:9::', '2001:db8:9::1']], 'v6')
  const silo = prairieId()
  const pool = ctx.schema.findBy('ipPool', { name: 'tiny' })?.id ?? ''
  // an address held elsewhere (here: an ephemeral IP of no instance)
  const take = (ip: string) => ctx.create('externalIp', { ip, ipPoolId: pool })

  expect(allocateIp(ctx, 'tiny', silo)).toEqual({ ip: '192.0.2.100', ipPoolId: pool })
  take('192.0.2.100')
  expect(allocateIp(ctx, pool, silo).ip).toBe('192.0.2.101')
  expect(allocateIp(ctx, 'tiny6', silo).ip).toBe('2001:db8:9::')
  expect(allocateIp(ctx, 'tiny6', silo, { ip: '2001:db8:9::1' }).ip).toBe('2001:db8:9::1')
  expect(() => allocateIp(ctx, 'tiny', silo, { ip: '192.0.2.100' })).toThrow(/already in use/)
  expect(() => allocateIp(ctx, 'tiny', silo, { ip: '192.0.2.102' })).toThrow(/not in IP pool/)
  take('192.0.2.101')
  try {
    allocateIp(ctx, 'tiny', silo)
    throw new Error('expected exhaustion')
  } catch (e) {
    expect(e).toBeInstanceOf(MockHttpError)
    expect((e as MockHttpError).status).toBe(507)
  }

  // no pool named: the silo's default ('default' for prairie), skipping whatever is taken there
  const fromDefault = allocateIp(ctx, undefined, silo)
  expect(ctx.schema.find('ipPool', fromDefault.ipPoolId)?.name).toBe('default')
  expect(fromDefault.ip.startsWith('198.51.100.')).toBe(true)
  // a pool that exists but is not linked to the silo is not found, as is one that does not exist
  expect(() => allocateIp(ctx, 'lab-reserve', silo)).toThrow(/not found: ip-pool/)
  expect(() => allocateIp(ctx, 'maple-public', silo)).toThrow(/not found: ip-pool/)
})

test('pool utilization: capacity and remaining addresses, as doubles', async () => {
  await linkedPool('counted', [['192.0.2.100', '192.0.2.109']])
  await linkedPool(
    'counted6',
    [
      ['2001:db8:9::', '2001:db8:9:0:ffff:ffff:ffff:ffff'],
      ['2001:db8:a::', '2001:db8:a::ff'],
    ],
    'v6',
  )
  const before = await call<Utilization>('GET', '/v1/system/ip-pools/counted/utilization')
  expect(before.body).toEqual({ capacity: 10, remaining: 10 })
  const sled = probeSled()
  for (const name of ['a1', 'a2']) {
    await call('POST', '/experimental/v1/probes?project=build-farm', {
      json: { name, description: '', sled, pool_selector: { type: 'explicit', pool: 'counted' } },
    })
  }
  const after = await call<Utilization>('GET', '/v1/system/ip-pools/counted/utilization')
  expect(after.body).toEqual({ capacity: 10, remaining: 8 })

  // 2^64 + 256 rounds to 2^64 as a double, as the API's does
  const v6 = await call<Utilization>('GET', '/v1/system/ip-pools/counted6/utilization')
  expect(v6.body).toEqual({ capacity: 2 ** 64, remaining: 2 ** 64 })
  const v4 = await call<Utilization>('GET', '/v1/system/ip-pools/default/utilization')
  expect(v4.body.capacity).toBe(80)
})

test('one default pool per silo, IP version and type: link refuses a second, update moves it', async () => {
  const defaults = async () => {
    const mine = await call<Page<Pool & { is_default: boolean }>>('GET', '/v1/ip-pools')
    return mine.body.items.filter((p) => p.is_default).map((p) => p.name)
  }
  // prairie has an IPv4 and an IPv6 default, and an IPv4 multicast one
  expect((await defaults()).sort()).toEqual(['default', 'default-v6', 'multicast-v4'])
  await createPool('next')
  const second = await call<ErrorBody>('POST', '/v1/system/ip-pools/next/silos', {
    json: { silo: 'prairie', is_default: true },
  })
  expect(second.status).toBe(400)
  expect(second.body.message).toContain('default IPv4 unicast IP pool')
  await call('POST', '/v1/system/ip-pools/next/silos', {
    json: { silo: 'prairie', is_default: false },
  })
  const moved = await call('PUT', '/v1/system/ip-pools/next/silos/prairie', {
    json: { is_default: true },
  })
  expect(moved.body).toMatchObject({ is_default: true })
  // the IPv4 default moved; the IPv6 one stays
  expect((await defaults()).sort()).toEqual(['default-v6', 'multicast-v4', 'next'])
  // a multicast pool is a default of its own kind beside them
  await createPool('groups', { pool_type: 'multicast', ip_version: 'v6' })
  const multicast = await call('POST', '/v1/system/ip-pools/groups/silos', {
    json: { silo: 'prairie', is_default: true },
  })
  expect(multicast.status).toBe(201)
  expect((await defaults()).sort()).toEqual(['default-v6', 'groups', 'multicast-v4', 'next'])
  const v6Only = await call<Page<Pool>>('GET', '/v1/ip-pools?ip_version=v6')
  expect(v6Only.body.items.map((p) => p.name).sort()).toEqual(['default-v6', 'edge-v6', 'groups'])
  expect((await call('GET', '/v1/ip-pools/lab-reserve')).status).toBe(404)
})

test('pools need a fleet viewer to read and a fleet admin to change', async () => {
  await call('POST', '/v1/login/prairie/local', {
    json: { username: 'mei', password: 'read only' },
  })
  expect((await call('GET', '/v1/system/ip-pools')).status).toBe(200)
  expect(
    (await call('POST', '/v1/system/ip-pools', { json: { name: 'x', description: '' } })).status,
  ).toBe(403)
  await call('POST', '/v1/login/prairie/local', {
    json: { username: 'noor', password: 'plain user' },
  })
  expect((await call('GET', '/v1/system/ip-pools/default')).status).toBe(403)
  expect((await call('GET', '/v1/ip-pools')).status).toBe(200)
})

import type { Server } from 'miragejs'
import { contextOf } from '../context'
import type { MockContext } from '../context'
import { makeServer } from '../server'
import { call } from '~test/mirage/testing'
import type { ErrorBody, Page } from '~test/mirage/testing'
import { MockHttpError } from '../util/errors'
import { allocateIp } from './allocate'

type Range = { id: string; range: { first: string; last: string } }
type Utilization = {
  ipv4: { allocated: number; capacity: number }
  ipv6: { allocated: string; capacity: string }
}

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

/** A new pool `name` linked to prairie (not as its default), with the given ranges. */
async function linkedPool(name: string, ranges: [string, string][]) {
  expect(
    (await call('POST', '/v1/system/ip-pools', { json: { name, description: '' } })).status,
  ).toBe(201)
  for (const [first, last] of ranges) expect((await addRange(name, first, last)).status).toBe(201)
  const link = await call('POST', `/v1/system/ip-pools/${name}/silos`, {
    json: { silo: 'prairie', is_default: false },
  })
  expect(link.status).toBe(201)
}

const prairieId = () => ctx.schema.findBy('silo', { name: 'prairie' })?.id ?? ''
const probeSled = () => ctx.schema.first('probe')?.sled

test('ranges: first <= last, one family, no overlap with any pool (service pool included)', async () => {
  await call('POST', '/v1/system/ip-pools', { json: { name: 'fresh', description: '' } })
  const bad: [string, string, string][] = [
    ['10.0.0.9', '10.0.0.1', 'less than or equal'],
    ['10.0.0.1', '2001:db8::1', 'same version'],
    ['10.0.0.256', '10.0.0.300', 'invalid IP address'],
    ['198.51.100.99', '198.51.100.120', 'overlaps'], // the default pool ends at .99
    ['192.0.2.40', '192.0.2.41', 'overlaps'], // the service pool ends at .40
    ['2001:db8:100:0:ffff::', '2001:db8:100:1::', 'overlaps'], // inside the default /64
  ]
  for (const [first, last, message] of bad) {
    const res = await addRange('fresh', first, last)
    expect([first, res.status]).toEqual([first, 400])
    expect(res.body.message).toContain(message)
  }
  // touching but not overlapping is fine; addresses are stored in canonical form
  expect((await addRange('fresh', '198.51.100.100', '198.51.100.100')).status).toBe(201)
  const v6 = await addRange('fresh', '2001:0DB8:0300:0:0:0:0:1', '2001:db8:300::ff')
  expect(v6.body.range).toEqual({ first: '2001:db8:300::1', last: '2001:db8:300::ff' })
  const list = await call<Page<Range>>('GET', '/v1/system/ip-pools/fresh/ranges')
  expect(list.body.items.map((r) => r.range.first)).toEqual(['198.51.100.100', '2001:db8:300::1'])

  expect((await removeRange('fresh', '2001:db8:300::1', '2001:db8:300::fe')).status).toBe(404)
  expect((await removeRange('fresh', '2001:db8:300::1', '2001:db8:300::ff')).status).toBe(204)
})

test('a range is not removed while an address from it is in use; a pool not while it has ranges or links', async () => {
  await linkedPool('tiny', [['192.0.2.100', '192.0.2.101']])
  const probe = await call('POST', '/experimental/v1/probes?project=build-farm', {
    json: { name: 'p1', description: '', sled: probeSled(), ip_pool: 'tiny' },
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
  await linkedPool('tiny', [
    ['192.0.2.100', '192.0.2.101'],
    ['2001:db8:9::', '2001:db8:9::1'],
  ])
  const silo = prairieId()
  const pool = ctx.schema.findBy('ipPool', { name: 'tiny' })?.id ?? ''
  // an address held elsewhere (here: an ephemeral IP of no instance)
  const take = (ip: string) => ctx.create('externalIp', { ip, ipPoolId: pool })

  expect(allocateIp(ctx, 'tiny', silo)).toEqual({ ip: '192.0.2.100', ipPoolId: pool })
  take('192.0.2.100')
  expect(allocateIp(ctx, pool, silo).ip).toBe('192.0.2.101')
  expect(allocateIp(ctx, 'tiny', silo, { family: 6 }).ip).toBe('2001:db8:9::')
  expect(allocateIp(ctx, 'tiny', silo, { ip: '2001:db8:9::1' }).ip).toBe('2001:db8:9::1')
  expect(() => allocateIp(ctx, 'tiny', silo, { ip: '192.0.2.100' })).toThrow(/already in use/)
  expect(() => allocateIp(ctx, 'tiny', silo, { ip: '192.0.2.102' })).toThrow(/not in IP pool/)
  take('192.0.2.101')
  take('2001:db8:9::')
  expect(allocateIp(ctx, 'tiny', silo).ip).toBe('2001:db8:9::1')
  take('2001:db8:9::1')
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

test('pool utilization counts allocated addresses and exact IPv6 capacity as strings', async () => {
  await linkedPool('counted', [
    ['192.0.2.100', '192.0.2.109'],
    ['2001:db8:9::', '2001:db8:9:0:ffff:ffff:ffff:ffff'],
    ['2001:db8:a::', '2001:db8:a::ff'],
  ])
  const before = await call<Utilization>('GET', '/v1/system/ip-pools/counted/utilization')
  expect(before.body).toEqual({
    ipv4: { allocated: 0, capacity: 10 },
    ipv6: { allocated: '0', capacity: (2n ** 64n + 256n).toString() },
  })
  const sled = probeSled()
  for (const name of ['a1', 'a2']) {
    await call('POST', '/experimental/v1/probes?project=build-farm', {
      json: { name, description: '', sled, ip_pool: 'counted' },
    })
  }
  const after = await call<Utilization>('GET', '/v1/system/ip-pools/counted/utilization')
  expect(after.body.ipv4).toEqual({ allocated: 2, capacity: 10 })

  const v6 = await call<Utilization>('GET', '/v1/system/ip-pools/default/utilization')
  expect(v6.body.ipv6.capacity).toBe('18446744073709551616')
  expect(v6.body.ipv4.capacity).toBe(80)
})

test('one default pool per silo: link refuses a second, update moves the default', async () => {
  await call('POST', '/v1/system/ip-pools', { json: { name: 'next', description: '' } })
  const second = await call<ErrorBody>('POST', '/v1/system/ip-pools/next/silos', {
    json: { silo: 'prairie', is_default: true },
  })
  expect(second.status).toBe(400)
  await call('POST', '/v1/system/ip-pools/next/silos', {
    json: { silo: 'prairie', is_default: false },
  })
  const moved = await call('PUT', '/v1/system/ip-pools/next/silos/prairie', {
    json: { is_default: true },
  })
  expect(moved.body).toMatchObject({ is_default: true })
  const mine = await call<Page<{ name: string; is_default: boolean }>>('GET', '/v1/ip-pools')
  const defaults = mine.body.items.filter((p) => p.is_default).map((p) => p.name)
  expect(defaults).toEqual(['next'])
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

import type { Server } from 'miragejs'
import { call, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf, type MockContext } from '../context'
import { makeServer } from '../server'

// The seeded subnet pools: 'routed-v4' prairie's IPv4 default (100.64.0.0/20, 100.64.16.0/24),
// 'routed-v6' its IPv6 default (also linked to maple), 'maple-routed' maple's, 'lab-spare' empty.

type Link = { silo_id: string; is_default: boolean }
type SiloPool = { name: string; is_default: boolean }

let server: Server
let ctx: MockContext
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  ctx = contextOf(server)
})
afterEach(() => server.shutdown())

const siloPools = async (silo: string) =>
  (await call<Page<SiloPool>>('GET', `/v1/system/silos/${silo}/subnet-pools`)).body.items

test("making a pool a silo's default demotes the silo's default of that IP version only", async () => {
  expect(
    (
      await call('POST', '/v1/system/subnet-pools', {
        json: { name: 'next-v4', description: '', ip_version: 'v4' },
      })
    ).status,
  ).toBe(201)
  const link = await call<Link & ErrorBody>('POST', '/v1/system/subnet-pools/next-v4/silos', {
    json: { silo: 'prairie', is_default: true },
  })
  expect(link.status).toBe(400)
  expect(link.body.message).toBe('silo "prairie" already has a default IPv4 subnet pool')
  await call('POST', '/v1/system/subnet-pools/next-v4/silos', {
    json: { silo: 'prairie', is_default: false },
  })
  const update = await call<Link>('PUT', '/v1/system/subnet-pools/next-v4/silos/prairie', {
    json: { is_default: true },
  })
  expect(update.body.is_default).toBe(true)
  const defaults = (await siloPools('prairie')).filter((p) => p.is_default).map((p) => p.name)
  expect(defaults.sort()).toEqual(['next-v4', 'routed-v6'])
})

test('utilization counts what external subnets hold; their member and link cannot go', async () => {
  const project = ctx.schema.findBy('project', { name: 'atlas-ingest' })!
  const pool = ctx.schema.findBy('subnetPool', { name: 'routed-v4' })!
  const made = ctx.create('externalSubnet', { project, subnetPoolId: pool.id })
  const use = await call<{ capacity: number; remaining: number }>(
    'GET',
    '/v1/system/subnet-pools/routed-v4/utilization',
  )
  expect(use.body.capacity).toBe(4096 + 256)
  expect(use.body.remaining).toBeLessThan(use.body.capacity)

  const member = await call<ErrorBody>('POST', '/v1/system/subnet-pools/routed-v4/members/remove', {
    json: { subnet: ctx.schema.find('subnetPoolMember', made.subnetPoolMemberId)!.subnet },
  })
  expect(member.status).toBe(400)
  const unlink = await call<ErrorBody>('DELETE', '/v1/system/subnet-pools/routed-v4/silos/prairie')
  expect(unlink.body.message).toBe('External subnets from this pool are in use in the linked silo')
})

test('a member is a network of the pool’s version within its prefix lengths', async () => {
  const add = (json: object) =>
    call<ErrorBody>('POST', '/v1/system/subnet-pools/lab-spare/members/add', { json })
  expect((await add({ subnet: '100.90.0.0/24' })).body.message).toBe(
    'Cannot add IPv4 subnet to IPv6 subnet pool',
  )
  expect((await add({ subnet: 'fd00:1::1/48' })).body.message).toBe(
    'subnet fd00:1::1/48 has host bits set; did you mean fd00:1::/48?',
  )
  expect((await add({ subnet: 'fd00:1::/48', min_prefix_length: 40 })).status).toBe(400)
  const ok = await call<{ min_prefix_length: number; max_prefix_length: number }>(
    'POST',
    '/v1/system/subnet-pools/lab-spare/members/add',
    { json: { subnet: 'fd00:1::/48' } },
  )
  expect(ok.body).toMatchObject({ min_prefix_length: 48, max_prefix_length: 128 })
})

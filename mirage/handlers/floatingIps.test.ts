import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'

// Floating IPs and internet gateways: addresses from the silo's pools, attach/detach rules, and
// the gateway attachments with and without cascade.

type Fip = { id: string; name: string; ip: string; ip_pool_id: string; instance_id?: string | null }
type Named = { id: string; name: string }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const P = 'project=billing-api'
// prairie has a default pool of each version, so the silo default needs a version
const V4 = {
  address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
}
const create = (json: object, project = P) =>
  call<Fip & ErrorBody>('POST', `/v1/floating-ips?${project}`, {
    json: { description: '', ...V4, ...json },
  })
const instance = (name: string, start: boolean) =>
  call<Named>('POST', `/v1/instances?${P}`, {
    json: { name, description: '', hostname: name, memory: 1073741824, ncpus: 1, start },
  })

test('addresses come from the default pool, or the pool and address asked for', async () => {
  const a = await create({ name: 'a' })
  expect(a.status).toBe(201)
  expect(shapeErrors(a.body, 'FloatingIp')).toEqual([])
  expect(a.body.ip).toMatch(/^198\.51\.100\.\d+$/)
  const b = await create({ name: 'b' })
  expect(b.body.ip).not.toBe(a.body.ip)

  const explicitPool = { type: 'auto', pool_selector: { type: 'explicit', pool: 'edge-v6' } }
  const v6 = await create({ name: 'v6', address_allocator: explicitPool })
  expect(v6.body.ip).toMatch(/^2001:db8:200::/)
  const at = (ip: string) => ({ address_allocator: { type: 'explicit', ip } })
  const explicit = await create({ name: 'explicit', ...at('198.51.100.77') })
  expect(explicit.body.ip).toBe('198.51.100.77')

  const taken = await create({ name: 'taken', ...at('198.51.100.77') })
  expect([taken.status, taken.body.error_code]).toEqual([400, 'InvalidRequest'])
  const outside = await create({ name: 'outside', ...at('10.0.0.1') })
  expect(outside.status).toBe(400)
  const unlinked = { type: 'auto', pool_selector: { type: 'explicit', pool: 'lab-reserve' } }
  expect((await create({ name: 'nopool', address_allocator: unlinked })).status).toBe(404)
  expect((await create({ name: 'a' })).body.error_code).toBe('ObjectAlreadyExists')
  const unsure = await create({ name: 'unsure', address_allocator: { type: 'auto' } })
  expect([unsure.status, unsure.body.message]).toEqual([
    400,
    'silo has default IP pools for both IPv4 and IPv6; specify ip_version in the pool selector',
  ])
})

test('a body shaped for 20250730 (pool and ip at the top) is refused', async () => {
  const old = await call<ErrorBody>('POST', `/v1/floating-ips?${P}`, {
    json: { name: 'old', description: '', pool: 'edge-v6', ip: '2001:db8:200::9' },
  })
  expect(old.status).toBe(400)
})

test('attach to an instance of the same project, detach, and delete only when detached', async () => {
  const vm = await instance('fip-vm', false)
  expect(vm.status).toBe(201)
  await create({ name: 'pub' })
  const attach = await call<Fip>('POST', `/v1/floating-ips/pub/attach?${P}`, {
    json: { kind: 'instance', parent: 'fip-vm' },
  })
  expect(attach.status).toBe(202)
  expect(attach.body.instance_id).toBe(vm.body.id)

  const again = await call<ErrorBody>('POST', `/v1/floating-ips/pub/attach?${P}`, {
    json: { kind: 'instance', parent: vm.body.id },
  })
  expect(again.body.message).toBe(
    'floating IP cannot be attached to one instance while still attached to another',
  )
  const del = await call<ErrorBody>('DELETE', `/v1/floating-ips/pub?${P}`)
  expect(del.body.message).toBe('Floating IP cannot be deleted while attached to an instance')

  // the instance's external IPs follow the floating IP
  const external = async () =>
    (
      await call<Page<{ kind: string; ip: string }>>(
        'GET',
        `/v1/instances/fip-vm/external-ips?${P}`,
      )
    ).body.items
  expect(await external()).toEqual([
    expect.objectContaining({ kind: 'floating', ip: attach.body.ip }),
  ])

  const detach = await call<Fip>('POST', `/v1/floating-ips/pub/detach?${P}`)
  expect([detach.status, detach.body.instance_id]).toEqual([202, null])
  expect(await external()).toEqual([])
  expect((await call('DELETE', `/v1/floating-ips/pub?${P}`)).status).toBe(204)
})

test('an instance of another project is refused', async () => {
  const other = (await call<Page<Named>>('GET', '/v1/instances?project=atlas-ingest')).body
    .items[0]!
  await create({ name: 'mine' })
  const res = await call<ErrorBody>('POST', `/v1/floating-ips/mine/attach?${P}`, {
    json: { kind: 'instance', parent: other.id },
  })
  expect(res.body.message).toBe('floating IP must be in the same project as the instance')
  const byName = await call<ErrorBody>('POST', `/v1/floating-ips/mine/attach?${P}`, {
    json: { kind: 'instance', parent: other.name },
  })
  expect(byName.status).toBe(404)
})

test('gateway attachments: refused delete without cascade; cascade drops routes to it', async () => {
  const q = 'project=atlas-ingest&vpc=default'
  const pools = await call<Page<Named>>(
    'GET',
    `/v1/internet-gateway-ip-pools?${q}&gateway=partner-gw`,
  )
  expect(shapeErrors(pools.body, 'InternetGatewayIpPoolResultsPage')).toEqual([])
  expect(pools.body.items.map((p) => p.name)).toEqual(['edge'])
  const plain = await call<ErrorBody>('DELETE', `/v1/internet-gateways/partner-gw?${q}`)
  expect(plain.body.message).toMatch(/^Ip pools referencing this gateway exist/)

  // the seeded route 'cdn-origin' targets the 'default' gateway
  const route = `/v1/vpc-router-routes/cdn-origin?${q}&router=egress-control`
  expect((await call('GET', route)).status).toBe(200)
  expect((await call('DELETE', `/v1/internet-gateways/default?${q}&cascade=true`)).status).toBe(204)
  expect((await call('GET', route)).status).toBe(404)

  const byId = await call<Page<Named>>(
    'GET',
    `/v1/internet-gateway-ip-addresses?${q}&gateway=partner-gw`,
  )
  const addressId = byId.body.items[0]!.id
  const mixed = await call<ErrorBody>(
    'DELETE',
    `/v1/internet-gateway-ip-addresses/${addressId}?gateway=partner-gw`,
  )
  expect(mixed.body.message).toBe(
    'when providing address as an ID gateway, vpc, and project should not be specified',
  )
  expect((await call('DELETE', `/v1/internet-gateway-ip-addresses/${addressId}`)).status).toBe(204)
})

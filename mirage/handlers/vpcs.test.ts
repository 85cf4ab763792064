import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer, setSessionUser } from '../server'

// VPCs and what comes with them: the default VPC of every project, the selectors' rules,
// subnet range checks, routers and routes, and the delete rules of VPCs, subnets and projects.

type Named = { id: string; name: string }
type Vpc = Named & { dns_name: string; ipv6_prefix: string; system_router_id: string }
type Subnet = Named & { ipv4_block: string; ipv6_block: string; custom_router_id?: string | null }
type Route = Named & { kind: string; destination: { type: string; value?: string } }
type Failure = ErrorBody

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const get = <T>(url: string) => call<T>('GET', url)

test('every seeded project has a default VPC with its subnet, system router and routes', async () => {
  const vpcs = await get<Page<Vpc>>('/v1/vpcs?project=web-frontend')
  expect(vpcs.status).toBe(200)
  expect(shapeErrors(vpcs.body, 'VpcResultsPage')).toEqual([])
  expect(vpcs.body.items.map((v) => v.name)).toEqual(['default'])
  const vpc = vpcs.body.items[0]!
  expect(vpc.ipv6_prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/)

  const subnets = await get<Page<Subnet>>(`/v1/vpc-subnets?vpc=${vpc.id}`)
  expect(subnets.body.items).toEqual([
    expect.objectContaining({ name: 'default', ipv4_block: '172.30.0.0/22' }),
  ])
  const routers = await get<Page<Named & { kind: string }>>(`/v1/vpc-routers?vpc=${vpc.id}`)
  expect(routers.body.items).toEqual([
    expect.objectContaining({ id: vpc.system_router_id, name: 'system', kind: 'system' }),
  ])
  const routes = await get<Page<Route>>(`/v1/vpc-router-routes?router=${vpc.system_router_id}`)
  expect(shapeErrors(routes.body, 'RouterRouteResultsPage')).toEqual([])
  expect(routes.body.items.map((r) => [r.name, r.kind])).toEqual([
    ['default', 'vpc_subnet'],
    ['default-v4', 'default'],
    ['default-v6', 'default'],
  ])
  const gateways = await get<Page<Named>>(`/v1/internet-gateways?vpc=${vpc.id}`)
  expect(gateways.body.items.map((g) => g.name)).toEqual(['default'])
})

test('a new project gets its default VPC; it is removed with the untouched project', async () => {
  expect(
    (await call('POST', '/v1/projects', { json: { name: 'fresh', description: '' } })).status,
  ).toBe(201)
  const vpcs = await get<Page<Vpc>>('/v1/vpcs?project=fresh')
  expect(vpcs.body.items.map((v) => [v.name, v.dns_name])).toEqual([['default', 'default']])
  expect((await call('DELETE', '/v1/projects/fresh')).status).toBe(204)
  expect((await get(`/v1/vpcs/${vpcs.body.items[0]!.id}`)).status).toBe(404)
})

test('a project with a VPC the user built on cannot be deleted, as on the API', async () => {
  expect(
    (await call('POST', '/v1/projects', { json: { name: 'fresh', description: '' } })).status,
  ).toBe(201)
  const subnet = { name: 'extra', description: '', ipv4_block: '10.9.0.0/24' }
  expect(
    (await call('POST', '/v1/vpc-subnets?project=fresh&vpc=default', { json: subnet })).status,
  ).toBe(201)
  const res = await call<Failure>('DELETE', '/v1/projects/fresh')
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({
    error_code: 'InvalidRequest',
    message: 'project to be deleted contains a vpc: default',
  })
  expect((await get('/v1/projects/fresh')).status).toBe(200)
})

test('a project holding instances names the first of them when its delete is refused', async () => {
  const res = await call<Failure>('DELETE', '/v1/projects/atlas-ingest')
  expect(res.status).toBe(400)
  expect(res.body.message).toMatch(/^project to be deleted contains an instance: /)
})

test('selectors: id alone, or name with its parent; mixing is a 400', async () => {
  const vpc = (await get<Vpc>('/v1/vpcs/default?project=billing-api')).body
  expect((await get<Vpc>(`/v1/vpcs/${vpc.id}`)).body).toEqual(vpc)
  const mixed = await get<Failure>(`/v1/vpcs/${vpc.id}?project=billing-api`)
  expect(mixed.body.message).toBe('when providing vpc as an ID project should not be specified')
  const bare = await get<Failure>('/v1/vpcs/default')
  expect(bare.body.message).toBe('vpc should either be UUID or project should be specified')

  const subnet = await get<Subnet>('/v1/vpc-subnets/db?project=billing-api&vpc=billing-net')
  expect(subnet.status).toBe(200)
  expect((await get(`/v1/vpc-subnets/${subnet.body.id}`)).status).toBe(200)
  const noVpc = await get<Failure>('/v1/vpc-subnets/db?project=billing-api')
  expect(noVpc.body.message).toBe('subnet should either be an ID or vpc should be specified')
  const missing = await get<Failure>('/v1/vpc-subnets/nope?project=billing-api&vpc=billing-net')
  expect(missing.status).toBe(404)
  expect(missing.body.message).toBe('not found: vpc-subnet with name "nope"')
  // a subnet of another project is not reachable through this project's VPC
  expect((await get('/v1/vpc-subnets/backend?project=billing-api&vpc=default')).status).toBe(404)
})

test('lists page and sort by name or id', async () => {
  for (const name of ['c-net', 'a-net', 'b-net']) {
    const res = await call('POST', '/v1/vpcs?project=build-farm', {
      json: { name, dns_name: name, description: '' },
    })
    expect(res.status).toBe(201)
  }
  const first = await get<Page<Vpc>>('/v1/vpcs?project=build-farm&limit=2')
  expect(first.body.items.map((v) => v.name)).toEqual(['a-net', 'b-net'])
  const rest = await get<Page<Vpc>>(
    `/v1/vpcs?project=build-farm&limit=2&page_token=${encodeURIComponent(first.body.next_page!)}`,
  )
  expect(rest.body.items.map((v) => v.name)).toEqual(['c-net', 'default'])
  expect(rest.body.next_page).toBeNull()
  const desc = await get<Page<Vpc>>('/v1/vpcs?project=build-farm&sort_by=name_descending')
  expect(desc.body.items.map((v) => v.name)).toEqual(['default', 'c-net', 'b-net', 'a-net'])
  const byId = (await get<Page<Vpc>>('/v1/vpcs?project=build-farm&sort_by=id_ascending')).body
  expect(byId.items.map((v) => v.id)).toEqual(byId.items.map((v) => v.id).sort())
})

test('subnet ranges: private, /8 to /26, no overlap; IPv6 from the VPC prefix', async () => {
  const q = '?project=atlas-ingest&vpc=ingest-net'
  const create = (json: object) =>
    call<Subnet & Failure>('POST', `/v1/vpc-subnets${q}`, { json: { description: '', ...json } })
  const ok = await create({ name: 'extra', ipv4_block: '10.20.8.0/22' })
  expect(ok.status).toBe(201)
  expect(shapeErrors(ok.body, 'VpcSubnet')).toEqual([])
  const vpc = (await get<Vpc>(`/v1/vpcs/ingest-net?project=atlas-ingest`)).body
  expect(ok.body.ipv6_block.endsWith('/64')).toBe(true)
  expect(ok.body.ipv6_block.split(':').slice(0, 3)).toEqual(vpc.ipv6_prefix.split(':').slice(0, 3))

  const cases: [object, string][] = [
    [
      { name: 'a', ipv4_block: '10.20.1.128/25' },
      "IP address range '10.20.1.128/25' conflicts with an existing subnet",
    ],
    [
      { name: 'b', ipv4_block: '100.64.0.0/24' },
      'VPC Subnet IPv4 address ranges must be from a private range',
    ],
    [
      { name: 'c', ipv4_block: '10.30.0.0/28' },
      'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
    ],
    [
      { name: 'd', ipv4_block: '10.31.0.0/24', ipv6_block: 'fd00:1:2:3::/64' },
      `VPC Subnet IPv6 address range 'fd00:1:2:3::/64' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
    ],
  ]
  for (const [json, message] of cases) {
    const res = await create(json)
    expect([res.status, res.body.message]).toEqual([400, message])
  }
  expect((await create({ name: 'e', ipv4_block: 'not-a-cidr' })).body.error_code).toBe(
    'InvalidValue',
  )
  expect((await create({ name: 'extra', ipv4_block: '10.21.0.0/24' })).body.error_code).toBe(
    'ObjectAlreadyExists',
  )
})

test('a subnet rename carries over to its system route; deletes follow the API rules', async () => {
  const q = 'project=atlas-ingest&vpc=ingest-net'
  const renamed = await call<Subnet>('PUT', `/v1/vpc-subnets/queues?${q}`, {
    json: { name: 'brokers' },
  })
  expect(renamed.status).toBe(200)
  const vpc = (await get<Vpc>('/v1/vpcs/ingest-net?project=atlas-ingest')).body
  const routes = (await get<Page<Route>>(`/v1/vpc-router-routes?router=${vpc.system_router_id}`))
    .body.items
  expect(routes.find((r) => r.kind === 'vpc_subnet' && r.name === 'brokers')).toMatchObject({
    destination: { type: 'subnet', value: 'brokers' },
  })

  const vpcDelete = await call<Failure>('DELETE', '/v1/vpcs/ingest-net?project=atlas-ingest')
  expect(vpcDelete.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')
  for (const s of ['default', 'workers', 'brokers']) {
    expect((await call('DELETE', `/v1/vpc-subnets/${s}?${q}`)).status).toBe(204)
  }
  expect((await call('DELETE', '/v1/vpcs/ingest-net?project=atlas-ingest')).status).toBe(204)
  expect((await get(`/v1/vpc-routers/${vpc.system_router_id}`)).status).toBe(404)
  expect((await get(`/v1/vpc-firewall-rules?vpc=${vpc.id}`)).status).toBe(404)
})

test('a subnet holding network interfaces cannot be deleted', async () => {
  const res = await call<Failure>(
    'DELETE',
    '/v1/vpc-subnets/default?project=atlas-ingest&vpc=default',
  )
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(
    'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
  )
  const nics = await get<Page<Named & { subnet_id: string }>>(
    '/v1/vpc-subnets/default/network-interfaces?project=atlas-ingest&vpc=default',
  )
  expect(shapeErrors(nics.body, 'InstanceNetworkInterfaceResultsPage')).toEqual([])
  expect(nics.body.items.length).toBeGreaterThan(0)
})

test('routers: system ones stay; custom routes are checked; a router in use is not deleted', async () => {
  const q = 'project=atlas-ingest&vpc=default'
  const routes = await get<Page<Route>>(`/v1/vpc-router-routes?${q}&router=egress-control`)
  expect(routes.body.items.map((r) => r.name)).toEqual([
    'backend-via-worker',
    'cdn-origin',
    'metadata-blackhole',
    'to-partner',
  ])
  const mixed = await call<Failure>('POST', `/v1/vpc-router-routes?${q}&router=egress-control`, {
    json: {
      name: 'mixed',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'ip', value: 'fd00::1' },
    },
  })
  expect(mixed.body.message).toBe(
    'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
  )
  const vpcDest = await call<Failure>('POST', `/v1/vpc-router-routes?${q}&router=egress-control`, {
    json: {
      name: 'v',
      description: '',
      destination: { type: 'vpc', value: 'x' },
      target: { type: 'drop' },
    },
  })
  expect(vpcDest.body.message).toBe(
    'VPCs cannot be used as a destination or target in custom routers',
  )

  // the default route's target may change; a subnet route may not
  const edit = await call<Route>('PUT', `/v1/vpc-router-routes/default-v4?${q}&router=system`, {
    json: { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
  })
  expect(edit.status).toBe(200)
  expect(shapeErrors(edit.body, 'RouterRoute')).toEqual([])
  const sysDelete = await call<Failure>('DELETE', `/v1/vpc-routers/system?${q}`)
  expect(sysDelete.body.message).toBe('Cannot delete system router')

  // a router a subnet uses stays until the subnet lets go of it; then it goes with its routes
  const backend = () => get<Subnet>(`/v1/vpc-subnets/backend?${q}`)
  expect((await backend()).body.custom_router_id).toEqual(expect.any(String))
  const inUse = await call<Failure>('DELETE', `/v1/vpc-routers/egress-control?${q}`)
  expect([inUse.status, inUse.body.message]).toEqual([
    400,
    'VPC router cannot be deleted while VPC Subnets use it: backend',
  ])
  expect((await get(`/v1/vpc-routers/egress-control?${q}`)).status).toBe(200)
  const cleared = await call<Subnet>('PUT', `/v1/vpc-subnets/backend?${q}`, { json: {} })
  expect(cleared.body.custom_router_id).toBeNull()
  expect((await call('DELETE', `/v1/vpc-routers/egress-control?${q}`)).status).toBe(204)
  expect((await get(`/v1/vpc-router-routes/to-partner?${q}&router=egress-control`)).status).toBe(
    404,
  )
})

test('a VPC holding custom routers cannot be deleted; without subnets and routers it can', async () => {
  const q = 'project=build-farm'
  const created = await call<Vpc>('POST', `/v1/vpcs?${q}`, {
    json: { name: 'lab', dns_name: 'lab', description: '' },
  })
  expect(created.status).toBe(201)
  const router = await call('POST', `/v1/vpc-routers?${q}&vpc=lab`, {
    json: { name: 'edge', description: '' },
  })
  expect(router.status).toBe(201)
  expect((await call('DELETE', `/v1/vpc-subnets/default?${q}&vpc=lab`)).status).toBe(204)
  const refused = await call<Failure>('DELETE', `/v1/vpcs/lab?${q}`)
  expect([refused.status, refused.body.message]).toEqual([
    400,
    'VPC cannot be deleted while custom VPC Routers exist',
  ])
  expect((await get(`/v1/vpcs/lab?${q}`)).status).toBe(200)
  expect((await call('DELETE', `/v1/vpc-routers/edge?${q}&vpc=lab`)).status).toBe(204)
  expect((await call('DELETE', `/v1/vpcs/lab?${q}`)).status).toBe(204)
  expect((await get(`/v1/vpc-routers/${created.body.system_router_id}`)).status).toBe(404)
})

test('subnet and VPC names clash within their parent only', async () => {
  const clash = await call<Failure>('POST', '/v1/vpcs?project=atlas-ingest', {
    json: { name: 'ingest-net', dns_name: 'x', description: '' },
  })
  expect([clash.status, clash.body.error_code]).toEqual([400, 'ObjectAlreadyExists'])
  // the same name in another project is fine
  const elsewhere = await call('POST', '/v1/vpcs?project=build-farm', {
    json: { name: 'ingest-net', dns_name: 'x', description: '' },
  })
  expect(elsewhere.status).toBe(201)
  const rename = await call<Failure>(
    'PUT',
    '/v1/vpc-subnets/workers?project=atlas-ingest&vpc=ingest-net',
    { json: { name: 'queues' } },
  )
  expect([rename.status, rename.body.error_code]).toEqual([400, 'ObjectAlreadyExists'])
})

test('a silo viewer reads networking but gets 403 on writes', async () => {
  setSessionUser(server, 'mei')
  expect((await get('/v1/vpcs?project=atlas-ingest')).status).toBe(200)
  const res = await call<Failure>('PUT', '/v1/vpcs/default?project=atlas-ingest', {
    json: { description: 'nope' },
  })
  expect([res.status, res.body.error_code]).toEqual([403, 'Forbidden'])
  setSessionUser(server, 'noor')
  expect((await get('/v1/vpcs?project=atlas-ingest')).status).toBe(404)
})

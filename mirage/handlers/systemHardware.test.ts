import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf } from '../context'
import { makeServer, setSessionUser } from '../server'
import { RACK_ID, sledSeedId } from '../sim/scenarios/hardware'

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

type SledInstance = {
  id: string
  name: string
  project_name: string
  silo_name: string
  state: string
}
const SLED = sledSeedId(5)
const OTHER_SLED = sledSeedId(6)
const PROJECT = '5eed0004-0000-4000-8000-000000000016' // payments-prod

function place(n: number, sled: string | null, runState: 'running' | 'starting' | 'stopped') {
  const id = `0a11ce00-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  contextOf(server).create('instance', runState, {
    id,
    name: `sled-test-${n}`,
    projectId: PROJECT,
    sledId: sled,
  })
  return id
}

test('a sled lists the instances whose VMM runs on it, with their project and silo', async () => {
  const ours = contextOf(server).schema.where('instance', { sledId: SLED }).length
  const running = place(1, SLED, 'running')
  const starting = place(2, SLED, 'starting')
  place(3, SLED, 'stopped') // a stopped instance has no VMM anywhere
  place(4, OTHER_SLED, 'running')

  const res = await call<Page<SledInstance>>(
    'GET',
    `/v1/system/hardware/sleds/${SLED}/instances?limit=100`,
  )
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'SledInstanceResultsPage')).toEqual([])
  expect(res.body.items).toHaveLength(ours + 2)
  const mine = res.body.items.filter((i) => i.id === running || i.id === starting)
  expect(mine.map((i) => [i.name, i.state, i.project_name, i.silo_name])).toEqual([
    ['sled-test-1', 'running', 'payments-prod', 'prairie'],
    ['sled-test-2', 'starting', 'payments-prod', 'prairie'],
  ])
  const ids = res.body.items.map((i) => i.id)
  expect(ids).toEqual([...ids].sort())

  const first = await call<Page<SledInstance>>(
    'GET',
    `/v1/system/hardware/sleds/${SLED}/instances?limit=1`,
  )
  expect(first.body.items).toHaveLength(1)
  expect(first.body.next_page).toEqual(expect.any(String))

  const missing = await call<ErrorBody>(
    'GET',
    '/v1/system/hardware/sleds/5eed5101-0000-4000-8000-0000000000ff/instances',
  )
  expect(missing.status).toBe(404)
  expect(missing.body.message).toBe(
    'not found: sled with id "5eed5101-0000-4000-8000-0000000000ff"',
  )
})

test('seeded inventory: one rack, eight sleds, twelve disks each, two switches of 32 ports', async () => {
  const sleds = await call<Page<{ rack_id: string }>>('GET', '/v1/system/hardware/sleds?limit=100')
  expect(sleds.body.items).toHaveLength(8)
  expect(sleds.body.items.every((s) => s.rack_id === RACK_ID)).toBe(true)
  const disks = await call<Page<unknown>>('GET', '/v1/system/hardware/disks?limit=1000')
  expect(disks.body.items).toHaveLength(96)
  expect(shapeErrors(disks.body, 'PhysicalDiskResultsPage')).toEqual([])
  const ports = await call<Page<unknown>>('GET', '/v1/system/hardware/switch-port?limit=1000')
  expect(ports.body.items).toHaveLength(64)
  expect(
    (await call<Page<unknown>>('GET', '/v1/system/hardware/switches')).body.items,
  ).toHaveLength(2)
})

type Membership = {
  version: number
  state: string
  members: { part_number: string; serial_number: string }[]
  unacknowledged_members: { part_number: string; serial_number: string }[]
}
const MEMBERSHIP = `/v1/system/hardware/racks/${RACK_ID}/membership`
const BRM83 = { part_number: '913-0000019', serial_number: 'BRM42220083' }

test('adding a sled is a membership change: in progress, then committed with its disks', async () => {
  const setUp = await call<Membership>('GET', MEMBERSHIP)
  expect(setUp.status).toBe(200)
  expect(shapeErrors(setUp.body, 'RackMembershipStatus')).toEqual([])
  expect(setUp.body).toMatchObject({ version: 1, state: 'committed', unacknowledged_members: [] })
  expect(setUp.body.members).toHaveLength(8)

  const add = await call<Membership>('POST', `${MEMBERSHIP}/add`, { json: { sled_ids: [BRM83] } })
  expect(add.status).toBe(200)
  expect(shapeErrors(add.body, 'RackMembershipStatus')).toEqual([])
  expect(add.body).toMatchObject({ version: 2, state: 'in_progress' })
  expect(add.body.unacknowledged_members).toEqual([BRM83])
  // until the sleds acknowledge it, the sled is still waiting and a second change is refused
  const waiting = await call<Page<unknown>>('GET', '/v1/system/hardware/sleds-uninitialized')
  expect(waiting.body.items).toHaveLength(2)
  const again = await call<ErrorBody>('POST', `${MEMBERSHIP}/add`, {
    json: { sled_ids: [{ ...BRM83, serial_number: 'BRM42220081' }] },
  })
  expect(again.status).toBe(400)

  const later = Date.now() + 5000
  const now = jest.spyOn(Date, 'now').mockReturnValue(later)
  try {
    const done = await call<Membership>('GET', MEMBERSHIP)
    expect(done.body).toMatchObject({ version: 2, state: 'committed', unacknowledged_members: [] })
    expect(done.body.members).toHaveLength(9)
    const sleds = await call<Page<{ id: string; baseboard: { serial: string } }>>(
      'GET',
      '/v1/system/hardware/sleds?limit=100',
    )
    const added = sleds.body.items.find((x) => x.baseboard.serial === 'BRM42220083')!
    const disks = await call<Page<unknown>>('GET', `/v1/system/hardware/sleds/${added.id}/disks`)
    expect(disks.body.items).toHaveLength(12)
    const left = await call<Page<unknown>>('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(left.body.items).toHaveLength(1)
    // the first version is still there to read
    const first = await call<Membership>('GET', `${MEMBERSHIP}?version=1`)
    expect(first.body.members).toHaveLength(8)
  } finally {
    now.mockRestore()
  }
})

test('an in-progress change can be aborted; the old sled_add body is refused', async () => {
  await call('POST', `${MEMBERSHIP}/add`, { json: { sled_ids: [BRM83] } })
  const aborted = await call<Membership>('POST', `${MEMBERSHIP}/abort`)
  expect(aborted.status).toBe(200)
  expect(aborted.body).toMatchObject({ version: 2, state: 'aborted' })
  expect((await call('POST', `${MEMBERSHIP}/abort`)).status).toBe(400)
  const waiting = await call<Page<unknown>>('GET', '/v1/system/hardware/sleds-uninitialized')
  expect(waiting.body.items).toHaveLength(2)
  const old = await call('POST', `${MEMBERSHIP}/add`, {
    json: { part: '913-0000019', serial: 'BRM42220083' },
  })
  expect(old.status).toBe(400)
  const unknown = await call('POST', `${MEMBERSHIP}/add`, {
    json: { sled_ids: [{ ...BRM83, serial_number: 'BRM00000000' }] },
  })
  expect(unknown.status).toBe(404)
})

test('provision policy: old and new state; fleet viewers read, only admins write', async () => {
  const url = `/v1/system/hardware/sleds/${SLED}/provision-policy`
  const res = await call('PUT', url, { json: { state: 'non_provisionable' } })
  expect(res.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
  const back = await call('PUT', url, { json: { state: 'provisionable' } })
  expect(back.body).toEqual({ old_state: 'non_provisionable', new_state: 'provisionable' })

  setSessionUser(server, 'mei') // fleet viewer through the auditors group
  expect((await call('GET', '/v1/system/hardware/sleds')).status).toBe(200)
  expect((await call('PUT', url, { json: { state: 'provisionable' } })).status).toBe(403)
  setSessionUser(server, 'noor')
  const denied = await call<ErrorBody>('GET', '/v1/system/hardware/sleds')
  expect(denied.status).toBe(403)
  expect(denied.body.error_code).toBe('Forbidden')
})

test('the array-shaped BGP and BFD answers have the contract shape item by item', async () => {
  const cases: [string, string][] = [
    ['/v1/system/networking/bgp-status', 'BgpPeerStatus'],
    ['/v1/system/networking/bfd-status', 'BfdStatus'],
    ['/v1/system/networking/bgp-announce-set', 'BgpAnnounceSet'],
    ['/v1/system/networking/bgp-announce-set/as65000-announce/announcement', 'BgpAnnouncement'],
    ['/v1/system/networking/bgp-imported?asn=65000', 'BgpImported'],
    ['/v1/system/networking/bgp-exported', 'BgpExported'],
  ]
  for (const [url, schema] of cases) {
    const res = await call<unknown[]>('GET', url)
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(0)
    expect(res.body.flatMap((item) => shapeErrors(item, schema))).toEqual([])
  }
  const exported = await call<unknown[]>('GET', '/v1/system/networking/bgp-exported')
  expect(exported.body).toEqual([
    { peer_id: '172.20.15.9', prefix: '198.51.100.0/24', switch: 'switch0' },
    { peer_id: '172.20.15.17', prefix: '198.51.100.0/24', switch: 'switch1' },
  ])
})

test('provisioned-capacity metrics page through time in either order', async () => {
  const end = new Date(Math.floor(Date.now() / 600_000) * 600_000 - 3_600_000).toISOString()
  const start = new Date(Date.parse(end) - 3_600_000).toISOString()
  type M = { timestamp: string; datum: { type: string; datum: number } }
  const url = (extra: string) =>
    `/v1/system/metrics/cpus_provisioned?start_time=${start}&end_time=${end}${extra}`
  const first = await call<Page<M>>('GET', url('&limit=4'))
  expect(shapeErrors(first.body, 'MeasurementResultsPage')).toEqual([])
  expect(first.body.items.map((m) => m.timestamp)[0]).toBe(start)
  const rest = await call<Page<M>>(
    'GET',
    `/v1/system/metrics/cpus_provisioned?limit=4&page_token=${encodeURIComponent(first.body.next_page ?? '')}`,
  )
  expect(rest.body.items.map((m) => m.timestamp)).toHaveLength(3) // 7 ten-minute points in all
  expect(rest.body.next_page).toBeNull()
  const desc = await call<Page<M>>('GET', url('&order=descending&limit=100'))
  expect(desc.body.items.map((m) => m.timestamp)).toEqual(
    [...first.body.items, ...rest.body.items].map((m) => m.timestamp).reverse(),
  )
  expect(
    desc.body.items.every((m) => m.datum.type === 'i64' && Number.isInteger(m.datum.datum)),
  ).toBe(true)
  expect((await call('GET', '/v1/system/metrics/bogus_metric?start_time=x')).status).toBe(400)
})

type Request = { id: string; disk_id: { serial: string } }
const ADOPTION = '/v1/system/hardware/disk-adoption-request'
const U2 = { vendor: '1b96', model: 'WUS5EA138ESP7E3' }

test('an enabled disk is adopted a few seconds later; a request for an absent one waits', async () => {
  const first = await call<Request>('PUT', ADOPTION, { json: { ...U2, serial: 'A07D41E2' } })
  expect(first.status).toBe(201)
  // enabling it again changes nothing
  const again = await call<Request>('PUT', ADOPTION, { json: { ...U2, serial: 'A07D41E2' } })
  expect(again.body.id).toBe(first.body.id)
  const absent = await call<Request>('PUT', ADOPTION, { json: { ...U2, serial: 'NOT-FITTED' } })
  expect(absent.status).toBe(201)

  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000)
  try {
    const left = await call<Page<Request>>('GET', '/v1/system/hardware/disk-adoption-requests')
    expect(left.body.items.map((r) => r.disk_id.serial).sort()).toEqual(['A09B6C03', 'NOT-FITTED'])
    const unadopted = await call<Page<unknown>>('GET', '/v1/system/hardware/disks-unadopted')
    expect(unadopted.body.items).toEqual([])
    const disks = await call<Page<{ serial: string; sled_id: string; policy: { kind: string } }>>(
      'GET',
      `/v1/system/hardware/sleds/${sledSeedId(4)}/disks`,
    )
    expect(disks.body.items.find((d) => d.serial === 'A07D41E2')?.policy).toEqual({
      kind: 'in_service',
    })
    const adopted = await call<ErrorBody>('PUT', ADOPTION, { json: { ...U2, serial: 'A07D41E2' } })
    expect(adopted.status).toBe(400)
  } finally {
    now.mockRestore()
  }
  const withdrawn = await call('DELETE', `${ADOPTION}/${absent.body.id}`)
  expect(withdrawn.status).toBe(204)
  expect((await call('DELETE', `${ADOPTION}/${absent.body.id}`)).status).toBe(404)
})

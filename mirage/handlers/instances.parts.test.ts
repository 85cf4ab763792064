import { seededFleetWithClock } from '~test/mirage/testClock'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf } from '../context'

// Instance create with the whole InstanceCreate body, and the parts of an instance: disks
// (attach / detach against both §4 tables), network interfaces (only while stopped), external
// IPs, SSH keys, serial console.

type Rec = Record<string, unknown> & ErrorBody & { id: string; name: string }
type Disk = Rec & { state: { state: string; instance?: string } }

const GiB = 1024 ** 3
const ATLAS = 'project=atlas-ingest'

const clock = seededFleetWithClock()
const { advance } = clock
const schema = () => contextOf(clock.server()).schema

const base = {
  description: 'test',
  hostname: 'vm-1',
  ncpus: 2,
  memory: 4 * GiB,
}

const V4 = { pool_selector: { type: 'auto', ip_version: 'v4' } }
const V4_EPHEMERAL = { type: 'ephemeral', ...V4 }

test('create with disks, default NIC, ephemeral + floating IP, chosen SSH keys; settles to running', async () => {
  const image = schema().findBy('image', { name: 'debian-12' })
  const res = await call<Rec>('POST', `/v1/instances?${ATLAS}`, {
    json: {
      ...base,
      name: 'vm-1',
      boot_disk: {
        type: 'create',
        name: 'vm-1-boot',
        description: '',
        size: 10 * GiB,
        disk_backend: { type: 'distributed', disk_source: { type: 'image', image_id: image?.id } },
      },
      disks: [{ type: 'attach', name: 'ingest-spare' }],
      external_ips: [V4_EPHEMERAL, { type: 'floating', floating_ip: 'ingest-spare' }],
      ssh_public_keys: ['ci-runner'],
      user_data: btoa('#cloud-config'),
    },
  })
  expect(res.status).toBe(201)
  expect(shapeErrors(res.body, 'Instance')).toEqual([])
  expect(res.body.run_state).toBe('creating')
  const disks = await call<Page<Disk>>('GET', `/v1/instances/vm-1/disks?${ATLAS}`)
  expect(disks.body.items.map((d) => [d.name, d.state.state]).sort()).toEqual([
    ['ingest-spare', 'attached'],
    ['vm-1-boot', 'attached'],
  ])
  expect(res.body.boot_disk_id).toBe(disks.body.items.find((d) => d.name === 'vm-1-boot')?.id)

  const nics = await call<Page<Rec>>('GET', `/v1/network-interfaces?instance=vm-1&${ATLAS}`)
  expect(nics.body.items).toMatchObject([{ name: 'net0', primary: true }])
  expect(shapeErrors(nics.body, 'InstanceNetworkInterfaceResultsPage')).toEqual([])
  const ips = await call<Page<Rec>>('GET', `/v1/instances/vm-1/external-ips?${ATLAS}`)
  expect(ips.body.items.map((i) => i.kind)).toEqual(['ephemeral', 'floating'])
  expect(shapeErrors(ips.body, 'ExternalIpResultsPage')).toEqual([])
  const keys = await call<Page<Rec>>('GET', `/v1/instances/vm-1/ssh-public-keys?${ATLAS}`)
  expect(keys.body.items.map((k) => k.name)).toEqual(['ci-runner'])

  advance(1500)
  expect((await call<Rec>('GET', `/v1/instances/vm-1?${ATLAS}`)).body.run_state).toBe('running')
})

test('create refuses bad parts before writing anything', async () => {
  const attempts: [unknown, number, RegExp][] = [
    [
      { disks: [{ type: 'attach', name: 'ingest-data-1' }] },
      400,
      /disk ingest-data-1 must be creating or detached/,
    ],
    [{ disks: [{ type: 'attach', name: 'nope' }] }, 404, /disk with name "nope"/],
    [{ external_ips: [V4_EPHEMERAL, V4_EPHEMERAL] }, 400, /more than 1 ephemeral/],
    // seeded attached to ingest-worker-1
    [{ external_ips: [{ type: 'floating', floating_ip: 'ingest-public' }] }, 400, /still attached/],
    [
      {
        network_interfaces: {
          type: 'create',
          params: [{ name: 'a', description: '', vpc_name: 'nope', subnet_name: 'default' }],
        },
      },
      404,
      /vpc/,
    ],
    [{ user_data: 'not base64!' }, 400, /user_data/],
    [{ ssh_public_keys: ['someone-elses'] }, 404, /ssh-key/],
    [{ hostname: '-bad-' }, 400, /hostname/],
    [{ ncpus: 0 }, 400, /ncpus/],
  ]
  const before = schema().all('disk').length
  for (const [extra, status, message] of attempts) {
    const res = await call<Rec>('POST', `/v1/instances?${ATLAS}`, {
      json: { ...base, name: 'vm-bad', ...(extra as object) },
    })
    expect([JSON.stringify(extra), res.status]).toEqual([JSON.stringify(extra), status])
    expect(res.body.message).toMatch(message)
  }
  expect(schema().all('disk').length).toBe(before)
  expect((await call('GET', `/v1/instances/vm-bad?${ATLAS}`)).status).toBe(404)
  const none = await call<Rec>('POST', `/v1/instances?${ATLAS}`, {
    json: { ...base, name: 'vm-quiet', network_interfaces: { type: 'none' }, start: false },
  })
  expect(none.status).toBe(201)
  advance(1500)
  expect((await call<Rec>('GET', `/v1/instances/vm-quiet?${ATLAS}`)).body.run_state).toBe('stopped')
})

test('disk attach: instance creating or stopped, disk creating or detached; attaching → attached', async () => {
  const running = await call<Disk>('POST', `/v1/instances/ingest-worker-1/disks/attach?${ATLAS}`, {
    json: { disk: 'ingest-scratch' },
  })
  expect([running.status, running.body.message]).toEqual([
    400,
    'instance must be creating or stopped to attach a disk (it is running)',
  ])
  const busy = await call<Disk>('POST', `/v1/instances/ingest-worker-3/disks/attach?${ATLAS}`, {
    json: { disk: 'ingest-maint' },
  })
  expect(busy.body.message).toBe(
    'disk must be creating or detached to be attached (it is maintenance)',
  )
  const ok = await call<Disk>('POST', `/v1/instances/ingest-worker-3/disks/attach?${ATLAS}`, {
    json: { disk: 'ingest-scratch' },
  })
  expect(ok.status).toBe(202)
  expect(ok.body.state.state).toBe('attaching')
  advance(1000)
  const after = await call<Disk>('GET', `/v1/disks/ingest-scratch?${ATLAS}`)
  expect(after.body.state).toEqual({ state: 'attached', instance: ok.body.state.instance })
})

test('disk detach: instance creating, stopped or failed; disk attached here; not the boot disk', async () => {
  const path = (i: string) => `/v1/instances/${i}/disks/detach?project=billing-api`
  const running = await call<Disk>('POST', path('invoice-api-1'), {
    json: { disk: 'invoice-api-1-boot' },
  })
  expect(running.body.message).toMatch(
    /^instance must be creating, stopped or failed to detach a disk/,
  )
  const boot = await call<Disk>('POST', path('billing-db'), { json: { disk: 'billing-db-boot' } })
  expect(boot.body.message).toMatch(/boot disk/)
  const other = await call<Disk>('POST', path('billing-db'), { json: { disk: 'billing-exports' } })
  expect(other.body.message).toMatch(/^disk must be attached to be detached/)
  const ok = await call<Disk>('POST', path('billing-db'), { json: { disk: 'billing-db-data' } })
  expect([ok.status, ok.body.state.state]).toEqual([202, 'detaching'])
  advance(1000)
  expect(
    (await call<Disk>('GET', `/v1/disks/billing-db-data?project=billing-api`)).body.state,
  ).toEqual({
    state: 'detached',
  })
})

test('network interfaces change only while the instance is stopped; primary rules', async () => {
  const q = `instance=ingest-worker-3&${ATLAS}`
  const nic = { name: 'net1', description: '', vpc_name: 'default', subnet_name: 'default' }
  const onRunning = await call<Rec>(
    'POST',
    `/v1/network-interfaces?instance=ingest-worker-1&${ATLAS}`,
    {
      json: nic,
    },
  )
  expect(onRunning.body.message).toMatch(
    /^instance must be stopped to change its network interfaces/,
  )
  const made = await call<Rec>('POST', `/v1/network-interfaces?${q}`, { json: nic })
  expect(made.status).toBe(201)
  expect(made.body.primary).toBe(false)
  expect(shapeErrors(made.body, 'InstanceNetworkInterface')).toEqual([])
  expect(
    (await call<Rec>('POST', `/v1/network-interfaces?${q}`, { json: nic })).body.error_code,
  ).toBe('ObjectAlreadyExists')
  const primary = await call<Rec>('DELETE', `/v1/network-interfaces/net0?${q}`)
  expect(primary.body.message).toMatch(/primary interface/)
  const promoted = await call<Rec>('PUT', `/v1/network-interfaces/net1?${q}`, {
    json: { primary: true },
  })
  expect(promoted.body.primary).toBe(true)
  expect((await call<Rec>('GET', `/v1/network-interfaces/net0?${q}`)).body.primary).toBe(false)
  const byId = await call<Rec>('GET', `/v1/network-interfaces/${made.body.id}`)
  expect(byId.body.name).toBe('net1')
  expect((await call<Rec>('GET', `/v1/network-interfaces/${made.body.id}?${ATLAS}`)).status).toBe(
    400,
  )
  expect((await call<Rec>('GET', '/v1/network-interfaces/net1')).body.message).toBe(
    'network interface should either be UUID or instance should be specified',
  )
  expect((await call('DELETE', `/v1/network-interfaces/net0?${q}`)).status).toBe(204)
})

test('ephemeral IP: one of each version per instance; detach names the version when both', async () => {
  const url = `/v1/instances/ingest-worker-1/external-ips/ephemeral?${ATLAS}`
  expect((await call<Rec>('POST', url, { json: V4 })).body.message).toMatch(
    /already has an ephemeral IP of version IPv4/,
  )
  const v6Auto = { pool_selector: { type: 'auto', ip_version: 'v6' } }
  expect((await call<Rec>('POST', url, { json: v6Auto })).status).toBe(202)
  expect((await call<Rec>('DELETE', url)).body.message).toMatch(/specify ip_version/)
  expect((await call('DELETE', `${url}&ip_version=v6`)).status).toBe(204)
  expect((await call('DELETE', url)).status).toBe(204)
  expect((await call<Rec>('DELETE', url)).status).toBe(400)
  // prairie has a default pool of each version: the API cannot pick one without a version
  const unsure = await call<Rec>('POST', url, { json: {} })
  expect([unsure.status, unsure.body.message]).toEqual([
    400,
    'silo has default IP pools for both IPv4 and IPv6; specify ip_version in the pool selector',
  ])
  // a body shaped for 20250730 names the pool at the top, which the API no longer reads
  expect((await call<Rec>('POST', url, { json: { pool: 'default' } })).status).toBe(400)
  const again = await call<Rec>('POST', url, { json: V4 })
  expect(again.status).toBe(202)
  expect(again.body.ip).toMatch(/^198\.51\.100\./)
  expect((await call('DELETE', url)).status).toBe(204)
  const named = { pool_selector: { type: 'explicit', pool: 'default-v6' } }
  const v6 = await call<Rec>('POST', url, { json: named })
  expect([v6.status, String(v6.body.ip).includes(':')]).toEqual([202, true])
  expect(shapeErrors(again.body, 'ExternalIp')).toEqual([])
})

test('delete frees disks, interfaces and IPs', async () => {
  await call('POST', `/v1/instances/ingest-worker-1/stop?${ATLAS}`)
  advance(1000)
  const instanceId = schema().findBy('instance', { name: 'ingest-worker-1' })?.id
  expect((await call('DELETE', `/v1/instances/ingest-worker-1?${ATLAS}`)).status).toBe(204)
  for (const kind of ['disk', 'networkInterface', 'externalIp', 'floatingIp'] as const) {
    expect([kind, schema().where(kind, { instanceId }).length]).toEqual([kind, 0])
  }
})

test('serial console buffer honours from_start, most_recent and max_bytes; refused when stopped', async () => {
  type Data = { data: number[]; last_byte_offset: number }
  const url = (q: string) => `/v1/instances/ingest-worker-1/serial-console?${ATLAS}&${q}`
  const all = await call<Data>('GET', url('from_start=0'))
  expect(shapeErrors(all.body, 'InstanceSerialConsoleData')).toEqual([])
  const text = String.fromCharCode(...all.body.data)
  expect(text).toMatch(/ingest-worker-1 login: $/)
  expect(all.body.last_byte_offset).toBe(all.body.data.length)
  const slice = await call<Data>('GET', url('from_start=10&max_bytes=5'))
  expect(slice.body).toEqual({ data: all.body.data.slice(10, 15), last_byte_offset: 15 })
  const tail = await call<Data>('GET', url('most_recent=7'))
  expect(String.fromCharCode(...tail.body.data)).toBe('login: ')
  expect((await call('GET', url('from_start=0&most_recent=1'))).status).toBe(400)
  const stopped = await call<Rec>(
    'GET',
    `/v1/instances/ingest-worker-3/serial-console?${ATLAS}&from_start=0`,
  )
  expect(stopped.body.message).toMatch(
    /^instance must be running, rebooting, migrating or repairing/,
  )
})

test("the silo's quotas bound instance and disk creation (507 InsufficientCapacity)", async () => {
  const silo = schema().findBy('project', { name: 'atlas-ingest' })?.silo
  const quotas = schema().find('siloQuotaSet', silo?.id ?? '')
  quotas?.update({ cpus: 200, memory: 2048 * GiB, storage: 4096 * GiB })
  const big = { ...base, ncpus: 64, memory: 64 * GiB, network_interfaces: { type: 'none' } }
  const over = await call<Rec>('POST', `/v1/instances?${ATLAS}`, { json: { ...big, name: 'big' } })
  expect([over.status, over.body.error_code]).toEqual([507, 'InsufficientCapacity'])
  expect(over.body.message).toMatch(/^Insufficient Capacity: Not enough cpus/)
  const disk = await call<Rec>('POST', `/v1/disks?${ATLAS}`, {
    json: {
      name: 'huge',
      description: '',
      size: 1023 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  })
  expect(disk.status).toBe(201)
  quotas?.update({ storage: 4200 * GiB })
  const more = await call<Rec>('POST', `/v1/disks?${ATLAS}`, {
    json: {
      name: 'huge-2',
      description: '',
      size: 1023 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  })
  expect(more.body.message).toMatch(/Not enough storage/)
})

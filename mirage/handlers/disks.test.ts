import { diskMachine, DISK_STATES } from '~/state/machines/disk'
import { SNAPSHOT_STATES } from '~/state/machines/snapshot'
import { seededFleetWithClock } from '~test/mirage/testClock'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'

// Disks (create validation, the bulk-write import, §4 delete and snapshot rules, metrics as
// timeseries),
// snapshots and images (project ↔ silo).

type Rec = Record<string, unknown> & ErrorBody & { id: string; name: string }
type Disk = Rec & { state: { state: string }; size: number }

const GiB = 1024 ** 3
const ATLAS = 'project=atlas-ingest'
const block = (n: number, size = 512) =>
  btoa(String.fromCharCode(...new Array<number>(n * size).fill(7)))

const clock = seededFleetWithClock()
const { advance } = clock
const distributed = (disk_source: object) => ({ type: 'distributed', disk_source })
const createDisk = (json: unknown) => call<Disk>('POST', `/v1/disks?${ATLAS}`, { json })
const diskState = async (name: string) =>
  (await call<Disk>('GET', `/v1/disks/${name}?${ATLAS}`)).body.state.state

test('every disk state and every snapshot state of spec §4 is seeded', async () => {
  const disks = await call<Page<Disk>>('GET', `/v1/disks?${ATLAS}&limit=100`)
  expect(shapeErrors(disks.body, 'DiskResultsPage')).toEqual([])
  expect(new Set(disks.body.items.map((d) => d.state.state))).toEqual(new Set(DISK_STATES))
  const snaps = await call<Page<Rec>>('GET', `/v1/snapshots?${ATLAS}&limit=100`)
  expect(shapeErrors(snaps.body, 'SnapshotResultsPage')).toEqual([])
  expect(new Set(snaps.body.items.map((s) => s.state))).toEqual(new Set(SNAPSHOT_STATES))
})

test('disk create: blank settles creating → detached; sizes and block sizes are checked', async () => {
  const ok = await createDisk({
    name: 'blank-1',
    description: '',
    size: 2 * GiB,
    disk_backend: distributed({ type: 'blank', block_size: 2048 }),
  })
  expect(ok.status).toBe(201)
  expect(shapeErrors(ok.body, 'Disk')).toEqual([])
  expect(ok.body.state).toEqual({ state: 'creating' })
  advance(1000)
  expect(await diskState('blank-1')).toBe('detached')

  const blank = (size: number, block_size: number) =>
    createDisk({
      name: 'x',
      description: '',
      size,
      disk_backend: distributed({ type: 'blank', block_size }),
    })
  expect((await blank(GiB, 1000)).body.message).toMatch(/block_size.*512, 2048, or 4096/)
  expect((await blank(GiB + 512, 512)).body.message).toMatch(/multiple of 1 GiB/)
  expect((await blank(GiB + 100, 512)).body.message).toMatch(/multiple of block size/)
  expect((await blank(GiB / 2, 512)).body.message).toMatch(/at least 1 GiB/)
  expect((await blank(2000 * GiB, 512)).body.message).toMatch(/at most 1023 GiB/)
  expect((await createDisk({ name: 'x', description: '', size: GiB })).body.message).toBe(
    'unable to parse JSON body: missing field `disk_backend`',
  )
  // the 20250730 body, as a real rack refuses it
  const old = await createDisk({
    name: 'x',
    description: '',
    size: GiB,
    disk_source: { type: 'blank', block_size: 512 },
  })
  expect([old.status, old.body.message]).toEqual([400, expect.stringMatching(/disk_backend/)])
  const dup = await blank(GiB, 512)
  expect(dup.status).toBe(201)
  expect((await blank(GiB, 512)).body.error_code).toBe('ObjectAlreadyExists')
})

test('disk create from an image or snapshot must be at least as large as its source', async () => {
  const image = await call<Rec>('GET', '/v1/images/fedora-41') // 4 GiB, silo image
  const small = await createDisk({
    name: 'from-image',
    description: '',
    size: 2 * GiB,
    disk_backend: distributed({ type: 'image', image_id: image.body.id }),
  })
  expect(small.body.message).toMatch(/at least the size of the source/)
  const fits = await createDisk({
    name: 'from-image',
    description: '',
    size: 4 * GiB,
    disk_backend: distributed({ type: 'image', image_id: image.body.id }),
  })
  expect([fits.status, fits.body.image_id]).toEqual([201, image.body.id])
  const snap = await call<Rec>('GET', `/v1/snapshots/worker-1-boot-nightly?${ATLAS}`)
  const fromSnap = await createDisk({
    name: 'from-snap',
    description: '',
    size: 20 * GiB,
    disk_backend: distributed({ type: 'snapshot', snapshot_id: snap.body.id }),
  })
  expect([fromSnap.status, fromSnap.body.snapshot_id]).toEqual([201, snap.body.id])
  const creating = await call<Rec>('GET', `/v1/snapshots/data-1-now?${ATLAS}`)
  const notReady = await createDisk({
    name: 'from-creating',
    description: '',
    size: 200 * GiB,
    disk_backend: distributed({ type: 'snapshot', snapshot_id: creating.body.id }),
  })
  expect(notReady.status).toBe(400)
})

test('import: start, bulk writes, stop, finalize with a snapshot', async () => {
  const made = await createDisk({
    name: 'upload',
    description: '',
    size: GiB,
    disk_backend: distributed({ type: 'importing_blocks', block_size: 512 }),
  })
  expect(made.body.state).toEqual({ state: 'import_ready' })
  const post = (what: string, json?: unknown) =>
    call<Rec>('POST', `/v1/disks/upload/${what}?${ATLAS}`, json === undefined ? {} : { json })

  expect(
    (await post('bulk-write', { offset: 0, base64_encoded_data: block(1) })).body.message,
  ).toMatch(/^disk must be importing_from_bulk_writes/)
  expect((await post('bulk-write-start')).status).toBe(204)
  expect(await diskState('upload')).toBe('importing_from_bulk_writes')
  expect((await post('bulk-write-start')).status).toBe(400)
  expect((await post('bulk-write', { offset: 0, base64_encoded_data: block(4) })).status).toBe(204)
  expect((await post('bulk-write', { offset: 2048, base64_encoded_data: block(4) })).status).toBe(
    204,
  )

  const bad: [unknown, RegExp][] = [
    [{ offset: 0, base64_encoded_data: 'no!' }, /base64/],
    [{ offset: 100, base64_encoded_data: block(1) }, /multiple of the block size/],
    [{ offset: GiB, base64_encoded_data: block(1) }, /past the disk's size/],
    [{ offset: 0, base64_encoded_data: btoa('abc') }, /multiple of 512 bytes/],
    [{ base64_encoded_data: block(1) }, /missing field `offset`/],
  ]
  for (const [json, message] of bad) {
    const res = await post('bulk-write', json)
    expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)])
  }
  expect((await post('finalize', {})).status).toBe(400) // still importing
  expect((await post('bulk-write-stop')).status).toBe(204)
  expect(await diskState('upload')).toBe('import_ready')
  expect((await post('finalize', { snapshot_name: 'upload-snap' })).status).toBe(204)
  expect(await diskState('upload')).toBe('finalizing')
  advance(1000)
  expect(await diskState('upload')).toBe('detached')
  const snap = await call<Rec>('GET', `/v1/snapshots/upload-snap?${ATLAS}`)
  expect(snap.body.state).toBe('creating')
  advance(1000)
  expect((await call<Rec>('GET', `/v1/snapshots/upload-snap?${ATLAS}`)).body.state).toBe('ready')
})

test('spec §4: delete only detached or faulted; snapshot only attached or detached', async () => {
  const cases: [string, string][] = [
    ['ingest-data-1', 'attached'],
    ['ingest-maint', 'maintenance'],
    ['ingest-upload', 'import_ready'],
    ['ingest-restore', 'creating'],
    ['ingest-scratch', 'detached'],
    ['ingest-broken', 'faulted'],
  ]
  for (const [name, state] of cases) {
    const snap = await call<Rec>('POST', `/v1/snapshots?${ATLAS}`, {
      json: { name: `${name}-s`, description: '', disk: name },
    })
    const snapOk = (diskMachine.allowed.snapshot as readonly string[]).includes(state)
    expect([name, snap.status]).toEqual([name, snapOk ? 201 : 400])
    const del = await call<Rec>('DELETE', `/v1/disks/${name}?${ATLAS}`)
    const delOk = (diskMachine.allowed.delete as readonly string[]).includes(state)
    expect([name, del.status]).toEqual([name, delOk ? 204 : 400])
    if (!delOk)
      expect(del.body.message).toBe(
        `disk must be detached or faulted to be deleted (it is ${state})`,
      )
  }
})

test("a disk's metrics are timeseries of the project, as the instance's are", async () => {
  const disk = await call<Disk>('GET', `/v1/disks/ingest-data-1?${ATLAS}`)
  const query = (q: string) =>
    call<Rec & { tables: { name: string; timeseries: unknown[] }[] }>(
      'POST',
      `/v1/timeseries/query?${ATLAS}`,
      { json: { query: q } },
    )
  const reads = await query(
    `get virtual_disk:reads | filter timestamp >= @2025-05-12T08:00:00 && timestamp < @2025-05-12T09:00:00 && disk_id == "${disk.body.id}"`,
  )
  expect(reads.status).toBe(200)
  expect(shapeErrors(reads.body, 'OxqlQueryResult')).toEqual([])
  expect(reads.body.tables.map((t) => [t.name, t.timeseries.length])).toEqual([
    ['virtual_disk:reads', 1],
  ])
  // the disk's own metrics call is gone from the API
  expect((await call('GET', `/v1/disks/ingest-data-1/metrics/read?${ATLAS}`)).status).toBe(404)
})

test('disk create: the backend decides the type; read-only comes from an image or snapshot', async () => {
  const image = await call<Rec>('GET', '/v1/images/fedora-41') // 4 GiB, silo image
  const readOnly = await createDisk({
    name: 'ro',
    description: '',
    size: 4 * GiB,
    disk_backend: distributed({ type: 'image', image_id: image.body.id, read_only: true }),
  })
  expect(readOnly.status).toBe(201)
  expect(shapeErrors(readOnly.body, 'Disk')).toEqual([])
  expect(readOnly.body).toMatchObject({ disk_type: 'distributed', read_only: true })
  const writable = await createDisk({
    name: 'rw',
    description: '',
    size: 4 * GiB,
    disk_backend: distributed({ type: 'image', image_id: image.body.id }),
  })
  expect(writable.body).toMatchObject({ disk_type: 'distributed', read_only: false })
  const local = await createDisk({
    name: 'local',
    description: '',
    size: 8 * GiB,
    disk_backend: { type: 'local' },
  })
  expect(local.status).toBe(201)
  expect(local.body).toMatchObject({
    disk_type: 'local',
    read_only: false,
    block_size: 4096,
    image_id: null,
    snapshot_id: null,
  })
})

test('images: project and silo scopes, promote and demote, who may see them', async () => {
  const project = await call<Page<Rec>>('GET', `/v1/images?${ATLAS}`)
  expect(project.body.items.map((i) => i.name)).toEqual(['ingest-base'])
  const silo = await call<Page<Rec>>('GET', '/v1/images')
  expect(shapeErrors(silo.body, 'ImageResultsPage')).toEqual([])
  expect(silo.body.items.map((i) => i.name)).toEqual([
    'alpine-3-20',
    'debian-12',
    'fedora-41',
    'rocky-9',
    'ubuntu-24-04',
  ])
  expect((await call('GET', '/v1/images/ingest-base')).status).toBe(404) // a name alone means silo
  const promoted = await call<Rec>('POST', `/v1/images/ingest-base/promote?${ATLAS}`)
  expect([promoted.status, promoted.body.project_id]).toEqual([202, null])
  expect((await call('GET', '/v1/images/ingest-base')).status).toBe(200)
  expect((await call<Rec>('POST', `/v1/images/${promoted.body.id}/promote`)).status).toBe(400)
  const demoted = await call<Rec>('POST', '/v1/images/debian-12/demote?project=build-farm')
  expect(demoted.status).toBe(202)
  expect((await call('GET', '/v1/images/debian-12?project=build-farm')).status).toBe(200)
  expect((await call('POST', '/v1/images/rocky-9/demote')).status).toBe(400)

  await login('noor', 'plain user')
  expect((await call('GET', '/v1/images')).status).toBe(403)
  expect((await call('GET', `/v1/images/${promoted.body.id}`)).status).toBe(404)
})

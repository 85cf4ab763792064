import { seededFleetWithClock } from '~test/mirage/testClock'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'

// Snapshots and images as the console's flows use them: a snapshot's state moving on by itself,
// which states the API lets a snapshot be deleted or made into an image in, images outliving the
// snapshot they were made from, promote and demote moving an image between the two lists, and an
// image made from an uploaded file with everything temporary removed afterwards.

type Rec = Record<string, unknown> & ErrorBody & { id: string; name: string }

const GiB = 1024 ** 3
const ATLAS = 'project=atlas-ingest'
const { advance } = seededFleetWithClock()

const snapshot = (name: string) => call<Rec>('GET', `/v1/snapshots/${name}?${ATLAS}`)
const names = async (url: string) =>
  (await call<Page<Rec>>('GET', url)).body.items.map((i) => i.name)

test('a new snapshot is creating, then ready; only then it makes an image or can be deleted', async () => {
  const made = await call<Rec>('POST', `/v1/snapshots?${ATLAS}`, {
    json: { name: 'fresh', description: '', disk: 'ingest-scratch' },
  })
  expect([made.status, made.body.state]).toEqual([201, 'creating'])
  expect(shapeErrors(made.body, 'Snapshot')).toEqual([])

  const image = (name: string) =>
    call<Rec>('POST', `/v1/images?${ATLAS}`, {
      json: {
        name,
        description: '',
        os: 'Debian',
        version: '12',
        source: { type: 'snapshot', id: made.body.id },
      },
    })
  const early = await image('too-early')
  expect([early.status, early.body.message]).toEqual([
    400,
    'snapshot fresh must be ready to make an image of it (it is creating)',
  ])
  const del = await call<Rec>('DELETE', `/v1/snapshots/fresh?${ATLAS}`)
  expect([del.status, del.body.message]).toEqual([
    400,
    'snapshot fresh must be ready, faulted or destroyed to be deleted (it is creating)',
  ])

  advance(2000)
  expect((await snapshot('fresh')).body.state).toBe('ready')
  expect((await image('from-fresh')).status).toBe(201)
  expect((await call('DELETE', `/v1/snapshots/fresh?${ATLAS}`)).status).toBe(204)
})

test('faulted and destroyed snapshots can be deleted but make no image', async () => {
  for (const name of ['scratch-failed', 'scratch-old']) {
    const snap = await snapshot(name)
    const image = await call<Rec>('POST', `/v1/images?${ATLAS}`, {
      json: {
        name: `${name}-img`,
        description: '',
        os: 'x',
        version: '1',
        source: { type: 'snapshot', id: snap.body.id },
      },
    })
    expect([name, image.status]).toEqual([name, 400])
    expect((await call('DELETE', `/v1/snapshots/${name}?${ATLAS}`)).status).toBe(204)
  }
})

test('an image outlives the snapshot it was made from, as the API allows', async () => {
  const snap = await snapshot('data-1-weekly')
  const image = await call<Rec>('POST', `/v1/images?${ATLAS}`, {
    json: {
      name: 'weekly-img',
      description: 'd',
      os: 'Debian',
      version: '12',
      source: { type: 'snapshot', id: snap.body.id },
    },
  })
  expect(image.status).toBe(201)
  expect(image.body).toMatchObject({ size: snap.body.size, project_id: snap.body.project_id })
  expect((await call('DELETE', `/v1/snapshots/data-1-weekly?${ATLAS}`)).status).toBe(204)
  expect((await call<Rec>('GET', `/v1/images/weekly-img?${ATLAS}`)).status).toBe(200)
  // and a disk can still be made from it
  const disk = await call<Rec>('POST', `/v1/disks?${ATLAS}`, {
    json: {
      name: 'from-weekly-img',
      description: '',
      size: Number(image.body.size),
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'image', image_id: image.body.id },
      },
    },
  })
  expect(disk.status).toBe(201)
})

test('promote moves a project image to the silo list; demote moves it into a project list', async () => {
  expect(await names(`/v1/images?${ATLAS}`)).toEqual(['ingest-base'])
  expect(await names('/v1/images')).not.toContain('ingest-base')
  expect((await call('POST', `/v1/images/ingest-base/promote?${ATLAS}`)).status).toBe(202)
  expect(await names(`/v1/images?${ATLAS}`)).toEqual([])
  expect(await names('/v1/images')).toContain('ingest-base')

  expect((await call('POST', '/v1/images/ingest-base/demote?project=billing-api')).status).toBe(202)
  expect(await names('/v1/images')).not.toContain('ingest-base')
  expect(await names('/v1/images?project=billing-api')).toEqual(['ingest-base'])

  // a name taken in the target scope is refused, and nothing moves
  await call('POST', '/v1/images/ingest-base/promote?project=billing-api')
  const clash = await call<Rec>('POST', `/v1/images?project=billing-api`, {
    json: {
      name: 'ingest-base',
      description: '',
      os: 'x',
      version: '1',
      source: {
        type: 'snapshot',
        id: (await call<Rec>('GET', '/v1/snapshots/billing-db-pre-upgrade?project=billing-api'))
          .body.id,
      },
    },
  })
  expect(clash.status).toBe(201)
  const demote = await call<Rec>('POST', '/v1/images/ingest-base/demote?project=billing-api')
  expect([demote.status, demote.body.error_code]).toEqual([400, 'ObjectAlreadyExists'])
  expect(await names('/v1/images')).toContain('ingest-base')
})

test('an image from an uploaded file: temporary disk and snapshot removed, the image stays', async () => {
  const disk = await call<Rec>('POST', `/v1/disks?${ATLAS}`, {
    json: {
      name: 'tmp-upload',
      description: '',
      size: GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    },
  })
  expect(disk.status).toBe(201)
  const post = (what: string, json?: unknown) =>
    call<Rec>('POST', `/v1/disks/${disk.body.id}/${what}`, json === undefined ? {} : { json })
  expect((await post('bulk-write-start')).status).toBe(204)
  const data = btoa(String.fromCharCode(...new Array<number>(4096).fill(3)))
  expect((await post('bulk-write', { offset: 0, base64_encoded_data: data })).status).toBe(204)
  expect((await post('bulk-write-stop')).status).toBe(204)
  expect((await post('finalize', { snapshot_name: 'tmp-upload-snap' })).status).toBe(204)
  advance(2000)
  const snap = await snapshot('tmp-upload-snap')
  expect(snap.body.state).toBe('ready')
  const image = await call<Rec>('POST', `/v1/images?${ATLAS}`, {
    json: {
      name: 'uploaded',
      description: '',
      os: 'Alpine',
      version: '3.21',
      source: { type: 'snapshot', id: snap.body.id },
    },
  })
  expect(image.body).toMatchObject({ block_size: 512, size: GiB })
  expect((await call('DELETE', `/v1/disks/${disk.body.id}`)).status).toBe(204)
  expect((await call('DELETE', `/v1/snapshots/${snap.body.id}`)).status).toBe(204)
  expect(await names(`/v1/images?${ATLAS}`)).toContain('uploaded')
  expect(await names(`/v1/snapshots?${ATLAS}&limit=100`)).not.toContain('tmp-upload-snap')
})

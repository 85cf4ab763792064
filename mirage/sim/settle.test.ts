import { DISK_IN_PROGRESS } from '~/state/machines/disk'
import { INSTANCE_IN_PROGRESS } from '~/state/machines/instance'
import { contextOf } from '../context'
import { call } from '~test/mirage/testing'
import type { Page } from '~test/mirage/testing'
import { seededFleetWithClock } from '~test/mirage/testClock'

// Issue 9 §5: the seeded transitional states finish within a minute, as a real fleet's would, so
// no list polls forever; with the freeze switch they stay as seeded. Date is faked. The seed has
// a record in every state the console polls (instances.test, storage.test), so 'nothing in
// progress after a minute' covers every such state.

type Instance = { name: string; run_state: string; boot_disk_id: string | null }
type Disk = { id: string; name: string; state: { state: string; instance?: string } }
type Snapshot = { name: string; state: string }

const PROJECTS = ['atlas-ingest', 'billing-api', 'build-farm']
const list = async <T>(collection: string) =>
  (
    await Promise.all(
      PROJECTS.map((p) => call<Page<T>>('GET', `/v1/${collection}?project=${p}&limit=100`)),
    )
  ).flatMap((res) => res.body.items)

/** Every seeded record's state, by name (no name is both an instance, a disk and a snapshot). */
async function states() {
  const [instances, disks, snapshots] = await Promise.all([
    list<Instance>('instances'),
    list<Disk>('disks'),
    list<Snapshot>('snapshots'),
  ])
  return {
    ...Object.fromEntries(instances.map((i) => [i.name, i.run_state])),
    ...Object.fromEntries(disks.map((d) => [d.name, d.state.state])),
    ...Object.fromEntries(snapshots.map((s) => [s.name, s.state])),
  } as Record<string, string>
}

/** The records the console would poll (or spin on), by name. */
async function inProgress() {
  const [instances, disks, snapshots] = await Promise.all([
    list<Instance>('instances'),
    list<Disk>('disks'),
    list<Snapshot>('snapshots'),
  ])
  // as the wire has them: any string
  const instanceInProgress: ReadonlySet<string> = INSTANCE_IN_PROGRESS
  const diskInProgress: ReadonlySet<string> = DISK_IN_PROGRESS
  return [
    ...instances.filter((i) => instanceInProgress.has(i.run_state)),
    ...disks.filter((d) => diskInProgress.has(d.state.state)),
    ...snapshots.filter((s) => s.state === 'creating'),
  ].map((r) => r.name)
}

const SEEDED_MID_MOVE = {
  'ingest-scheduler': 'starting',
  'ingest-batch': 'stopping',
  'tile-cache': 'migrating',
  'invoice-api-2': 'rebooting',
  'usage-meter': 'repairing',
  'billing-worker': 'creating',
  'ingest-data-2': 'detaching',
  'ingest-data-3': 'attaching',
  'ingest-restore': 'creating',
  'ingest-upload-2': 'importing_from_bulk_writes',
  'ingest-url-import': 'importing_from_url',
  'ingest-finalizing': 'finalizing',
  'data-1-now': 'creating',
}

describe('by default', () => {
  const clock = seededFleetWithClock()

  test('seeded moves finish one by one within a minute, where a real fleet would end them', async () => {
    expect(await states()).toMatchObject(SEEDED_MID_MOVE)

    clock.advance(15_000)
    const partway = await inProgress()
    // staggered: some have finished, some not yet
    expect(partway).not.toContain('ingest-scheduler')
    expect(partway).toContain('tile-cache')

    clock.advance(45_000)
    expect(await inProgress()).toEqual([])
    expect(await states()).toMatchObject({
      'ingest-scheduler': 'running',
      'ingest-batch': 'stopped',
      'tile-cache': 'running',
      'invoice-api-2': 'running',
      'usage-meter': 'running',
      'billing-worker': 'running',
      'ingest-data-2': 'detached',
      'ingest-data-3': 'attached',
      'ingest-restore': 'detached',
      'ingest-upload-2': 'import_ready',
      'ingest-url-import': 'detached',
      'ingest-finalizing': 'detached',
      'data-1-now': 'ready',
    })
  })

  test('disks and sleds end consistent with their instances', async () => {
    clock.advance(60_000)
    const { schema } = contextOf(clock.server())
    const instances = await list<Instance>('instances')
    const disks = await list<Disk>('disks')
    const worker3 = schema.findBy('instance', { name: 'ingest-worker-3' })
    const creating = schema.findBy('instance', { name: 'billing-worker' })
    expect(disks.find((d) => d.name === 'ingest-data-3')?.state).toEqual({
      state: 'attached',
      instance: worker3?.id,
    })
    // the instance that was being created runs on a sled, with its boot disk attached
    expect(creating?.sledId).toEqual(expect.any(String))
    const bootId = instances.find((i) => i.name === 'billing-worker')?.boot_disk_id
    expect(disks.find((d) => d.id === bootId)?.state).toEqual({
      state: 'attached',
      instance: creating?.id,
    })
    // the stopped one gave its sled back
    expect(schema.findBy('instance', { name: 'ingest-batch' })?.sledId).toBeNull()
  })

  test('an action on a seeded instance mid-move replaces its seeded ending', async () => {
    const stop = await call<Instance>(
      'POST',
      '/v1/instances/ingest-scheduler/stop?project=atlas-ingest',
    )
    expect(stop.body.run_state).toBe('stopping')
    clock.advance(60_000)
    expect((await states())['ingest-scheduler']).toBe('stopped')
  })
})

describe('with the states frozen', () => {
  const clock = seededFleetWithClock(undefined, { freezeStates: true })

  test('seeded moves stay as seeded, while actions still settle', async () => {
    clock.advance(3_600_000)
    expect(await states()).toMatchObject(SEEDED_MID_MOVE)
    const start = await call<Instance>(
      'POST',
      '/v1/instances/ingest-worker-3/start?project=atlas-ingest',
    )
    expect(start.body.run_state).toBe('starting')
    clock.advance(60_000)
    expect((await states())['ingest-worker-3']).toBe('running')
  })
})

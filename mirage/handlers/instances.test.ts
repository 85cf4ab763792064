import {
  dueForAutoRestart,
  instanceMachine,
  INSTANCE_STATES,
  instanceCan,
} from '~/state/machines/instance'
import { seededFleetWithClock } from '~test/mirage/testClock'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf } from '../context'

// Instances: lazy run-state transitions (Date faked, so the clock moves only when told), the
// spec §4 action table row by row, selectors, paging and sorting.

type Instance = {
  id: string
  name: string
  run_state: string
  time_run_state_updated: string
  ncpus: number
  memory: number
  boot_disk_id: string | null
  auto_restart_enabled: boolean
  auto_restart_cooldown_expiration: string | null
}
type Reply = Instance & ErrorBody

const GiB = 1024 ** 3
const ATLAS = 'project=atlas-ingest'
/** One seeded instance per run state (mirage/sim/scenarios/computeData.ts). */
const BY_STATE: Record<string, [string, string]> = {
  running: ['ingest-worker-1', 'atlas-ingest'],
  stopped: ['ingest-worker-3', 'atlas-ingest'],
  failed: ['ingest-legacy', 'atlas-ingest'],
  destroyed: ['billing-retired', 'billing-api'],
  creating: ['billing-worker', 'billing-api'],
  starting: ['ingest-scheduler', 'atlas-ingest'],
  rebooting: ['invoice-api-2', 'billing-api'],
  migrating: ['tile-cache', 'atlas-ingest'],
  repairing: ['usage-meter', 'billing-api'],
  stopping: ['ingest-batch', 'atlas-ingest'],
}

const clock = seededFleetWithClock()
const { advance } = clock

const view = (name: string, project = 'atlas-ingest') =>
  call<Reply>('GET', `/v1/instances/${name}?project=${project}`)
const act = (name: string, action: string, project = 'atlas-ingest') =>
  call<Reply>('POST', `/v1/instances/${name}/${action}?project=${project}`)

test('every run state of the contract is seeded, and the auto-restart cases', async () => {
  for (const [state, [name, project]] of Object.entries(BY_STATE)) {
    const res = await view(name, project)
    expect([name, res.body.run_state]).toEqual([name, state])
    expect(shapeErrors(res.body, 'Instance')).toEqual([])
  }
  expect(Object.keys(BY_STATE).sort()).toEqual([...INSTANCE_STATES].sort())
  const due = (await view('ingest-legacy')).body
  const cooling = (await view('ingest-flaky')).body
  const never = (await view('ingest-archive')).body
  const restart = (i: Instance) => ({
    runState: 'failed' as const,
    autoRestartEnabled: i.auto_restart_enabled,
    autoRestartCooldownExpiration: i.auto_restart_cooldown_expiration
      ? new Date(i.auto_restart_cooldown_expiration)
      : null,
  })
  expect(dueForAutoRestart(restart(due))).toBe(true)
  expect(dueForAutoRestart(restart(cooling))).toBe(false)
  expect(Date.parse(cooling.auto_restart_cooldown_expiration ?? '')).toBeGreaterThan(Date.now())
  expect(never.auto_restart_enabled).toBe(false)
})

test('stop: stopping, then stopped a second later; start and reboot settle to running', async () => {
  const stopped = await act('ingest-worker-1', 'stop')
  expect(stopped.status).toBe(202)
  expect(stopped.body.run_state).toBe('stopping')
  const at = Date.now() + 1000
  advance(999)
  expect((await view('ingest-worker-1')).body.run_state).toBe('stopping')
  advance(1)
  const settled = (await view('ingest-worker-1')).body
  expect(settled.run_state).toBe('stopped')
  expect(settled.time_run_state_updated).toBe(new Date(at).toISOString())

  expect((await act('ingest-worker-1', 'start')).body.run_state).toBe('starting')
  advance(1000)
  const list = await call<Page<Instance>>('GET', `/v1/instances?${ATLAS}&limit=100`)
  expect(list.body.items.find((i) => i.name === 'ingest-worker-1')?.run_state).toBe('running')
  const sled = contextOf(clock.server()).schema.findBy('instance', {
    name: 'ingest-worker-1',
  })?.sledId
  const onSled = await call<Page<Instance>>('GET', `/v1/system/hardware/sleds/${sled}/instances`)
  expect(onSled.body.items.map((i) => i.name)).toContain('ingest-worker-1')

  expect((await act('ingest-worker-1', 'reboot')).body.run_state).toBe('rebooting')
  advance(1000)
  expect((await view('ingest-worker-1')).body.run_state).toBe('running')
})

test.each(['start', 'stop', 'reboot', 'delete'] as const)(
  'spec §4: %s is allowed exactly from its table row',
  async (action) => {
    const row =
      action === 'delete' ? instanceMachine.allowed.delete : instanceMachine.allowed[action]
    for (const [state, [name, project]] of Object.entries(BY_STATE)) {
      const res =
        action === 'delete'
          ? await call<Reply>('DELETE', `/v1/instances/${name}?project=${project}`)
          : await act(name, action, project)
      const allowed = (row as readonly string[]).includes(state)
      expect([state, res.status]).toEqual([
        state,
        allowed ? (action === 'delete' ? 204 : 202) : 400,
      ])
      if (!allowed) {
        expect(res.body.error_code).toBe('InvalidRequest')
        expect(res.body.message).toMatch(new RegExp(`^instance must be .* \\(it is ${state}\\)$`))
      }
    }
  },
)

test("the refusal names the table row: 'instance must be stopped or failed to be started'", async () => {
  const res = await act('ingest-worker-1', 'start')
  expect(res.body.message).toBe('instance must be stopped or failed to be started (it is running)')
  expect(instanceCan('start', { runState: 'failed' })).toBe(true)
})

// what an update must name besides size and boot disk; null and false keep the defaults
const KEEP = { auto_restart_policy: null, cpu_platform: null, enable_jumbo_frames: false }

test('update: resize and boot disk only from stopped, failed or creating; auto-restart any time', async () => {
  const resize = { ...KEEP, ncpus: 8, memory: 16 * GiB, boot_disk: 'ingest-worker-1-boot' }
  const running = await call<Reply>('PUT', `/v1/instances/ingest-worker-1?${ATLAS}`, {
    json: resize,
  })
  expect(running.status).toBe(400)
  expect(running.body.message).toMatch(
    /^instance must be stopped, failed or creating to be resized/,
  )
  const policy = await call<Reply>('PUT', `/v1/instances/ingest-worker-1?${ATLAS}`, {
    json: {
      ...KEEP,
      ncpus: 4,
      memory: 16 * GiB,
      boot_disk: 'ingest-worker-1-boot',
      auto_restart_policy: 'never',
    },
  })
  expect(policy.status).toBe(200)
  expect(policy.body.auto_restart_enabled).toBe(false)

  const ok = await call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
    json: { ...KEEP, ncpus: 8, memory: 32 * GiB, boot_disk: null },
  })
  expect(ok.status).toBe(200)
  expect(ok.body).toMatchObject({ ncpus: 8, memory: 32 * GiB, boot_disk_id: null })
  expect(shapeErrors(ok.body, 'Instance')).toEqual([])
  const notAttached = await call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
    json: { ...KEEP, ncpus: 8, memory: 32 * GiB, boot_disk: 'ingest-scratch' },
  })
  expect(notAttached.status).toBe(400)
  const badMemory = await call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
    json: { ...KEEP, ncpus: 8, memory: 1000, boot_disk: null },
  })
  expect([badMemory.status, badMemory.body.error_code]).toEqual([400, 'InvalidValue'])
  // a body shaped for 20250730 lacks the fields the update now requires
  const old = await call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
    json: { ncpus: 8, memory: 32 * GiB, boot_disk: null, auto_restart_policy: null },
  })
  expect(old.status).toBe(400)
  const platform = await call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
    json: {
      ...KEEP,
      ncpus: 8,
      memory: 32 * GiB,
      boot_disk: null,
      cpu_platform: 'amd_turin',
      enable_jumbo_frames: true,
    },
  })
  expect(platform.body).toMatchObject({ cpu_platform: 'amd_turin', enable_jumbo_frames: true })
})

test('changing or unsetting the boot disk leaves every disk attached where it was', async () => {
  const put = (boot_disk: string | null) =>
    call<Reply>('PUT', `/v1/instances/ingest-worker-3?${ATLAS}`, {
      json: { ...KEEP, ncpus: 4, memory: 16 * GiB, boot_disk },
    })
  const attached = async () => {
    const res = await call<Page<{ name: string; state: { state: string; instance?: string } }>>(
      'GET',
      `/v1/instances/ingest-worker-3/disks?${ATLAS}`,
    )
    return res.body.items.map((d) => [d.name, d.state.state, d.state.instance])
  }
  const { id } = (await view('ingest-worker-3')).body
  advance(10_000) // the seeded moves (ingest-data-2 out, ingest-data-3 in) settle
  const before = await attached()
  expect(before).toEqual([
    ['ingest-data-3', 'attached', id],
    ['ingest-worker-3-boot', 'attached', id],
  ])
  expect((await put('ingest-data-3')).body.boot_disk_id).toBe(
    (await call<{ id: string }>('GET', `/v1/disks/ingest-data-3?${ATLAS}`)).body.id,
  )
  expect(await attached()).toEqual(before)
  expect((await put(null)).body.boot_disk_id).toBeNull()
  expect(await attached()).toEqual(before)
})

test('selectors: name + project, id alone; the mixes are 400; missing and hidden are 404', async () => {
  const byName = await view('ingest-worker-1')
  const byId = await call<Reply>('GET', `/v1/instances/${byName.body.id}`)
  expect(byId.body).toEqual(byName.body)
  const projectId = contextOf(clock.server()).schema.findBy('project', { name: 'atlas-ingest' })?.id
  expect((await view('ingest-worker-1', projectId)).body.id).toBe(byName.body.id)

  const both = await call<Reply>('GET', `/v1/instances/${byName.body.id}?${ATLAS}`)
  expect([both.status, both.body.message]).toEqual([
    400,
    'when providing instance as an ID project should not be specified',
  ])
  const bare = await call<Reply>('GET', '/v1/instances/ingest-worker-1')
  expect(bare.body.message).toBe('instance should either be UUID or project should be specified')
  expect((await call<Reply>('GET', '/v1/instances')).status).toBe(400)
  const missing = await view('ghost')
  expect([missing.status, missing.body.message]).toEqual([
    404,
    'not found: instance with name "ghost"',
  ])
  expect((await view('ingest-worker-1', 'nope')).status).toBe(404)

  await login('noor', 'plain user')
  expect((await call('GET', `/v1/instances/${byName.body.id}`)).status).toBe(404)
  expect((await call('GET', `/v1/instances?${ATLAS}`)).status).toBe(404)
})

test('a silo viewer reads but may not act', async () => {
  await login('mei', 'read only')
  expect((await view('ingest-worker-1')).status).toBe(200)
  expect((await act('ingest-worker-1', 'stop')).status).toBe(403)
})

test('paging and sorting: build-farm has more instances than a page', async () => {
  const url = (q: string) => `/v1/instances?project=build-farm&${q}`
  const first = await call<Page<Instance>>('GET', url('limit=25'))
  expect(first.body.items).toHaveLength(25)
  expect(shapeErrors(first.body, 'InstanceResultsPage')).toEqual([])
  const names = first.body.items.map((i) => i.name)
  expect(names).toEqual([...names].sort())
  const rest = await call<Page<Instance>>(
    'GET',
    url(`limit=25&page_token=${encodeURIComponent(first.body.next_page ?? '')}`),
  )
  expect(rest.body.items.map((i) => i.name)).toEqual(['builder-26'])
  expect(rest.body.next_page).toBeNull()
  const desc = await call<Page<Instance>>('GET', url('limit=3&sort_by=name_descending'))
  expect(desc.body.items.map((i) => i.name)).toEqual(['builder-26', 'builder-25', 'builder-24'])
  const byId = (await call<Page<Instance>>('GET', url('limit=100&sort_by=id_ascending'))).body.items
  expect(byId.map((i) => i.id)).toEqual(byId.map((i) => i.id).sort())
})

test('a project holding compute resources cannot be deleted', async () => {
  const refused = await call<Reply>('DELETE', '/v1/projects/atlas-ingest')
  expect([refused.status, refused.body.message]).toEqual([
    400,
    'project to be deleted contains an instance: ingest-archive',
  ])
  expect((await call('DELETE', '/v1/projects/web-frontend')).status).toBe(204)
})

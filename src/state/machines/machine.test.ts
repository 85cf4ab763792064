import type { Disk, Instance, Snapshot } from '~/api/generated/types'
import { detachDisabledReason } from './detach'
import { diskDisabledReason, diskCan, diskInProgress, diskMachine } from './disk'
import { failedInstanceNote, instanceDisabledReason, instanceMachine } from './instance'
import { snapshotDisabledReason, snapshotMachine } from './snapshot'

// The one definition per resource: its transitional states are exactly those that settle, each
// settles into a resting state, and the API's refusal reads from the same allowed-from lists.

test.each([
  ['instance', instanceMachine],
  ['disk', diskMachine],
  ['snapshot', snapshotMachine],
] as const)('%s: in progress is what settles, into a resting state', (_name, m) => {
  const states: readonly string[] = m.states
  for (const via of m.inProgress) {
    const settle = m.settle(via as never) as { to: string } | null
    expect(states).toContain(settle?.to)
    expect(m.inProgress.has(settle?.to as never)).toBe(false)
  }
  for (const action of Object.values({ ...m.actions, ...m.steps })) {
    const a = action as { via?: string; from: readonly string[] }
    if (a.via) expect(states).toContain(a.via)
    for (const from of a.from) expect(states).toContain(from)
  }
})

test('the API refuses with the allowed-from list; the console gives its reason from it too', () => {
  expect(instanceMachine.refusal('start', 'running')).toBe(
    'instance must be stopped or failed to be started (it is running)',
  )
  expect(instanceMachine.refusal('start', 'stopped')).toBeUndefined()
  expect(diskMachine.refusal('finalize', 'detached')).toBe(
    'disk must be import_ready to be finalized (it is detached)',
  )
  expect(snapshotMachine.refusal('delete', 'creating', 'snapshot nightly')).toBe(
    'snapshot nightly must be ready, faulted or destroyed to be deleted (it is creating)',
  )
  expect(diskMachine.reason('attach', 'attached')).toBe(
    'Only a creating or detached disk can be attached',
  )
  expect(instanceMachine.transition).toEqual({
    start: 'starting',
    stop: 'stopping',
    reboot: 'rebooting',
  })
})

test.each([
  ['instance', instanceMachine],
  ['disk', diskMachine],
  ['snapshot', snapshotMachine],
] as const)('%s: a state a newer rack sends allows nothing, says why, and is neutral', (_n, m) => {
  const teleporting = 'teleporting' as never
  expect(m.known(teleporting)).toBe(false)
  expect(m.color(teleporting)).toBe('neutral')
  expect(m.inProgress.has(teleporting)).toBe(false)
  expect(m.settle(teleporting)).toBeNull()
  for (const action of m.names) {
    expect(m.can(action as never, teleporting)).toBe(false)
    expect(m.reason(action as never, teleporting)).toBe(
      'This console does not know the state teleporting',
    )
  }
  // not a key of the table's prototype either
  expect(m.known('constructor' as never)).toBe(false)
  expect(m.known(m.states[0] as never)).toBe(true)
})

test('a disk in state quantum and a snapshot in an unknown state: the same through the helpers', () => {
  const quantum = { state: { state: 'quantum' } } as unknown as Disk
  expect(diskCan('delete', quantum)).toBe(false)
  expect(diskDisabledReason('delete', quantum)).toBe('This console does not know the state quantum')
  expect(diskInProgress(quantum)).toBe(false)
  expect(detachDisabledReason(quantum, { runState: 'stopped', bootDiskId: null })).toBe(
    'This console does not know the state quantum',
  )
  const frozen = { state: 'frozen' } as unknown as Snapshot
  expect(snapshotDisabledReason('createImage', frozen)).toBe(
    'This console does not know the state frozen',
  )
  const beamed = { runState: 'teleporting' } as unknown as Instance
  expect(instanceDisabledReason('start', beamed)).toBe(
    'This console does not know the state teleporting',
  )
  expect(failedInstanceNote({ ...beamed, autoRestartEnabled: true })).toBeUndefined()
})

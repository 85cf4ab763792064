import type { Disk, Instance, Snapshot } from '~/api/generated/types'
import { detachDisabledReason } from './detach'
import { diskDisabledReason, diskCan, diskInProgress, diskMachine } from './disk'
import { failedInstanceNote, instanceDisabledReason, instanceMachine } from './instance'
import { snapshotDisabledReason, snapshotMachine } from './snapshot'

// The one definition per resource: every state an action names is one of the machine's, and the
// console gives its reason from the allowed-from lists (the mock's refusals and moves:
// mirage/sim/machines.test.ts).

test.each([
  ['instance', instanceMachine],
  ['disk', diskMachine],
  ['snapshot', snapshotMachine],
] as const)('%s: every state an action names is a state of the machine', (_name, m) => {
  const states: readonly string[] = m.states
  for (const via of m.inProgress) expect(states).toContain(via)
  for (const action of Object.values({ ...m.actions, ...m.steps })) {
    const a = action as { via?: string; from: readonly string[] }
    if (a.via) expect(states).toContain(a.via)
    for (const from of a.from) expect(states).toContain(from)
  }
})

test('the console gives its reason from the allowed-from list', () => {
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
  /* eslint-disable no-restricted-syntax -- m is any of three machines, whose methods take the
     intersection of their states and actions (never); 'teleporting' is a state none lists */
  const teleporting = 'teleporting' as never
  expect(m.known(teleporting)).toBe(false)
  expect(m.color(teleporting)).toBe('neutral')
  expect(m.inProgress.has(teleporting)).toBe(false)
  for (const action of m.names) {
    expect(m.can(action as never, teleporting)).toBe(false)
    expect(m.reason(action as never, teleporting)).toBe(
      'This console does not know the state teleporting',
    )
  }
  // not a key of the table's prototype either
  expect(m.known('constructor' as never)).toBe(false)
  expect(m.known(m.states[0] as never)).toBe(true)
  /* eslint-enable no-restricted-syntax */
})

test('a disk in state quantum and a snapshot in an unknown state: the same through the helpers', () => {
  /* eslint-disable no-restricted-syntax -- states outside the contract's unions, as a newer rack
     may send */
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
  /* eslint-enable no-restricted-syntax */
})

import { diskMachine } from './disk'
import { instanceMachine } from './instance'
import { snapshotMachine } from './snapshot'

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

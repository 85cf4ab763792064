import { diskMachine } from '~/state/machines/disk'
import { instanceMachine } from '~/state/machines/instance'
import { snapshotMachine } from '~/state/machines/snapshot'
import { diskSim, instanceSim, snapshotSim } from './machines'

// The mock's side of spec §4: what moves is exactly what the console shows as in progress, each
// move ends in a resting state, and the API's refusal reads the console's allowed-from lists.

test.each([
  ['instance', instanceMachine, instanceSim],
  ['disk', diskMachine, diskSim],
  ['snapshot', snapshotMachine, snapshotSim],
] as const)('%s: in progress is what settles, into a resting state', (_name, m, sim) => {
  const states: readonly string[] = m.states
  expect(new Set(Object.keys(sim.settles))).toEqual(new Set(m.inProgress))
  /* eslint-disable no-restricted-syntax -- sim is any of three machines, whose settle takes the
     intersection of their states (never); 'teleporting' is a state none lists */
  for (const via of m.inProgress) {
    const settle = sim.settle(via as never) as { to: string } | null
    expect(states).toContain(settle?.to)
    expect(m.inProgress.has(settle?.to as never)).toBe(false)
  }
  expect(sim.settle('teleporting' as never)).toBeNull()
  /* eslint-enable no-restricted-syntax */
})

test('the API refuses with the allowed-from list', () => {
  expect(instanceSim.refusal('start', 'running')).toBe(
    'instance must be stopped or failed to be started (it is running)',
  )
  expect(instanceSim.refusal('start', 'stopped')).toBeUndefined()
  expect(diskSim.refusal('finalize', 'detached')).toBe(
    'disk must be import_ready to be finalized (it is detached)',
  )
  expect(snapshotSim.refusal('delete', 'creating', 'snapshot nightly')).toBe(
    'snapshot nightly must be ready, faulted or destroyed to be deleted (it is creating)',
  )
  expect(instanceSim.viaOf('reboot')).toBe('rebooting')
  expect(diskSim.viaOf('finalize')).toBe('finalizing')
})

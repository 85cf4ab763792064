import type { InstanceState } from '~/api/generated/types'
import { formatMomentNear } from '~/util/format'
import { instance as makeInstance, uuid } from '../entities/fixtures'
import {
  autoRestartStatus,
  dueForAutoRestart,
  failedInstanceNote,
  instanceMachine,
  INSTANCE_IN_PROGRESS,
  INSTANCE_STATES,
  instanceCan,
  instanceDisabledReason,
  type InstanceAction,
} from './instance'

const at = (runState: InstanceState) => ({ ...makeInstance(1, 'db', uuid(100)), runState })

// Spec §4, "Actions allowed per instance state", written out again by hand so a change to the
// table in the module has to be made twice, on purpose.
const ALLOWED: Record<InstanceAction, InstanceState[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNetworkInterface: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
}

const cells = instanceMachine.names.flatMap((action) =>
  INSTANCE_STATES.map((state) => [action, state, ALLOWED[action].includes(state)] as const),
)

test('the table covers every action and all ten states', () => {
  expect(instanceMachine.names.sort()).toEqual(Object.keys(ALLOWED).sort())
  expect(cells).toHaveLength(100)
})

test.each(cells)('%s from %s: allowed %s', (action, state, allowed) => {
  expect(instanceCan(action, at(state))).toBe(allowed)
  const reason = instanceDisabledReason(action, at(state))
  if (allowed) expect(reason).toBeUndefined()
  else expect(reason).toMatch(/^Only an? .+ instance /)
})

test.each([
  ['start', 'Only a stopped or failed instance can be started'],
  ['delete', 'Only a stopped or failed instance can be deleted'],
  ['resize', 'Only a stopped, failed or creating instance can be resized'],
  ['reboot', 'Only a running instance can be rebooted'],
  ['stop', 'Only a running, starting, rebooting or failed instance can be stopped'],
  ['attachDisk', 'Only a creating or stopped instance can have disks attached'],
  [
    'serialConsole',
    'Only a running, rebooting, migrating or repairing instance has a serial console',
  ],
] as const)('the reason for %s reads "%s"', (action, reason) => {
  expect(instanceDisabledReason(action, at('destroyed'))).toBe(reason)
})

test('badge colours and in-progress states are those of spec §4', () => {
  expect(instanceMachine.badge).toEqual({
    running: 'default',
    stopped: 'neutral',
    failed: 'destructive',
    destroyed: 'destructive',
    creating: 'default',
    starting: 'blue',
    rebooting: 'blue',
    migrating: 'purple',
    repairing: 'notice',
    stopping: 'neutral',
  })
  expect([...INSTANCE_IN_PROGRESS].sort()).toEqual(
    ['creating', 'starting', 'rebooting', 'migrating', 'repairing', 'stopping'].sort(),
  )
})

describe('auto-restart', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const failed = { ...at('failed'), autoRestartEnabled: true }

  test('a failed instance with auto-restart on and no cooldown is due', () => {
    expect(dueForAutoRestart(failed, now)).toBe(true)
    expect(autoRestartStatus(failed, now)).toBe('Failed: due for automatic restart')
  })

  test('a cooldown already past makes it due; one still ahead does not', () => {
    const past = { ...failed, autoRestartCooldownExpiration: new Date('2026-11-22T11:00:00Z') }
    const ahead = { ...failed, autoRestartCooldownExpiration: new Date('2026-11-22T13:00:00Z') }
    expect(dueForAutoRestart(past, now)).toBe(true)
    expect(dueForAutoRestart(ahead, now)).toBe(false)
    // when, both ways: relative, and the moment (its time of day, today; else its date too)
    expect(autoRestartStatus(ahead, now)).toBe(
      `Failed: restarts after its cooldown, in 1h (${formatMomentNear(ahead.autoRestartCooldownExpiration, now)})`,
    )
    const soon = new Date(2026, 10, 22, 12, 31, 5)
    expect(
      autoRestartStatus(
        { ...failed, autoRestartCooldownExpiration: soon },
        new Date(2026, 10, 22, 12, 27, 0),
      ),
    ).toBe('Failed: restarts after its cooldown, in 4m (12:31:05 PM)')
    expect(
      autoRestartStatus(
        { ...failed, autoRestartCooldownExpiration: soon },
        new Date(2026, 10, 21, 23, 0, 0),
      ),
    ).toBe('Failed: restarts after its cooldown, in 13h (Nov 22, 2026, 12:31 PM)')
  })

  test('auto-restart off, or an instance that has not failed, is never due', () => {
    expect(dueForAutoRestart({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
    expect(autoRestartStatus({ ...failed, autoRestartEnabled: false }, now)).toBe(
      'Failed: automatic restart disabled',
    )
    expect(autoRestartStatus({ ...at('running'), autoRestartEnabled: false }, now)).toBe('Disabled')
    expect(dueForAutoRestart({ ...failed, runState: 'running' }, now)).toBe(false)
    expect(autoRestartStatus({ ...failed, runState: 'running' }, now)).toBe('Enabled')
    expect(failedInstanceNote({ ...failed, runState: 'running' }, now)).toBeUndefined()
    expect(failedInstanceNote(failed, now)).toBe('Failed: due for automatic restart')
  })
})

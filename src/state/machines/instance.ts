import type { Instance, InstanceState } from '~/api/generated/types'
import { formatMomentNear, relativeTimeShort } from '~/util/format'
import { machine } from './machine'
import type { BadgeColor } from './words'

// Spec §4 "States and transitions" for instances, as data: the console asks this module whether
// an action is possible now and why not; the entities reducer and the mock read the same machine.

export const instanceMachine = machine({
  noun: 'instance',
  /** Spec §4: every instance state with its badge colour. */
  badge: {
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
  } satisfies Record<InstanceState, BadgeColor>,
  inProgress: ['creating', 'starting', 'stopping', 'rebooting', 'migrating', 'repairing'],
  /** Spec §4, "Actions allowed per instance state". */
  actions: {
    start: {
      from: ['stopped', 'failed'],
      via: 'starting',
      outcome: 'can be started',
    },
    delete: { from: ['stopped', 'failed'], outcome: 'can be deleted' },
    resize: {
      from: ['stopped', 'failed', 'creating'],
      outcome: 'can be resized',
    },
    updateBootDisk: {
      from: ['stopped', 'failed', 'creating'],
      outcome: 'can change its boot disk',
    },
    reboot: {
      from: ['running'],
      via: 'rebooting',
      outcome: 'can be rebooted',
    },
    stop: {
      from: ['running', 'starting', 'rebooting', 'failed'],
      via: 'stopping',
      outcome: 'can be stopped',
    },
    detachDisk: {
      from: ['creating', 'stopped', 'failed'],
      outcome: 'can have disks detached',
    },
    attachDisk: {
      from: ['creating', 'stopped'],
      outcome: 'can have disks attached',
    },
    updateNetworkInterface: {
      from: ['stopped'],
      outcome: 'can have its network interfaces changed',
    },
    serialConsole: {
      from: ['running', 'rebooting', 'migrating', 'repairing'],
      outcome: 'has a serial console',
    },
  },
  steps: {},
})

export type InstanceAction = (typeof instanceMachine.names)[number]
export const INSTANCE_STATES = instanceMachine.states
export const INSTANCE_IN_PROGRESS = instanceMachine.inProgress
/** The state a requested action puts the instance in until the server says otherwise. */
export const INSTANCE_TRANSITION = instanceMachine.transition

type HasRunState = Pick<Instance, 'runState'>

export const instanceCan = (action: InstanceAction, instance: HasRunState): boolean =>
  instanceMachine.can(action, instance.runState)

/** Why the action is not possible now ('Only a stopped or failed instance can be started'). */
export const instanceDisabledReason = (action: InstanceAction, instance: HasRunState) =>
  instanceMachine.reason(action, instance.runState)

export const instanceInProgress = (instance: HasRunState) =>
  INSTANCE_IN_PROGRESS.has(instance.runState)

type AutoRestartFields = Pick<
  Instance,
  'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'
>

/**
 * Spec §4: a failed instance is due for auto-restart when auto-restart is enabled and its
 * cooldown expiration is absent or already past.
 */
export function dueForAutoRestart(instance: AutoRestartFields, now: Date = new Date()): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const expiration = instance.autoRestartCooldownExpiration
  return !expiration || expiration.getTime() <= now.getTime()
}

/** What the UI says about auto-restart for this instance now. */
export function autoRestartStatus(instance: AutoRestartFields, now: Date = new Date()): string {
  if (instance.runState === 'failed') {
    if (!instance.autoRestartEnabled) return 'Failed: automatic restart disabled'
    const expiration = instance.autoRestartCooldownExpiration
    if (!expiration || dueForAutoRestart(instance, now)) return 'Failed: due for automatic restart'
    // the cooldown is still running: say when it ends, both ways ('in 4m (12:31:05 PM)')
    return `Failed: restarts after its cooldown, ${relativeTimeShort(expiration, now)} (${formatMomentNear(expiration, now)})`
  }
  return instance.autoRestartEnabled ? 'Enabled' : 'Disabled'
}

/**
 * For a failed instance only: whether it will come back by itself (spec §4's auto-restart rule),
 * for a list row to say next to its state. Undefined in any other state.
 */
export const failedInstanceNote = (
  instance: AutoRestartFields,
  now: Date = new Date(),
): string | undefined =>
  instance.runState === 'failed' ? autoRestartStatus(instance, now) : undefined

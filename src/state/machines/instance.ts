import type { Instance, InstanceState } from '~/api/generated/types'
import { orList, withArticle, type BadgeColor } from './words'

// Spec §4 "States and transitions" for instances, as data. The console asks this module whether
// an action is possible now and why not; the mock (mirage/compute/rules) applies the same tables.

/** Spec §4: every instance state with its badge colour. */
export const INSTANCE_BADGE: Record<InstanceState, BadgeColor> = {
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
}

export const INSTANCE_STATES = Object.keys(INSTANCE_BADGE) as InstanceState[]

/** Spec §4: states that settle on their own; they show a spinner and are polled. */
export const INSTANCE_IN_PROGRESS: ReadonlySet<InstanceState> = new Set([
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'repairing',
  'stopping',
])

/** Spec §4, "Actions allowed per instance state". */
export const INSTANCE_ACTIONS = {
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
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof INSTANCE_ACTIONS
export const INSTANCE_ACTION_NAMES = Object.keys(INSTANCE_ACTIONS) as InstanceAction[]

/** The state a requested action puts the instance in until the server says otherwise. */
export const INSTANCE_TRANSITION: Partial<Record<InstanceAction, InstanceState>> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
}

/** How each action ends the sentence 'Only a stopped or failed instance …'. */
const OUTCOME: Record<InstanceAction, string> = {
  start: 'can be started',
  delete: 'can be deleted',
  resize: 'can be resized',
  updateBootDisk: 'can change its boot disk',
  reboot: 'can be rebooted',
  stop: 'can be stopped',
  detachDisk: 'can have disks detached',
  attachDisk: 'can have disks attached',
  updateNetworkInterface: 'can have its network interfaces changed',
  serialConsole: 'has a serial console',
}

type HasRunState = Pick<Instance, 'runState'>

const instanceStateCan = (action: InstanceAction, state: InstanceState): boolean =>
  (INSTANCE_ACTIONS[action] as readonly InstanceState[]).includes(state)

export const instanceCan = (action: InstanceAction, instance: HasRunState): boolean =>
  instanceStateCan(action, instance.runState)

/** Why the action is not possible now ('Only a stopped or failed instance can be started'). */
export function instanceDisabledReason(
  action: InstanceAction,
  instance: HasRunState,
): string | undefined {
  if (instanceCan(action, instance)) return undefined
  return `Only ${withArticle(orList(INSTANCE_ACTIONS[action]))} instance ${OUTCOME[action]}`
}

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
    if (dueForAutoRestart(instance, now)) return 'Failed: due for automatic restart'
    return 'Failed: waiting for the restart cooldown to expire'
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

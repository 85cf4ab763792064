import type { InstanceState, SnapshotState } from '~/api/generated/types'
import { invalidRequest } from '../util/errors'
import type { DiskStateWire } from './records'
import { DISK_ACTIONS, DISK_STATES, type DiskAction } from '~/state/machines/disk'
import { INSTANCE_ACTIONS, INSTANCE_STATES, type InstanceAction } from '~/state/machines/instance'
import { SNAPSHOT_ACTIONS, SNAPSHOT_STATES, type SnapshotAction } from '~/state/machines/snapshot'
import { orList } from '~/state/machines/words'

// Spec §4 "States and transitions": the tables are the console's own (src/state/machines), so the
// mock refuses, with the API's 400 InvalidRequest, exactly what the console disables.

export { INSTANCE_ACTIONS, INSTANCE_STATES, DISK_ACTIONS, DISK_STATES, SNAPSHOT_STATES, orList }
export type { InstanceAction, DiskAction }

/**
 * How long the mock's transitions take (ms). The spec does not show them; about a second keeps
 * the console's spinners and polling visible in the demo without making anyone wait.
 */
export const TRANSITION_MS = {
  instanceCreate: 1500,
  instanceStart: 1000,
  instanceStop: 1000,
  instanceReboot: 1000,
  diskCreate: 1000,
  diskAttach: 1000,
  diskDetach: 1000,
  diskFinalize: 1000,
  snapshotCreate: 2000,
} as const

/** How the refusal reads for each action: 'instance must be stopped or failed to be started'. */
const INSTANCE_PHRASE: Record<InstanceAction, string> = {
  start: 'to be started',
  delete: 'to be deleted',
  resize: 'to be resized',
  updateBootDisk: 'to change its boot disk',
  reboot: 'to be rebooted',
  stop: 'to be stopped',
  detachDisk: 'to detach a disk',
  attachDisk: 'to attach a disk',
  updateNetworkInterface: 'to change its network interfaces',
  serialConsole: 'to connect to its serial console',
}
const DISK_PHRASE: Record<DiskAction, string> = {
  delete: 'to be deleted',
  snapshot: 'to be snapshotted',
  attach: 'to be attached',
  detach: 'to be detached',
  setAsBootDisk: 'to be the boot disk',
}

export const instanceCan = (action: InstanceAction, state: InstanceState): boolean =>
  (INSTANCE_ACTIONS[action] as readonly InstanceState[]).includes(state)

export const diskCan = (action: DiskAction, state: DiskStateWire['state']): boolean =>
  (DISK_ACTIONS[action] as readonly string[]).includes(state)

/** 400 InvalidRequest unless §4 allows `action` from the instance's run state. */
export function requireInstanceState(action: InstanceAction, state: InstanceState): void {
  if (!instanceCan(action, state)) {
    throw invalidRequest(
      `instance must be ${orList(INSTANCE_ACTIONS[action])} ${INSTANCE_PHRASE[action]} (it is ${state})`,
    )
  }
}

/** 400 InvalidRequest unless §4 allows `action` from the disk's state. */
export function requireDiskState(action: DiskAction, state: DiskStateWire['state']): void {
  if (!diskCan(action, state)) {
    throw invalidRequest(
      `disk must be ${orList(DISK_ACTIONS[action])} ${DISK_PHRASE[action]} (it is ${state})`,
    )
  }
}

const SNAPSHOT_PHRASE: Record<SnapshotAction, string> = {
  createImage: 'to make an image of it',
  createDisk: 'to make a disk of it',
  delete: 'to be deleted',
}

/**
 * 400 InvalidRequest unless the API lets `action` happen in the snapshot's state: like the API, a
 * snapshot still being created cannot be deleted, and only a ready one makes an image.
 */
export function requireSnapshotState(
  action: SnapshotAction,
  snapshot: { name: string; state: SnapshotState },
): void {
  if (!(SNAPSHOT_ACTIONS[action] as readonly SnapshotState[]).includes(snapshot.state)) {
    throw invalidRequest(
      `snapshot ${snapshot.name} must be ${orList(SNAPSHOT_ACTIONS[action])} ${SNAPSHOT_PHRASE[action]} (it is ${snapshot.state})`,
    )
  }
}

/**
 * Spec §4: a failed instance is due for auto-restart when auto-restart is enabled and its
 * cooldown expiration is absent or already past.
 */
export function dueForAutoRestart(
  instance: {
    run_state: InstanceState
    auto_restart_enabled: boolean
    auto_restart_cooldown_expiration?: string | null
  },
  nowMs: number = Date.now(),
): boolean {
  if (instance.run_state !== 'failed' || !instance.auto_restart_enabled) return false
  const expiration = instance.auto_restart_cooldown_expiration
  return !expiration || Date.parse(expiration) <= nowMs
}

import type { InstanceState, SnapshotState } from '~/api/generated/types'
import { invalidRequest } from '../util/errors'
import type { DiskStateWire } from './records'
import { diskMachine, DISK_ACTIONS, type DiskAction } from '~/state/machines/disk'
import { instanceMachine, type InstanceAction } from '~/state/machines/instance'
import { snapshotMachine, type SnapshotAction } from '~/state/machines/snapshot'
import { orList } from '~/state/machines/words'

// Spec §4 "States and transitions": the machines are the console's own (src/state/machines), so
// the mock refuses, with the API's 400 InvalidRequest, exactly what the console disables, and
// moves through the same transitional states for the same time.

export { DISK_ACTIONS, orList }
export type { InstanceAction, DiskAction }

const ms = (settle: { ms?: number } | null) => settle?.ms ?? 0

/** How long the mock's transitions take (ms), from the machines. */
export const TRANSITION_MS = {
  instanceCreate: ms(instanceMachine.settle('creating')),
  instanceStart: ms(instanceMachine.settle('starting')),
  instanceStop: ms(instanceMachine.settle('stopping')),
  instanceReboot: ms(instanceMachine.settle('rebooting')),
  diskCreate: ms(diskMachine.settle('creating')),
  diskAttach: ms(diskMachine.settle('attaching')),
  diskDetach: ms(diskMachine.settle('detaching')),
  diskFinalize: ms(diskMachine.settle('finalizing')),
  snapshotCreate: ms(snapshotMachine.settle('creating')),
} as const

export const diskCan = (action: DiskAction, state: DiskStateWire['state']): boolean =>
  diskMachine.can(action, state)

/** 400 InvalidRequest unless §4 allows `action` from the instance's run state. */
export function requireInstanceState(action: InstanceAction, state: InstanceState): void {
  const refusal = instanceMachine.refusal(action, state)
  if (refusal) throw invalidRequest(refusal)
}

/** 400 InvalidRequest unless §4 allows `action` from the disk's state. */
export function requireDiskState(action: DiskAction, state: DiskStateWire['state']): void {
  const refusal = diskMachine.refusal(action, state)
  if (refusal) throw invalidRequest(refusal)
}

/**
 * 400 InvalidRequest unless the API lets `action` happen in the snapshot's state: like the API, a
 * snapshot still being created cannot be deleted, and only a ready one makes an image.
 */
export function requireSnapshotState(
  action: SnapshotAction,
  snapshot: { name: string; state: SnapshotState },
): void {
  const refusal = snapshotMachine.refusal(action, snapshot.state, `snapshot ${snapshot.name}`)
  if (refusal) throw invalidRequest(refusal)
}

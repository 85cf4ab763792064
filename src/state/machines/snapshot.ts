import type { Snapshot, SnapshotState } from '~/api/generated/types'
import { machine } from './machine'
import type { BadgeColor } from './words'

// Spec §4 snapshot states, as data. The spec lists the states only; what each allows is the API's
// rule: an image or a disk is made only from a ready snapshot, and a snapshot still being created
// cannot be deleted (the API's delete takes ready, faulted and destroyed ones). The mock reads the
// same rules.

export const snapshotMachine = machine({
  noun: 'snapshot',
  /** Badge colours, in the scheme of the instance and disk badges. */
  badge: {
    creating: 'blue',
    ready: 'default',
    faulted: 'destructive',
    destroyed: 'destructive',
  } satisfies Record<SnapshotState, BadgeColor>,
  inProgress: ['creating'],
  actions: {
    createImage: { from: ['ready'], outcome: 'can be made into an image' },
    createDisk: { from: ['ready'], outcome: 'can be a new disk’s source' },
    delete: { from: ['ready', 'faulted', 'destroyed'], outcome: 'can be deleted' },
  },
  steps: {},
})

export type SnapshotAction = (typeof snapshotMachine.names)[number]
export const SNAPSHOT_STATES = snapshotMachine.states
/** States that settle on their own; they show a spinner and are polled. */
export const SNAPSHOT_IN_PROGRESS = snapshotMachine.inProgress

type HasState = Pick<Snapshot, 'state'>

export const snapshotCan = (action: SnapshotAction, snapshot: HasState): boolean =>
  snapshotMachine.can(action, snapshot.state)

/** Why the action is not possible now ('Only a ready snapshot can be made into an image'). */
export const snapshotDisabledReason = (action: SnapshotAction, snapshot: HasState) =>
  snapshotMachine.reason(action, snapshot.state)

export const snapshotInProgress = (snapshot: HasState) => SNAPSHOT_IN_PROGRESS.has(snapshot.state)

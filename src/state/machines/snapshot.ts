import type { Snapshot, SnapshotState } from '~/api/generated/types'
import { orList, stateLabel, withArticle, type BadgeColor } from './words'

// Spec §4 snapshot states, as data. The spec lists the states only; what each allows is the API's
// rule: an image or a disk is made only from a ready snapshot, and a snapshot still being created cannot be
// deleted (the API's delete takes ready, faulted and destroyed ones). The mock applies the same
// table (mirage/compute/rules).

/** Badge colours, in the scheme of the instance and disk badges. */
export const SNAPSHOT_BADGE: Record<SnapshotState, BadgeColor> = {
  creating: 'blue',
  ready: 'default',
  faulted: 'destructive',
  destroyed: 'destructive',
}

export const SNAPSHOT_STATES = Object.keys(SNAPSHOT_BADGE) as SnapshotState[]

/** States that settle on their own; they show a spinner and are polled. */
export const SNAPSHOT_IN_PROGRESS: ReadonlySet<SnapshotState> = new Set(['creating'])

export const SNAPSHOT_ACTIONS = {
  createImage: ['ready'],
  createDisk: ['ready'],
  delete: ['ready', 'faulted', 'destroyed'],
} as const satisfies Record<string, readonly SnapshotState[]>

export type SnapshotAction = keyof typeof SNAPSHOT_ACTIONS

const OUTCOME: Record<SnapshotAction, string> = {
  createImage: 'can be made into an image',
  createDisk: 'can be a new disk’s source',
  delete: 'can be deleted',
}

type HasState = Pick<Snapshot, 'state'>

export const snapshotCan = (action: SnapshotAction, snapshot: HasState): boolean =>
  (SNAPSHOT_ACTIONS[action] as readonly SnapshotState[]).includes(snapshot.state)

/** Why the action is not possible now ('Only a ready snapshot can be made into an image'). */
export function snapshotDisabledReason(
  action: SnapshotAction,
  snapshot: HasState,
): string | undefined {
  if (snapshotCan(action, snapshot)) return undefined
  return `Only ${withArticle(orList(SNAPSHOT_ACTIONS[action].map(stateLabel)))} snapshot ${OUTCOME[action]}`
}

export const snapshotInProgress = (snapshot: HasState) => SNAPSHOT_IN_PROGRESS.has(snapshot.state)

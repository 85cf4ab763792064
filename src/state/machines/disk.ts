import type { Disk, DiskState } from '~/api/generated/types'
import { orList, stateLabel, withArticle, type BadgeColor } from './words'

// Spec §4 for disks, as data; see ./instance for how the console uses it.

export type DiskStateName = DiskState['state']

/**
 * Disk badge colours. Spec §4 gives instance colours only; disks follow the same scheme: a
 * healthy resource is default, a resting one neutral, moving ones blue, a broken one destructive,
 * one the operator must look at notice, an import in any step purple.
 */
export const DISK_BADGE: Record<DiskStateName, BadgeColor> = {
  attached: 'default',
  attaching: 'blue',
  creating: 'default',
  detaching: 'blue',
  detached: 'neutral',
  destroyed: 'destructive',
  faulted: 'destructive',
  maintenance: 'notice',
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'purple',
}

export const DISK_STATES = Object.keys(DISK_BADGE) as DiskStateName[]

/** Spec §4: disk states that settle on their own; they show a spinner and are polled. */
export const DISK_IN_PROGRESS: ReadonlySet<DiskStateName> = new Set([
  'attaching',
  'creating',
  'detaching',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
])

/** Spec §4, "Disk action / Allowed from". */
export const DISK_ACTIONS = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof DISK_ACTIONS
export const DISK_ACTION_NAMES = Object.keys(DISK_ACTIONS) as DiskAction[]

/** The state a requested action puts the disk in until the server says otherwise. */
export const DISK_TRANSITION: Partial<Record<DiskAction, DiskStateName>> = {
  attach: 'attaching',
  detach: 'detaching',
}

const OUTCOME: Record<DiskAction, string> = {
  delete: 'can be deleted',
  snapshot: 'can be snapshotted',
  attach: 'can be attached',
  detach: 'can be detached',
  setAsBootDisk: 'can be set as boot disk',
}

type HasState = Pick<Disk, 'state'>

const diskStateCan = (action: DiskAction, state: DiskStateName): boolean =>
  (DISK_ACTIONS[action] as readonly DiskStateName[]).includes(state)

export const diskCan = (action: DiskAction, disk: HasState): boolean =>
  diskStateCan(action, disk.state.state)

/** Why the action is not possible now ('Only a detached or faulted disk can be deleted'). */
export function diskDisabledReason(action: DiskAction, disk: HasState): string | undefined {
  if (diskCan(action, disk)) return undefined
  return `Only ${withArticle(orList(DISK_ACTIONS[action].map(stateLabel)))} disk ${OUTCOME[action]}`
}

export const diskInProgress = (disk: HasState) => DISK_IN_PROGRESS.has(disk.state.state)

/** The instance a disk is attached to (or moving to or from), if any. */
export const diskInstanceId = (disk: HasState): string | undefined =>
  'instance' in disk.state ? disk.state.instance : undefined

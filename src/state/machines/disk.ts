import type { Disk, DiskState } from '~/api/generated/types'
import { machine } from './machine'
import type { BadgeColor } from './words'

// Spec §4 for disks, as data; see ./instance for how the console uses it.

export type DiskStateName = DiskState['state']

/**
 * Disk badge colours. Spec §4 gives instance colours only; disks follow the same scheme: a
 * healthy resource is default, a resting one neutral, moving ones blue, a broken one destructive,
 * one the operator must look at notice, an import in any step purple.
 */
export const diskMachine = machine({
  noun: 'disk',
  badge: {
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
  } satisfies Record<DiskStateName, BadgeColor>,
  // An upload in progress ends when its client stops writing (import_ready, where the user
  // finalizes it).
  inProgress: [
    'attaching',
    'detaching',
    'creating',
    'finalizing',
    'importing_from_bulk_writes',
    'importing_from_url',
  ],
  /** Spec §4, "Disk action / Allowed from". */
  actions: {
    delete: { from: ['detached', 'faulted'], outcome: 'can be deleted' },
    snapshot: {
      from: ['attached', 'detached'],
      outcome: 'can be snapshotted',
    },
    attach: {
      from: ['creating', 'detached'],
      via: 'attaching',
      outcome: 'can be attached',
    },
    detach: {
      from: ['attached'],
      via: 'detaching',
      outcome: 'can be detached',
    },
    setAsBootDisk: {
      from: ['attached'],
      outcome: 'can be set as boot disk',
    },
  },
  /** The import by bulk writes (the image upload): the API's steps, none a menu item. */
  steps: {
    startImport: {
      from: ['import_ready'],
      via: 'importing_from_bulk_writes',
    },
    write: { from: ['importing_from_bulk_writes'] },
    stopImport: {
      from: ['importing_from_bulk_writes'],
      via: 'import_ready',
    },
    finalize: { from: ['import_ready'], via: 'finalizing' },
  },
})

export type DiskAction = (typeof diskMachine.names)[number]
export const DISK_STATES = diskMachine.states
export const DISK_IN_PROGRESS = diskMachine.inProgress
/** The state a requested action puts the disk in until the server says otherwise. */
export const DISK_TRANSITION = diskMachine.transition

type HasState = Pick<Disk, 'state'>

export const diskCan = (action: DiskAction, disk: HasState): boolean =>
  diskMachine.can(action, disk.state.state)

/** Why the action is not possible now ('Only a detached or faulted disk can be deleted'). */
export const diskDisabledReason = (action: DiskAction, disk: HasState) =>
  diskMachine.reason(action, disk.state.state)

export const diskInProgress = (disk: HasState) => DISK_IN_PROGRESS.has(disk.state.state)

/** The instance a disk is attached to (or moving to or from), if any. */
export const diskInstanceId = (disk: HasState): string | undefined =>
  'instance' in disk.state ? disk.state.instance : undefined

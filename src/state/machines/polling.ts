import type { Disk, Instance, Snapshot } from '~/api/generated/types'
import { diskInProgress } from './disk'
import { instanceInProgress } from './instance'
import { snapshotInProgress } from './snapshot'

/**
 * How often a view re-asks while something it shows is in progress. The spec gives no interval;
 * a second matches how long the platform's transitions take and keeps the load light.
 */
const IN_PROGRESS_POLL_MS = 1000

/** The polling interval for a query showing these instances: on while any is in progress. */
export const pollInstances = (instances: readonly Instance[] | undefined) =>
  instances?.some(instanceInProgress) ? IN_PROGRESS_POLL_MS : 0

/** The polling interval for a query showing these disks: on while any is in progress. */
export const pollDisks = (disks: readonly Disk[] | undefined) =>
  disks?.some(diskInProgress) ? IN_PROGRESS_POLL_MS : 0

/** The polling interval for a query showing these snapshots: on while any is being created. */
export const pollSnapshots = (snapshots: readonly Snapshot[] | undefined) =>
  snapshots?.some(snapshotInProgress) ? IN_PROGRESS_POLL_MS : 0

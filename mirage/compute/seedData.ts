import type { InstanceAutoRestartPolicy, InstanceState, SnapshotState } from '~/api/generated/types'
import type { DiskStateName } from '~/state/machines/disk'
import { seedAt } from '../context'
import { FAR_FUTURE } from '../factories/compute'

// The compute seed as data: which instances, disks, snapshots and images each project starts
// with. Between them they show every instance state, disk state and snapshot state of spec §4,
// both auto-restart cases, and a project (build-farm) with more instances than one page.

export type SeedInstance = {
  project: string
  name: string
  state: InstanceState
  ncpus: number
  memoryGiB: number
  description: string
  /** boot image (silo image name); the boot disk is `<name>-boot` */
  image?: string
  policy?: InstanceAutoRestartPolicy
  lastAutoRestartHoursAgo?: number
  cooldown?: string
  ephemeralIp?: boolean
  floatingIp?: boolean
}

const inst = (
  project: string,
  name: string,
  state: InstanceState,
  ncpus: number,
  memoryGiB: number,
  description: string,
  extra: Partial<SeedInstance> = {},
): SeedInstance => ({ project, name, state, ncpus, memoryGiB, description, ...extra })

const builders: SeedInstance[] = Array.from({ length: 26 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0')
  const state: InstanceState = (i + 1) % 7 === 0 ? 'stopped' : 'running'
  return inst('build-farm', `builder-${n}`, state, 4, 16, `CI builder ${n}`, {
    image: 'ubuntu-24-04',
  })
})

// prettier-ignore
export const SEED_INSTANCES: SeedInstance[] = [
  inst('atlas-ingest', 'ingest-worker-1', 'running', 4, 16, 'Tile ingestion worker', { ephemeralIp: true, floatingIp: true }),
  inst('atlas-ingest', 'ingest-worker-2', 'running', 4, 16, 'Tile ingestion worker', { ephemeralIp: true }),
  inst('atlas-ingest', 'ingest-worker-3', 'stopped', 4, 16, 'Spare ingestion worker'),
  inst('atlas-ingest', 'ingest-scheduler', 'starting', 2, 8, 'Schedules ingestion batches'),
  inst('atlas-ingest', 'ingest-batch', 'stopping', 8, 32, 'Nightly batch runner'),
  inst('atlas-ingest', 'tile-cache', 'migrating', 2, 8, 'Hot tile cache'),
  inst('atlas-ingest', 'ingest-legacy', 'failed', 2, 4, 'Old importer, due for auto-restart',
    { policy: 'best_effort', lastAutoRestartHoursAgo: 30, cooldown: seedAt(29) }),
  inst('atlas-ingest', 'ingest-flaky', 'failed', 2, 4, 'Crashes often; in its restart cooldown',
    { lastAutoRestartHoursAgo: 1, cooldown: FAR_FUTURE }),
  inst('atlas-ingest', 'ingest-archive', 'failed', 1, 2, 'Auto-restart switched off', { policy: 'never' }),
  inst('billing-api', 'invoice-api-1', 'running', 4, 8, 'Invoice API', { ephemeralIp: true, floatingIp: true }),
  inst('billing-api', 'invoice-api-2', 'rebooting', 4, 8, 'Invoice API'),
  inst('billing-api', 'usage-meter', 'repairing', 2, 8, 'Usage metering'),
  inst('billing-api', 'billing-db', 'stopped', 8, 64, 'Billing database'),
  inst('billing-api', 'billing-worker', 'creating', 2, 4, 'Queue worker being created'),
  inst('billing-api', 'billing-retired', 'destroyed', 2, 4, 'Retired reporting host'),
  ...builders,
  inst('canary-east', 'canary-web-1', 'running', 2, 4, 'Canary web node', { ephemeralIp: true }),
  inst('canary-east', 'canary-web-2', 'stopped', 2, 4, 'Canary web node'),
  inst('chat-relay', 'relay-1', 'running', 2, 8, 'Message relay', { image: 'alpine-3-20' }),
  inst('data-lake', 'lake-query', 'stopped', 16, 128, 'Query engine', { image: 'rocky-9' }),
]

export type SeedImage = {
  name: string
  os: string
  version: string
  description: string
  sizeGiB: number
  /** a project image of this project; silo image otherwise */
  project?: string
}

// prettier-ignore
export const SEED_IMAGES: SeedImage[] = [
  { name: 'debian-12', os: 'Debian', version: '12', description: 'Debian 12 "bookworm"', sizeGiB: 2 },
  { name: 'ubuntu-24-04', os: 'Ubuntu', version: '24.04', description: 'Ubuntu 24.04 LTS', sizeGiB: 3 },
  { name: 'fedora-41', os: 'Fedora', version: '41', description: 'Fedora Cloud 41', sizeGiB: 4 },
  { name: 'alpine-3-20', os: 'Alpine', version: '3.20', description: 'Alpine Linux', sizeGiB: 1 },
  { name: 'rocky-9', os: 'Rocky Linux', version: '9.4', description: 'Rocky Linux 9', sizeGiB: 2 },
  { name: 'ingest-base', os: 'Debian', version: '12-ingest.3', description: 'Debian with the ingestion toolchain',
    sizeGiB: 3, project: 'atlas-ingest' },
  { name: 'builder-image', os: 'Ubuntu', version: '24.04-ci.7', description: 'Ubuntu with compilers and caches for CI',
    sizeGiB: 6, project: 'build-farm' },
]

/** Extra disks beyond each instance's boot disk; `attachedTo` names an instance of the project. */
export type SeedDisk = {
  project: string
  name: string
  state: DiskStateName
  sizeGiB: number
  description: string
  attachedTo?: string
  blockSize?: 512 | 2048 | 4096
}

const disk = (
  project: string,
  name: string,
  state: DiskStateName,
  sizeGiB: number,
  description: string,
  attachedTo?: string,
): SeedDisk => ({ project, name, state, sizeGiB, description, attachedTo })

export const SEED_DISKS: SeedDisk[] = [
  disk('atlas-ingest', 'ingest-data-1', 'attached', 200, 'Tile staging', 'ingest-worker-1'),
  disk('atlas-ingest', 'ingest-data-2', 'detaching', 200, 'Tile staging', 'ingest-worker-3'),
  disk('atlas-ingest', 'ingest-data-3', 'attaching', 100, 'Extra staging', 'ingest-worker-3'),
  disk('atlas-ingest', 'ingest-scratch', 'detached', 50, 'Scratch space'),
  disk('atlas-ingest', 'ingest-spare', 'detached', 20, 'Spare volume'),
  disk('atlas-ingest', 'ingest-restore', 'creating', 100, 'Being restored from a snapshot'),
  disk('atlas-ingest', 'ingest-upload', 'import_ready', 10, 'Waiting for an image upload'),
  disk('atlas-ingest', 'ingest-upload-2', 'importing_from_bulk_writes', 10, 'Upload in progress'),
  disk('atlas-ingest', 'ingest-url-import', 'importing_from_url', 10, 'Importing from a URL'),
  disk('atlas-ingest', 'ingest-finalizing', 'finalizing', 10, 'Upload being finalized'),
  disk('atlas-ingest', 'ingest-maint', 'maintenance', 100, 'Under maintenance'),
  disk('atlas-ingest', 'ingest-broken', 'faulted', 100, 'Lost its backing storage'),
  disk('atlas-ingest', 'ingest-gone', 'destroyed', 10, 'Deleted volume'),
  disk('billing-api', 'billing-db-data', 'attached', 500, 'Database files', 'billing-db'),
  disk('billing-api', 'billing-exports', 'detached', 50, 'CSV exports'),
  disk('build-farm', 'build-cache', 'detached', 400, 'Shared build cache'),
]

export type SeedSnapshot = {
  project: string
  name: string
  disk: string
  state: SnapshotState
  description: string
}

const snap = (
  ...[project, name, disk, state, description]: [string, string, string, SnapshotState, string]
) => ({ project, name, disk, state, description })

// prettier-ignore
export const SEED_SNAPSHOTS: SeedSnapshot[] = [
  snap('atlas-ingest', 'worker-1-boot-nightly', 'ingest-worker-1-boot', 'ready', 'Nightly boot disk snapshot'),
  snap('atlas-ingest', 'data-1-weekly', 'ingest-data-1', 'ready', 'Weekly staging snapshot'),
  snap('atlas-ingest', 'data-1-now', 'ingest-data-1', 'creating', 'Taken a moment ago'),
  snap('atlas-ingest', 'scratch-failed', 'ingest-scratch', 'faulted', 'Storage failed while snapshotting'),
  snap('atlas-ingest', 'scratch-old', 'ingest-scratch', 'destroyed', 'Deleted'),
  snap('billing-api', 'billing-db-pre-upgrade', 'billing-db-data', 'ready', 'Before the schema upgrade'),
]

import type { InstanceAutoRestartPolicy, InstanceState, SnapshotState } from '~/api/generated/types'
import type { DiskStateName } from '~/state/machines/disk'
import { seedAt } from '../../context'
import { FAR_FUTURE } from '../../orm/factories/compute'

// The compute seed as data: which instances, disks, snapshots and images each project starts
// with. Between them they show every instance state, disk state and snapshot state of spec §4,
// both auto-restart cases, and a project (build-farm) with more instances than one page.

/** What an instance has beyond its boot disk and interface, and its auto-restart history. */
type Extras = {
  /** boot image (silo image name); the boot disk is `<name>-boot` */
  image?: string
  policy?: InstanceAutoRestartPolicy
  lastAutoRestartHoursAgo?: number
  cooldown?: string
  ephemeralIp?: boolean
  floatingIp?: boolean
  /** net0 with an IPv6 address beside its IPv4 one, and with ephemeralIp one of each version */
  dualStack?: boolean
}
/** project, name, state, cpus, memory in GiB, description, extras */
type SeedInstance = [string, string, InstanceState, number, number, string, Extras?]

const builders: SeedInstance[] = Array.from({ length: 26 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0')
  const state: InstanceState = (i + 1) % 7 === 0 ? 'stopped' : 'running'
  return ['build-farm', `builder-${n}`, state, 4, 16, `CI builder ${n}`, { image: 'ubuntu-24-04' }]
})

// prettier-ignore
export const SEED_INSTANCES: SeedInstance[] = [
  ['atlas-ingest', 'ingest-worker-1', 'running', 4, 16, 'Tile ingestion worker', { ephemeralIp: true, floatingIp: true }],
  ['atlas-ingest', 'ingest-worker-2', 'running', 4, 16, 'Tile ingestion worker', { ephemeralIp: true, dualStack: true }],
  ['atlas-ingest', 'ingest-worker-3', 'stopped', 4, 16, 'Spare ingestion worker'],
  ['atlas-ingest', 'ingest-scheduler', 'starting', 2, 8, 'Schedules ingestion batches'],
  ['atlas-ingest', 'ingest-batch', 'stopping', 8, 32, 'Nightly batch runner'],
  ['atlas-ingest', 'tile-cache', 'migrating', 2, 8, 'Hot tile cache'],
  ['atlas-ingest', 'ingest-legacy', 'failed', 2, 4, 'Old importer, due for auto-restart',
    { policy: 'best_effort', lastAutoRestartHoursAgo: 30, cooldown: seedAt(29) }],
  ['atlas-ingest', 'ingest-flaky', 'failed', 2, 4, 'Crashes often; in its restart cooldown',
    { lastAutoRestartHoursAgo: 1, cooldown: FAR_FUTURE }],
  ['atlas-ingest', 'ingest-archive', 'failed', 1, 2, 'Auto-restart switched off', { policy: 'never' }],
  ['billing-api', 'invoice-api-1', 'running', 4, 8, 'Invoice API', { ephemeralIp: true, floatingIp: true }],
  ['billing-api', 'invoice-api-2', 'rebooting', 4, 8, 'Invoice API'],
  ['billing-api', 'usage-meter', 'repairing', 2, 8, 'Usage metering'],
  ['billing-api', 'billing-db', 'stopped', 8, 64, 'Billing database'],
  ['billing-api', 'billing-worker', 'creating', 2, 4, 'Queue worker being created'],
  ['billing-api', 'billing-retired', 'destroyed', 2, 4, 'Retired reporting host'],
  ...builders,
  ['canary-east', 'canary-web-1', 'running', 2, 4, 'Canary web node', { ephemeralIp: true }],
  ['canary-east', 'canary-web-2', 'stopped', 2, 4, 'Canary web node'],
  ['chat-relay', 'relay-1', 'running', 2, 8, 'Message relay', { image: 'alpine-3-20' }],
  ['data-lake', 'lake-query', 'stopped', 16, 128, 'Query engine', { image: 'rocky-9' }],
]

/** name, os, version, description, size in GiB, project (a project image; a silo image otherwise) */
type SeedImage = [string, string, string, string, number, string?]

// prettier-ignore
export const SEED_IMAGES: SeedImage[] = [
  ['debian-12', 'Debian', '12', 'Debian 12 "bookworm"', 2],
  ['ubuntu-24-04', 'Ubuntu', '24.04', 'Ubuntu 24.04 LTS', 3],
  ['fedora-41', 'Fedora', '41', 'Fedora Cloud 41', 4],
  ['alpine-3-20', 'Alpine', '3.20', 'Alpine Linux', 1],
  ['rocky-9', 'Rocky Linux', '9.4', 'Rocky Linux 9', 2],
  ['ingest-base', 'Debian', '12-ingest.3', 'Debian with the ingestion toolchain', 3, 'atlas-ingest'],
  ['builder-image', 'Ubuntu', '24.04-ci.7', 'Ubuntu with compilers and caches for CI', 6, 'build-farm'],
]

/**
 * Extra disks beyond each instance's boot disk: project, name, state, size in GiB, description,
 * the instance of the project it is attached to
 */
type SeedDisk = [string, string, DiskStateName, number, string, string?]

export const SEED_DISKS: SeedDisk[] = [
  ['atlas-ingest', 'ingest-data-1', 'attached', 200, 'Tile staging', 'ingest-worker-1'],
  ['atlas-ingest', 'ingest-data-2', 'detaching', 200, 'Tile staging', 'ingest-worker-3'],
  ['atlas-ingest', 'ingest-data-3', 'attaching', 100, 'Extra staging', 'ingest-worker-3'],
  ['atlas-ingest', 'ingest-scratch', 'detached', 50, 'Scratch space'],
  ['atlas-ingest', 'ingest-spare', 'detached', 20, 'Spare volume'],
  ['atlas-ingest', 'ingest-restore', 'creating', 100, 'Being restored from a snapshot'],
  ['atlas-ingest', 'ingest-upload', 'import_ready', 10, 'Waiting for an image upload'],
  ['atlas-ingest', 'ingest-upload-2', 'importing_from_bulk_writes', 10, 'Upload in progress'],
  ['atlas-ingest', 'ingest-url-import', 'importing_from_url', 10, 'Importing from a URL'],
  ['atlas-ingest', 'ingest-finalizing', 'finalizing', 10, 'Upload being finalized'],
  ['atlas-ingest', 'ingest-maint', 'maintenance', 100, 'Under maintenance'],
  ['atlas-ingest', 'ingest-broken', 'faulted', 100, 'Lost its backing storage'],
  ['atlas-ingest', 'ingest-gone', 'destroyed', 10, 'Deleted volume'],
  ['billing-api', 'billing-db-data', 'attached', 500, 'Database files', 'billing-db'],
  ['billing-api', 'billing-exports', 'detached', 50, 'CSV exports'],
  ['build-farm', 'build-cache', 'detached', 400, 'Shared build cache'],
]

/** project, name, disk (of the project), state, description */
type SeedSnapshot = [string, string, string, SnapshotState, string]

// prettier-ignore
export const SEED_SNAPSHOTS: SeedSnapshot[] = [
  ['atlas-ingest', 'worker-1-boot-nightly', 'ingest-worker-1-boot', 'ready', 'Nightly boot disk snapshot'],
  ['atlas-ingest', 'data-1-weekly', 'ingest-data-1', 'ready', 'Weekly staging snapshot'],
  ['atlas-ingest', 'data-1-now', 'ingest-data-1', 'creating', 'Taken a moment ago'],
  ['atlas-ingest', 'scratch-failed', 'ingest-scratch', 'faulted', 'Storage failed while snapshotting'],
  ['atlas-ingest', 'scratch-old', 'ingest-scratch', 'destroyed', 'Deleted'],
  ['billing-api', 'billing-db-pre-upgrade', 'billing-db-data', 'ready', 'Before the schema upgrade'],
]

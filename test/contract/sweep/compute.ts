import type { SweepCase } from './case'

// The compute area: instances (and their disks, external IPs, serial console, SSH keys, network
// interfaces), disks (with the bulk-write import and metrics), snapshots and images, against the
// seeded fleet. Actions that need a settled state use seeded records already in it, since the
// sweep does not wait for transitions.

const GiB = 1024 ** 3
const ATLAS = { project: 'atlas-ingest' }
const BILLING = { project: 'billing-api' }
/** Seeded ids (mirage/sim/scenarios/compute.ts: seedId(kind, n)). */
const WORKER_1_ID = '5eed0401-0000-4000-8000-000000000001'
const DEBIAN_IMAGE_ID = '5eed0404-0000-4000-8000-000000000001'
const NIGHTLY_SNAPSHOT_ID = '5eed0403-0000-4000-8000-000000000001'
/** 512 zero bytes, base64: one block of a 512-byte-block disk */
const ZERO_BLOCK = btoa(String.fromCharCode(...new Array<number>(512).fill(0)))

export const computeCases: SweepCase[] = [
  // instances
  { op: 'instanceList', query: ATLAS },
  { op: 'instanceList', query: { project: 'build-farm', limit: 25, sort_by: 'name_descending' } },
  { op: 'instanceView', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  { op: 'instanceView', path: { instance: WORKER_1_ID }, note: 'by id, no project' },
  {
    op: 'instanceCreate',
    query: ATLAS,
    body: {
      name: 'sweep-vm',
      description: 'made by the sweep',
      hostname: 'sweep-vm',
      ncpus: 2,
      memory: 4 * GiB,
      boot_disk: {
        type: 'create',
        name: 'sweep-vm-boot',
        description: '',
        size: 10 * GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'image', image_id: DEBIAN_IMAGE_ID },
        },
      },
      disks: [{ type: 'attach', name: 'ingest-spare' }],
      network_interfaces: { type: 'default_dual_stack' },
      external_ips: [
        { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } },
        { type: 'floating', floating_ip: 'ingest-spare' },
      ],
      anti_affinity_groups: [],
      cpu_platform: 'amd_milan',
      enable_jumbo_frames: false,
      ssh_public_keys: ['work-laptop'],
      user_data: btoa('#cloud-config\n'),
      auto_restart_policy: 'best_effort',
      start: true,
    },
  },
  {
    op: 'instanceUpdate',
    path: { instance: 'ingest-worker-3' },
    query: ATLAS,
    body: {
      ncpus: 2,
      memory: 8 * GiB,
      boot_disk: 'ingest-worker-3-boot',
      auto_restart_policy: 'never',
      cpu_platform: null,
      enable_jumbo_frames: false,
    },
    note: 'resize a stopped instance',
  },
  { op: 'instanceStart', path: { instance: 'canary-web-2' }, query: { project: 'canary-east' } },
  { op: 'instanceStop', path: { instance: 'ingest-worker-2' }, query: ATLAS },
  { op: 'instanceDiskList', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  {
    op: 'instanceDiskAttach',
    path: { instance: 'billing-db' },
    query: BILLING,
    body: { disk: 'billing-exports' },
  },
  {
    op: 'instanceDiskDetach',
    path: { instance: 'billing-db' },
    query: BILLING,
    body: { disk: 'billing-db-data' },
  },
  { op: 'instanceExternalIpList', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  { op: 'instanceEphemeralIpDetach', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  {
    op: 'instanceEphemeralIpAttach',
    path: { instance: 'ingest-worker-1' },
    query: ATLAS,
    body: { pool_selector: { type: 'explicit', pool: 'default' } },
  },
  {
    op: 'instanceSerialConsole',
    path: { instance: 'ingest-worker-1' },
    query: { ...ATLAS, most_recent: 200, max_bytes: 100 },
  },
  {
    op: 'instanceSerialConsoleStream',
    path: { instance: 'ingest-worker-1' },
    query: ATLAS,
    status: 400,
    note: 'a websocket; a plain GET without the upgrade is refused',
  },
  { op: 'instanceSshPublicKeyList', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  { op: 'instanceReboot', path: { instance: 'ingest-worker-1' }, query: ATLAS },
  { op: 'instanceDelete', path: { instance: 'ingest-archive' }, query: ATLAS, note: 'failed' },

  // network interfaces (the instance must be stopped)
  { op: 'instanceNetworkInterfaceList', query: { instance: 'ingest-worker-3', ...ATLAS } },
  {
    op: 'instanceNetworkInterfaceCreate',
    query: { instance: 'ingest-worker-3', ...ATLAS },
    body: {
      name: 'net1',
      description: 'second leg',
      vpc_name: 'default',
      subnet_name: 'default',
      ip_config: { type: 'v4', value: { ip: { type: 'auto' }, transit_ips: [] } },
    },
  },
  {
    op: 'instanceNetworkInterfaceView',
    path: { interface: 'net1' },
    query: { instance: 'ingest-worker-3', ...ATLAS },
  },
  {
    op: 'instanceNetworkInterfaceUpdate',
    path: { interface: 'net1' },
    query: { instance: 'ingest-worker-3', ...ATLAS },
    body: {
      name: 'net1',
      description: 'renamed leg',
      primary: false,
      transit_ips: ['10.9.0.0/24'],
    },
  },
  {
    op: 'instanceNetworkInterfaceDelete',
    path: { interface: 'net1' },
    query: { instance: 'ingest-worker-3', ...ATLAS },
  },

  // disks
  { op: 'diskList', query: ATLAS },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'sweep-disk',
      description: '',
      size: 10 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
  },
  { op: 'diskView', path: { disk: 'sweep-disk' }, query: ATLAS },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'sweep-disk-ro',
      description: 'read-only, from an image',
      size: 10 * GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'image', image_id: DEBIAN_IMAGE_ID, read_only: true },
      },
    },
  },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'sweep-disk-local',
      description: '',
      size: 10 * GiB,
      disk_backend: { type: 'local' },
    },
  },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'sweep-disk-old',
      description: '',
      size: 10 * GiB,
      disk_source: { type: 'blank', block_size: 4096 },
    },
    status: 400,
    note: 'the 20250730 body',
  },
  { op: 'diskDelete', path: { disk: 'ingest-broken' }, query: ATLAS, note: 'faulted' },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'sweep-upload',
      description: 'image upload',
      size: GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    },
    note: 'for the import',
  },
  { op: 'diskBulkWriteImportStart', path: { disk: 'sweep-upload' }, query: ATLAS },
  {
    op: 'diskBulkWriteImport',
    path: { disk: 'sweep-upload' },
    query: ATLAS,
    body: { offset: 0, base64_encoded_data: ZERO_BLOCK },
  },
  { op: 'diskBulkWriteImportStop', path: { disk: 'sweep-upload' }, query: ATLAS },
  {
    op: 'diskFinalizeImport',
    path: { disk: 'sweep-upload' },
    query: ATLAS,
    body: { snapshot_name: 'sweep-upload-snap' },
  },
  {
    op: 'timeseriesQuery',
    query: ATLAS,
    body: {
      query:
        'get virtual_disk:bytes_read | filter timestamp >= @2025-05-12T08:00:00 && timestamp < @2025-05-12T09:00:00 | align mean_within(60s)',
    },
    note: "disk metrics: the successor of the disk's own metrics call",
  },

  // snapshots
  { op: 'snapshotList', query: ATLAS },
  {
    op: 'snapshotCreate',
    query: ATLAS,
    body: { name: 'sweep-snap', description: '', disk: 'ingest-data-1' },
  },
  { op: 'snapshotView', path: { snapshot: 'sweep-snap' }, query: ATLAS },
  { op: 'snapshotDelete', path: { snapshot: 'data-1-weekly' }, query: ATLAS },

  // images: project image → silo image → another project's image
  { op: 'imageList', query: ATLAS, note: 'project images' },
  { op: 'imageList', note: 'silo images' },
  {
    op: 'imageCreate',
    query: ATLAS,
    body: {
      name: 'sweep-image',
      description: 'from the nightly snapshot',
      os: 'Debian',
      version: '12',
      source: { type: 'snapshot', id: NIGHTLY_SNAPSHOT_ID },
    },
  },
  { op: 'imageView', path: { image: 'sweep-image' }, query: ATLAS },
  { op: 'imagePromote', path: { image: 'sweep-image' }, query: ATLAS },
  { op: 'imageView', path: { image: 'sweep-image' }, note: 'now a silo image' },
  { op: 'imageDemote', path: { image: 'sweep-image' }, query: BILLING },
  { op: 'imageDelete', path: { image: 'sweep-image' }, query: BILLING },

  // errors
  {
    op: 'instanceView',
    path: { instance: 'no-such-vm' },
    query: ATLAS,
    status: 404,
    note: 'ObjectNotFound',
  },
  {
    op: 'instanceView',
    path: { instance: 'ingest-worker-1' },
    status: 400,
    note: 'a name without a project',
  },
  {
    op: 'instanceView',
    path: { instance: WORKER_1_ID },
    query: ATLAS,
    status: 400,
    note: 'an id with a project',
  },
  {
    op: 'instanceCreate',
    query: ATLAS,
    body: {
      name: 'ingest-worker-1',
      description: '',
      hostname: 'x',
      ncpus: 1,
      memory: GiB,
      network_interfaces: { type: 'none' },
    },
    status: 400,
    note: 'ObjectAlreadyExists',
  },
  {
    op: 'instanceStart',
    path: { instance: 'invoice-api-1' },
    query: BILLING,
    status: 400,
    note: 'already running (spec §4)',
  },
  {
    op: 'diskDelete',
    path: { disk: 'ingest-data-1' },
    query: ATLAS,
    status: 400,
    note: 'attached (spec §4)',
  },
  {
    op: 'diskCreate',
    query: ATLAS,
    body: {
      name: 'odd',
      description: '',
      size: 1000,
      disk_source: { type: 'blank', block_size: 512 },
    },
    status: 400,
    note: 'size not a multiple of the block size',
  },
  {
    op: 'diskBulkWriteImport',
    path: { disk: 'ingest-upload-2' },
    query: ATLAS,
    body: { offset: 0, base64_encoded_data: 'not base64!' },
    status: 400,
    note: 'bad base64',
  },
  { op: 'imageList', as: 'noor', status: 403, note: 'silo images need a silo role' },
  { op: 'instanceList', query: ATLAS, as: 'noor', status: 404, note: 'project not visible' },
]

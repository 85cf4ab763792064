import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { seedId } from '../util/ids'
import { GiB } from './body'
import { allocateIp, siloPools } from '../fleet/shared'
import { seedAffinityMembers } from '../networking/shared'
import { ON_A_SLED, sledForPlacement } from '../system/shared'
import { nextMac, subnetAddress } from './ips'
import type { DiskStateWire, InstanceRecord } from './records'
import { SEED_DISKS, SEED_IMAGES, SEED_INSTANCES, SEED_SNAPSHOTS, seedAt } from './seedData'
import type { SeedInstance } from './seedData'

// Writes seedData.ts into the tables with fixed ids and timestamps. Reads what the earlier areas
// seeded: projects (foundation), IP pools (fleet), sleds (system), default VPCs, subnets and
// floating IPs (networking); whatever is missing is skipped, so a partial fleet still seeds.

/** seedId kinds of this area (the foundation uses 1–7; areas keep to their own ranges). */
const KIND = { instance: 0x401, disk: 0x402, snapshot: 0x403, image: 0x404, nic: 0x405, ip: 0x406 }

/** The fixed id of a seeded instance (e.g. for the route walk's /lookup/i/{id}). */
export function instanceSeedId(name: string): string {
  const n = SEED_INSTANCES.findIndex((spec) => spec.name === name)
  if (n < 0) throw new Error(`[mock] no seeded instance ${name}`)
  return seedId(KIND.instance, n + 1)
}

const BOOT_DISK_GIB = 20
const DEFAULT_IMAGE = 'debian-12'

function seedImages(db: MockDb, projects: Map<string, ProjectRecord>, siloId: string) {
  SEED_IMAGES.forEach((image, i) => {
    const project = image.project ? projects.get(image.project) : undefined
    if (image.project && !project) return
    db.images.insert({
      id: seedId(KIND.image, i + 1),
      name: image.name,
      description: image.description,
      os: image.os,
      version: image.version,
      project_id: project?.id ?? null,
      block_size: 512,
      size: image.sizeGiB * GiB,
      digest: { type: 'sha256', value: (i + 1).toString(16).padStart(2, '0').repeat(32) },
      time_created: seedAt(24 * (120 - i * 7)),
      time_modified: seedAt(24 * (120 - i * 7)),
      _silo_id: siloId,
    })
  })
}

function instanceRecord(
  spec: SeedInstance,
  n: number,
  projectId: string,
  keyIds: string[],
): InstanceRecord {
  const created = seedAt(24 * 60 - n * 5)
  const changed = seedAt(2 + (n % 11))
  const policy = spec.policy ?? null
  return {
    id: seedId(KIND.instance, n),
    name: spec.name,
    description: spec.description,
    hostname: spec.name,
    ncpus: spec.ncpus,
    memory: spec.memoryGiB * GiB,
    project_id: projectId,
    run_state: spec.state,
    time_run_state_updated: changed,
    time_created: created,
    time_modified: changed,
    boot_disk_id: null,
    auto_restart_policy: policy,
    auto_restart_enabled: policy !== 'never',
    auto_restart_cooldown_expiration: spec.cooldown ?? null,
    time_last_auto_restarted:
      spec.lastAutoRestartHoursAgo === undefined ? null : seedAt(spec.lastAutoRestartHoursAgo),
    // Seeded in-progress states finish later, unless frozen: see seedSettle.ts.
    _transition: null,
    _sled_id: null,
    _user_data: '',
    _ssh_key_ids: keyIds,
    _anti_affinity_group_ids: [],
  }
}

export function seedComputeRecords(db: MockDb): void {
  const projects = new Map(db.projects.all().map((p) => [p.name, p]))
  const siloId = projects.values().next().value?.silo_id
  if (!siloId) return
  seedImages(db, projects, siloId)
  const imageId = (name: string) => db.images.first((i) => i.name === name && !i.project_id)

  // Ada created the seeded instances, with her SSH keys.
  const adaKeys = db.sshKeys.where((k) => k.name === 'work-laptop' || k.name === 'ci-runner')
  const hasDefaultPool = siloPools(db, siloId).some((p) => p.is_default)
  let diskN = 0
  let ipN = 0
  let placed = 0

  SEED_INSTANCES.forEach((spec, i) => {
    const project = projects.get(spec.project)
    if (!project) return
    // i + 1: instanceSeedId above gives the same id by name
    const record = instanceRecord(
      spec,
      i + 1,
      project.id,
      adaKeys.map((k) => k.id),
    )
    if (ON_A_SLED.includes(spec.state)) record._sled_id = sledForPlacement(db, placed++)
    if (spec.state !== 'destroyed') {
      const image = imageId(spec.image ?? DEFAULT_IMAGE)
      const state: DiskStateWire =
        spec.state === 'creating'
          ? { state: 'attaching', instance: record.id }
          : { state: 'attached', instance: record.id }
      const boot = db.disks.insert({
        id: seedId(KIND.disk, ++diskN),
        name: `${spec.name}-boot`,
        description: `Boot disk of ${spec.name}`,
        project_id: project.id,
        size: BOOT_DISK_GIB * GiB,
        block_size: image?.block_size ?? 512,
        device_path: `/mnt/${spec.name}-boot`,
        image_id: image?.id ?? null,
        snapshot_id: null,
        state,
        time_created: record.time_created,
        time_modified: record.time_created,
        _transition: null,
        _written_bytes: 0,
      })
      record.boot_disk_id = boot.id
    }
    db.instances.insert(record)
    if (spec.state === 'destroyed') return

    const vpc = db.vpcs.first((v) => v.project_id === project.id && v.name === 'default')
    const subnet = vpc && db.vpcSubnets.first((s) => s.vpc_id === vpc.id && s.name === 'default')
    if (vpc && subnet) {
      const used = new Set(
        db.networkInterfaces.where((n) => n.subnet_id === subnet.id).map((n) => n.ip),
      )
      db.networkInterfaces.insert({
        id: seedId(KIND.nic, i + 1),
        name: 'net0',
        description: 'default primary interface for the instance',
        instance_id: record.id,
        vpc_id: vpc.id,
        subnet_id: subnet.id,
        ip: subnetAddress(subnet.ipv4_block, used),
        mac: nextMac(db),
        primary: true,
        transit_ips: [],
        time_created: record.time_created,
        time_modified: record.time_created,
        _project_id: project.id,
      })
    }
    if (spec.ephemeralIp && hasDefaultPool) {
      db.externalIps.insert({
        id: seedId(KIND.ip, ++ipN),
        kind: 'ephemeral',
        ...allocateIp(db, undefined, siloId),
        _instance_id: record.id,
        _project_id: project.id,
      })
    }
    if (spec.floatingIp) {
      const free = db.floatingIps
        .where((f) => f.project_id === project.id && !f.instance_id)
        .sort((a, b) => (a.name < b.name ? -1 : 1))[0]
      if (free) db.floatingIps.update(free.id, { instance_id: record.id })
    }
  })

  seedDisks(db, projects, () => ++diskN)
  seedSnapshots(db, projects)
  // networking's seeded affinity groups take their members now that instances exist
  seedAffinityMembers(db)
}

function seedDisks(db: MockDb, projects: Map<string, ProjectRecord>, nextN: () => number) {
  SEED_DISKS.forEach((spec, i) => {
    const project = projects.get(spec.project)
    if (!project) return
    const instance = spec.attachedTo
      ? db.instances.first((r) => r.project_id === project.id && r.name === spec.attachedTo)
      : undefined
    const state: DiskStateWire =
      (spec.state === 'attached' || spec.state === 'attaching' || spec.state === 'detaching') &&
      instance
        ? { state: spec.state, instance: instance.id }
        : ({ state: spec.state === 'attached' ? 'detached' : spec.state } as DiskStateWire)
    db.disks.insert({
      id: seedId(KIND.disk, nextN()),
      name: spec.name,
      description: spec.description,
      project_id: project.id,
      size: spec.sizeGiB * GiB,
      block_size: spec.blockSize ?? 4096,
      device_path: `/mnt/${spec.name}`,
      image_id: null,
      snapshot_id: null,
      state,
      time_created: seedAt(24 * 30 - i * 6),
      time_modified: seedAt(24 * 2 - i),
      _transition: null,
      _written_bytes: spec.state === 'importing_from_bulk_writes' ? 3 * 1024 * 1024 : 0,
    })
  })
}

function seedSnapshots(db: MockDb, projects: Map<string, ProjectRecord>) {
  SEED_SNAPSHOTS.forEach((spec, i) => {
    const project = projects.get(spec.project)
    const disk =
      project && db.disks.first((d) => d.project_id === project.id && d.name === spec.disk)
    if (!project || !disk) return
    db.snapshots.insert({
      id: seedId(KIND.snapshot, i + 1),
      name: spec.name,
      description: spec.description,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state: spec.state,
      time_created: seedAt(24 * 10 - i * 12),
      time_modified: seedAt(24 * 10 - i * 12),
      _transition: null,
    })
  })
}

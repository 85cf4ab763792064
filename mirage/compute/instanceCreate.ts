import type { MockContext } from '../context'
import type { ProjectRecord, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest, notFound } from '../util/errors'
import { isUuid, newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { created } from '../util/respond'
import type { Body } from '../util/validate'
import {
  jsonBody,
  objectAt,
  optionalBoolean,
  optionalString,
  requireName,
  requireString,
} from '../util/validate'
import { decodeBase64, invalidValue, optionalArray, variantOf } from './body'
import { newDisk, parseDiskSpec } from './diskSpec'
import type { DiskSpec } from './diskSpec'
import { toWire } from '../wire'
import { allocateIp } from '../fleet/shared'
import type { Allocation } from '../fleet/shared'
import {
  autoRestartEnabled,
  MAX_DISKS_PER_INSTANCE,
  MAX_USER_DATA_BYTES,
  parseAutoRestartPolicy,
  parseHostname,
  parseMemory,
  parseNcpus,
} from './instanceParams'
import { planInterfaces, insertInterfaces } from './nicPlan'
import type { DiskRecord, InstanceRecord } from './records'
import { diskCan, orList, DISK_ACTIONS, TRANSITION_MS } from './rules'
import { requireQuota } from './quota'
import { projectFromQuery, requireProjectRole } from '../projectScope'
import { isoAt, settleDisk, transition } from './settle'
import { pickSled } from './shared'

// POST /v1/instances with the whole InstanceCreate body: disks to create or attach (and which one
// boots), network interfaces (the project's default VPC, a list, or none), external IPs
// (ephemeral from a pool, floating by name or id), SSH keys, user data, auto-restart policy and
// whether to start. Everything is checked before anything is written, so a refused request
// leaves no half-made instance behind.

type DiskPlan = { kind: 'create'; spec: DiskSpec } | { kind: 'attach'; disk: DiskRecord }

function planDisk(
  ctx: MockContext,
  project: ProjectRecord,
  value: unknown,
  where: string,
): DiskPlan {
  const attachment = objectAt(value, where)
  const kind = variantOf(attachment, where, ['create', 'attach'] as const)
  if (kind === 'create') return { kind, spec: parseDiskSpec(ctx, project, attachment, where) }
  const name = requireName(attachment)
  const raw = ctx.db.disks.first((d) => d.project_id === project.id && d.name === name)
  if (!raw) throw notFound('disk', name)
  const disk = settleDisk(ctx.db, raw)
  if (!diskCan('attach', disk.state.state)) {
    throw invalidRequest(
      `disk ${name} must be ${orList(DISK_ACTIONS.attach)} to be attached (it is ${disk.state.state})`,
    )
  }
  return { kind, disk }
}

const planName = (plan: DiskPlan) => (plan.kind === 'create' ? plan.spec.name : plan.disk.name)

type IpPlan = { kind: 'ephemeral'; address: Allocation } | { kind: 'floating'; id: string }

function planExternalIps(
  ctx: MockContext,
  me: UserRecord,
  project: ProjectRecord,
  body: Body,
): IpPlan[] {
  const plans = (optionalArray(body, 'external_ips') ?? []).map((value, i): IpPlan => {
    const where = `external_ips[${i}]`
    const ip = objectAt(value, where)
    const kind = variantOf(ip, where, ['ephemeral', 'floating'] as const)
    if (kind === 'ephemeral') {
      const pool = optionalString(ip, 'pool')
      return { kind, address: allocateIp(ctx.db, pool, me.silo_id) }
    }
    const key = requireString(ip, 'floating_ip')
    const floating = ctx.db.floatingIps.first(
      (f) => f.project_id === project.id && (isUuid(key) ? f.id === key : f.name === key),
    )
    if (!floating) throw notFound('floating-ip', key)
    if (floating.instance_id) {
      throw invalidRequest(
        `floating IP ${floating.name} cannot be attached to one instance while still attached to another`,
      )
    }
    return { kind, id: floating.id }
  })
  if (plans.filter((p) => p.kind === 'ephemeral').length > 1) {
    throw invalidRequest('An instance may not have more than 1 ephemeral IP address')
  }
  return plans
}

function sshKeyIds(ctx: MockContext, me: UserRecord, body: Body): string[] {
  const mine = ctx.db.sshKeys.where((k) => k.silo_user_id === me.id)
  const requested = optionalArray(body, 'ssh_public_keys')
  // Absent or null: every key of the creator's profile is passed to the instance.
  if (requested === undefined) return mine.map((k) => k.id)
  return requested.map((key) => {
    if (typeof key !== 'string') throw invalidBody('ssh_public_keys: expected names or ids')
    const found = mine.find((k) => (isUuid(key) ? k.id === key : k.name === key))
    if (!found) throw notFound('ssh-key', key)
    return found.id
  })
}

function userData(body: Body): string {
  const value = optionalString(body, 'user_data') ?? ''
  const decoded = decodeBase64(value)
  if (!decoded) throw invalidBody('user_data: not valid base64 (RFC 4648 §4, padded)')
  if (decoded.length > MAX_USER_DATA_BYTES) {
    throw invalidValue('user_data', `user data may be at most ${MAX_USER_DATA_BYTES} bytes`)
  }
  return value
}

function antiAffinityGroupIds(ctx: MockContext, project: ProjectRecord, body: Body): string[] {
  const groups = ctx.db.antiAffinityGroups
  return (optionalArray(body, 'anti_affinity_groups') ?? []).map((key) => {
    if (typeof key !== 'string') throw invalidBody('anti_affinity_groups: expected names or ids')
    const found = groups.first(
      (g) => g.project_id === project.id && (isUuid(key) ? g.id === key : g.name === key),
    )
    if (!found) throw notFound('anti-affinity-group', key)
    return found.id
  })
}

export function instanceCreateRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.post('/v1/instances', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const hostname = parseHostname(body)
    const ncpus = parseNcpus(body)
    const memory = parseMemory(body)
    const policy = parseAutoRestartPolicy(body)
    const start = optionalBoolean(body, 'start', true)
    assertNameFree(
      db.instances.where((i) => i.project_id === project.id),
      name,
      'instance',
    )

    const boot =
      body.boot_disk === undefined || body.boot_disk === null
        ? null
        : planDisk(ctx, project, body.boot_disk, 'boot_disk')
    const others = (optionalArray(body, 'disks') ?? []).map((d, i) =>
      planDisk(ctx, project, d, `disks[${i}]`),
    )
    const disks = boot ? [boot, ...others] : others
    if (disks.length > MAX_DISKS_PER_INSTANCE) {
      throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to an instance`)
    }
    const names = disks.map(planName)
    const dup = names.find((n, i) => names.indexOf(n) !== i)
    if (dup) throw invalidRequest(`disk ${dup} is named more than once`)
    const existing = db.disks.where((d) => d.project_id === project.id)
    for (const plan of disks)
      if (plan.kind === 'create') assertNameFree(existing, plan.spec.name, 'disk')

    const nics = planInterfaces(ctx, project, body.network_interfaces ?? { type: 'default' })
    const ips = planExternalIps(ctx, me, project, body)
    const keys = sshKeyIds(ctx, me, body)
    const data = userData(body)
    const groups = antiAffinityGroupIds(ctx, project, body)
    requireQuota(db, project.silo_id, {
      cpus: ncpus,
      memory,
      storage: disks.reduce((sum, d) => sum + (d.kind === 'create' ? d.spec.size : 0), 0),
    })

    // Everything checked: write.
    const id = newId()
    const time = Date.now()
    const diskIds = disks.map((plan) => {
      if (plan.kind === 'create') return db.disks.insert(newDisk(plan.spec, project.id, id)).id
      db.disks.update(plan.disk.id, {
        state: { state: 'attached', instance: id },
        _transition: null,
        time_modified: isoAt(time),
      })
      return plan.disk.id
    })
    const instance: InstanceRecord = {
      id,
      name,
      description,
      hostname,
      ncpus,
      memory,
      project_id: project.id,
      run_state: 'creating',
      time_run_state_updated: isoAt(time),
      time_created: isoAt(time),
      time_modified: isoAt(time),
      boot_disk_id: boot ? (diskIds[0] ?? null) : null,
      auto_restart_policy: policy,
      auto_restart_enabled: autoRestartEnabled(policy),
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      _transition: transition(start ? 'running' : 'stopped', TRANSITION_MS.instanceCreate, time),
      _sled_id: start ? pickSled(db) : null,
      _user_data: data,
      _ssh_key_ids: keys,
      _anti_affinity_group_ids: groups,
    }
    db.instances.insert(instance)
    insertInterfaces(db, id, project.id, nics)
    for (const ip of ips) {
      if (ip.kind === 'floating')
        db.floatingIps.update(ip.id, { instance_id: id, time_modified: now() })
      else {
        db.externalIps.insert({
          id: newId(),
          kind: 'ephemeral',
          ...ip.address,
          _instance_id: id,
          _project_id: project.id,
        })
      }
    }
    return created(toWire(instance))
  })
}

import type { InstanceCreate, InstanceDiskAttachment } from '~/api/generated/types'
import {
  MAX_DISKS_PER_INSTANCE,
  MAX_MEMORY_GIB,
  MAX_USER_DATA_BYTES,
  MAX_VCPUS,
  MIN_MEMORY_GIB,
} from '~/util/limits'
import type { Call, MockApi } from '../api/define'
import { projectFromQuery } from '../api/scope'
import type { MockContext } from '../context'
import { allocateBySelector, wireSelector } from '../orm/allocate'
import { GiB } from '../orm/factories/define'
import { assertNameFree, byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import { decodeBase64, requireQuota } from '../sim/quota'
import { beginDisk, beginInstance, requireDisk } from '../sim/settle'
import { invalidRequest, invalidValue } from '../util/errors'
import { joinGroups } from './affinity'
import { createDisk, diskSpec, type DiskSpec } from './disks'
import { planInterfaces } from './instances.nics'
import { tooManyDisks, versionOf } from './instances.parts'

// POST /v1/instances with the whole InstanceCreate body: disks to create or attach (and which one
// boots), network interfaces (the project's default VPC, a list, or none), external IPs
// (ephemeral from a pool, floating by name or id), SSH keys, user data, auto-restart policy,
// anti-affinity groups and whether to start. Everything is checked before anything is written,
// so a refused request leaves no half-made instance behind.

type DiskPlan = { spec: DiskSpec } | { disk: M<'disk'> }

function planDisk(
  ctx: MockContext,
  project: M<'project'>,
  a: Wire<InstanceDiskAttachment>,
): DiskPlan {
  if (a.type === 'create') return { spec: diskSpec(ctx, project, a) }
  const disk = byNameOrId(project.disks, a.name, 'disk')
  requireDisk(disk, 'attach', `disk ${disk.name}`)
  return { disk }
}

function planExternalIps(
  ctx: MockContext,
  c: Call,
  project: M<'project'>,
  body: Wire<InstanceCreate>,
) {
  const plans = (body.external_ips ?? []).map((ip) => {
    if (ip.type === 'ephemeral')
      return {
        address: allocateBySelector(ctx, wireSelector(ip.pool_selector), c.me.siloId),
        floating: null,
      }
    const floating = byNameOrId(project.floatingIps, ip.floating_ip, 'floating-ip')
    if (floating.instanceId) {
      throw invalidRequest(
        `floating IP ${floating.name} cannot be attached to one instance while still attached to another`,
      )
    }
    return { floating, address: null }
  })
  const versions = plans.flatMap((p) => (p.address ? [versionOf(p.address.ip)] : []))
  if (new Set(versions).size < versions.length) {
    throw invalidRequest(
      'An instance may not have more than 1 ephemeral IP address of each version',
    )
  }
  return plans
}

/** Sizes within the API's limits, which the contract's integer types cannot state. */
export function checkSize(ncpus: number, memory: number) {
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance must have at least 1 vCPU')
  if (ncpus > MAX_VCPUS)
    throw invalidValue('ncpus', `an instance may have at most ${MAX_VCPUS} vCPUs`)
  if (memory < MIN_MEMORY_GIB * GiB) throw invalidValue('memory', 'memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidValue('memory', 'memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY_GIB * GiB) throw invalidValue('memory', 'memory must be at most 1536 GiB')
}

export function instanceCreateRoutes(api: MockApi, ctx: MockContext): void {
  api.on('instanceCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const body = c.json<InstanceCreate>()
    checkSize(body.ncpus, body.memory)
    assertNameFree(project.instances, body.name, 'instance')

    const boot = body.boot_disk ? planDisk(ctx, project, body.boot_disk) : null
    const disks = [
      ...(boot ? [boot] : []),
      ...(body.disks ?? []).map((d) => planDisk(ctx, project, d)),
    ]
    if (disks.length > MAX_DISKS_PER_INSTANCE) throw tooManyDisks()
    const names = disks.map((p) => ('spec' in p ? p.spec.name : p.disk.name))
    const dup = names.find((n, i) => names.indexOf(n) !== i)
    if (dup) throw invalidRequest(`disk ${dup} is named more than once`)
    for (const p of disks) if ('spec' in p) assertNameFree(project.disks, p.spec.name, 'disk')
    const nics = planInterfaces(
      ctx,
      project,
      body.network_interfaces ?? { type: 'default_dual_stack' },
    )
    const ips = planExternalIps(ctx, c, project, body)
    // absent or null: every key of the creator's profile goes to the instance
    const keys = body.ssh_public_keys
      ? body.ssh_public_keys.map((key) => byNameOrId(c.me.sshKeys, key, 'ssh-key'))
      : c.me.sshKeys.models
    // base64 by the contract (format byte): the API decodes it
    const data = decodeBase64(body.user_data ?? '')!
    if (data.length > MAX_USER_DATA_BYTES) {
      throw invalidValue('user_data', `user data may be at most ${MAX_USER_DATA_BYTES} bytes`)
    }
    const join = joinGroups(ctx, body.anti_affinity_groups ?? [], project)
    const storage = disks.reduce((sum, p) => sum + ('spec' in p ? p.spec.size : 0), 0)
    requireQuota(ctx, project.siloId, { cpus: body.ncpus, memory: body.memory, storage })

    const instance = ctx.create('instance', {
      name: body.name,
      description: body.description,
      hostname: body.hostname,
      ncpus: body.ncpus,
      memory: body.memory,
      project,
      runState: 'creating',
      autoRestartPolicy: body.auto_restart_policy ?? null,
      cpuPlatform: body.cpu_platform ?? null,
      enableJumboFrames: body.enable_jumbo_frames ?? false,
      userData: body.user_data ?? '',
      sshKeyIds: keys.map((k) => k.id),
    })
    const diskIds = disks.map((p) => {
      const disk = 'spec' in p ? createDisk(ctx, p.spec, project) : p.disk
      beginDisk(disk, 'attached', instance.id)
      return disk.id
    })
    instance.update({ bootDiskId: boot ? (diskIds[0] ?? null) : null })
    for (const nic of nics) ctx.create('networkInterface', { ...nic, instanceId: instance.id })
    for (const { floating, address } of ips) {
      if (floating)
        floating.update({ instanceId: instance.id, timeModified: new Date().toISOString() })
      if (address) ctx.create('externalIp', { ...address, instanceId: instance.id })
    }
    join(instance)
    return beginInstance(ctx, instance, 'creating', body.start === false ? 'stopped' : 'running')
  })
}

import type { InstanceUpdate } from '~/api/generated/types'
import { instanceMachine } from '~/state/machines/instance'
import { MAX_MEMORY_GIB, MAX_VCPUS, MIN_MEMORY_GIB } from '~/util/limits'
import type { Call, MockApi } from '../api/define'
import { byNameOrId, list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { GiB } from '../factories/define'
import { invalidRequest, invalidValue } from '../util/errors'
import { diskMachine } from '~/state/machines/disk'
import { requireQuota } from './quota'
import { beginInstance, requireInstance } from './settle'

// /v1/instances: list, view, update, delete, and the run-state actions. Every action checks the
// instance machine (src/state/machines) against the state as of now, then moves through the
// machine's transitional state (compute/settle.ts).

/** Sizes within the API's limits, which the contract's integer types cannot state. */
export function checkSize(ncpus: number, memory: number) {
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance must have at least 1 vCPU')
  if (ncpus > MAX_VCPUS)
    throw invalidValue('ncpus', `an instance may have at most ${MAX_VCPUS} vCPUs`)
  if (memory < MIN_MEMORY_GIB * GiB) throw invalidValue('memory', 'memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidValue('memory', 'memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY_GIB * GiB) throw invalidValue('memory', 'memory must be at most 1536 GiB')
}

export function instanceRoutes(api: MockApi, ctx: MockContext): void {
  const instance = (c: Call) => selectParam(ctx, c, 'instance', 'instance')

  api.on('instanceList', (c) => list(projectFromQuery(ctx, c).instances, c.request))
  api.on('instanceView', (c) => instance(c))

  api.on('instanceUpdate', (c) => {
    const i = instance(c)
    const body = c.json<InstanceUpdate>()
    checkSize(body.ncpus, body.memory)
    // InstanceUpdate: a boot disk left out (or null) unsets it
    let bootDiskId: string | null = null
    if (body.boot_disk) {
      const disk = byNameOrId(i.project!.disks, body.boot_disk, 'disk')
      if (disk.instanceId !== i.id || !diskMachine.can('setAsBootDisk', disk.state)) {
        throw invalidRequest(
          `disk ${disk.name} must be attached to instance ${i.name} to be its boot disk`,
        )
      }
      bootDiskId = disk.id
    }
    if (body.ncpus !== i.ncpus || body.memory !== i.memory) requireInstance(i, 'resize')
    if (bootDiskId !== (i.bootDiskId ?? null)) requireInstance(i, 'updateBootDisk')
    requireQuota(ctx, i.project!.siloId, {
      cpus: body.ncpus - i.ncpus,
      memory: body.memory - i.memory,
    })
    const policy = body.auto_restart_policy ?? null
    i.update({
      ncpus: body.ncpus,
      memory: body.memory,
      bootDiskId,
      autoRestartPolicy: policy,
      autoRestartEnabled: policy !== 'never',
      // both take effect at the next start, so they may change in any state
      cpuPlatform: body.cpu_platform ?? null,
      enableJumboFrames: body.enable_jumbo_frames,
      timeModified: new Date().toISOString(),
    })
    return i
  })

  // Deleting an instance detaches its disks and gives back its interfaces and ephemeral IPs; the
  // relations let go of the rest (its floating IPs, its place in affinity groups).
  api.on('instanceDelete', (c) => {
    const i = requireInstance(instance(c), 'delete')
    i.disks.update('state', 'detached')
    i.disks.update('transition', null)
    i.networkInterfaces.destroy()
    i.externalIps.destroy()
    i.destroy()
  })

  for (const action of ['start', 'stop', 'reboot'] as const) {
    api.on(`instance${action[0]!.toUpperCase()}${action.slice(1)}` as 'instanceStart', (c) =>
      beginInstance(ctx, requireInstance(instance(c), action), instanceMachine.viaOf(action)!),
    )
  }
}

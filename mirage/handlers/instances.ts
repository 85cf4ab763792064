import type { InstanceUpdate } from '~/api/generated/types'
import { diskMachine } from '~/state/machines/disk'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { byNameOrId } from '../orm/lookups'
import { instanceSim } from '../sim/machines'
import { requireQuota } from '../sim/quota'
import { beginInstance, requireInstance } from '../sim/settle'
import { invalidRequest } from '../util/errors'
import { checkSize, instanceCreateRoutes } from './instances.create'
import { nicRoutes } from './instances.nics'
import { instancePartRoutes } from './instances.parts'

// /v1/instances: list, view, update, delete, and the run-state actions. Every action checks the
// instance machine (src/state/machines) against the state as of now, then moves through the
// machine's transitional state (sim/settle.ts).

function instanceRoutes(api: MockApi, ctx: MockContext): void {
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
    ctx.schema.where('externalSubnet', { instanceId: i.id }).update('instanceId', null)
    i.destroy()
  })

  for (const action of ['start', 'stop', 'reboot'] as const) {
    api.on(`instance${action[0]!.toUpperCase()}${action.slice(1)}` as 'instanceStart', (c) =>
      beginInstance(ctx, requireInstance(instance(c), action), instanceSim.viaOf(action)!),
    )
  }
}

/** The instances group: create, its disks, addresses and keys, and its network interfaces beside it. */
export function instancesHandlers(api: MockApi, ctx: MockContext): void {
  instanceRoutes(api, ctx)
  instanceCreateRoutes(api, ctx)
  instancePartRoutes(api, ctx)
  nicRoutes(api, ctx)
}

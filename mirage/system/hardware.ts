import type { SledProvisionPolicyParams, UninitializedSledId } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, byId, list } from '../api/lists'
import { ON_A_SLED } from '../compute/settle'
import type { MockContext } from '../context'
import type { ModelName } from '../models'
import { asSchema } from '../serializer'
import { invalidRequest, notFoundAs } from '../util/errors'

// The rack's inventory: racks, sleds (with their disks and the instances running on them),
// physical disks, switches and the sleds not yet added. Adding a sled moves it from the
// uninitialized list into the inventory, with the disks its sled agent reports (sled factory).

export function hardwareRoutes(api: MockApi, ctx: MockContext) {
  const param = <K extends ModelName>(c: Call, type: K, name: string, kind: string) =>
    byId(ctx, type, c.params[name] ?? '', kind)
  const all = (c: Call, type: 'rack' | 'sled' | 'physicalDisk' | 'switch' | 'uninitializedSled') =>
    list(ctx.schema.all(type), c.request, BY_ID)

  api.on('rackList', (c) => all(c, 'rack'))
  api.on('rackView', (c) => param(c, 'rack', 'rack_id', 'rack'))
  api.on('sledList', (c) => all(c, 'sled'))
  api.on('sledView', (c) => param(c, 'sled', 'sled_id', 'sled'))
  api.on('sledPhysicalDiskList', (c) =>
    list(param(c, 'sled', 'sled_id', 'sled').physicalDisks, c.request, BY_ID),
  )
  api.on('sledInstanceList', (c) => {
    const sled = param(c, 'sled', 'sled_id', 'sled')
    const here = sled.instances.models.filter((i) => ON_A_SLED.includes(i.runState))
    return list(here, c.request, BY_ID, (i) =>
      asSchema('SledInstance', {
        ...i.attrs,
        activeSledId: sled.id,
        migrationId: null,
        projectName: i.project?.name ?? 'unknown',
        siloName: i.project?.silo?.name ?? 'unknown',
        state: i.runState,
      }),
    )
  })
  api.on('sledListUninitialized', (c) => all(c, 'uninitializedSled'))
  api.on('sledAdd', (c) => {
    const { serial, part } = c.json<UninitializedSledId>()
    const waiting = ctx.schema
      .all('uninitializedSled')
      .models.find((u) => u.baseboard.serial === serial && u.baseboard.part === part)
    if (!waiting) throw notFoundAs(`uninitialized sled with serial "${serial}" and part "${part}"`)
    const { rackId, baseboard, cubby } = waiting
    const sled = ctx.create('sled', { rackId, baseboard, cubby })
    waiting.destroy()
    return { id: sled.id }
  })
  api.on('sledSetProvisionPolicy', (c) => {
    const sled = param(c, 'sled', 'sled_id', 'sled')
    const { state } = c.json<SledProvisionPolicyParams>()
    if (sled.policy.kind !== 'in_service') {
      // an expunged sled is gone for good; its provision policy no longer means anything
      throw invalidRequest(`cannot set provision policy of sled ${sled.id}: the sled is expunged`)
    }
    const old_state = sled.policy.provision_policy
    sled.update({
      policy: { kind: 'in_service', provision_policy: state },
      timeModified: new Date().toISOString(),
    })
    return { old_state, new_state: state }
  })
  api.on('physicalDiskList', (c) => all(c, 'physicalDisk'))
  api.on('physicalDiskView', (c) => param(c, 'physicalDisk', 'disk_id', 'physical-disk'))
  api.on('switchList', (c) => all(c, 'switch'))
  api.on('switchView', (c) => param(c, 'switch', 'switch_id', 'switch'))
}

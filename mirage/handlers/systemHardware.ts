import type {
  SledProvisionPolicyParams,
  SwitchSlot,
  SwitchPortApplySettings,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { ON_A_SLED } from '../orm/allocate'
import { byId } from '../orm/lookups'
import type { ModelName } from '../orm/models'
import { settingsByKey } from '../orm/parts/switchPorts'
import { asSchema } from '../orm/serializer'
import { invalidRequest, notFound, switchLocation as checkLocation } from '../util/errors'
import { adoptionHandlers, settleAdoptions } from './systemHardware.adoption'

// The rack's inventory: racks, sleds (with their disks and the instances running on them),
// physical disks (and the adoption of new ones: systemHardware.adoption.ts), switches and their
// ports, and the sleds not yet added (which join through a change of the rack's membership:
// experimental.ts).

/** The {port} of the path on the `rack_id` and `switch_slot` of the query (or path). */
export function switchPortOf(
  ctx: MockContext,
  c: Call,
  from: (key: string) => string | undefined = c.query,
) {
  const [rackId = '', location = ''] = [from('rack_id'), from('switch_slot')]
  const portName = c.params.port ?? ''
  const switchSlot: SwitchSlot = checkLocation(location, 'switch_slot')
  if (!ctx.schema.find('rack', rackId)) throw notFound('rack', rackId)
  const found = ctx.schema.findBy('switchPort', { rackId, switchSlot, portName })
  if (!found) throw notFound('switch-port', portName)
  return found
}

export function systemHardwareHandlers(api: MockApi, ctx: MockContext) {
  const param = <K extends ModelName>(c: Call, type: K, name: string, kind: string) =>
    byId(ctx, type, c.params[name] ?? '', kind)
  const all = (c: Call, type: 'rack' | 'sled' | 'physicalDisk' | 'switch' | 'uninitializedSled') =>
    list(ctx.schema.all(type), c.request, BY_ID)

  api.on('rackList', (c) => all(c, 'rack'))
  api.on('rackView', (c) => param(c, 'rack', 'rack_id', 'rack'))
  api.on('sledList', (c) => all(c, 'sled'))
  api.on('sledView', (c) => param(c, 'sled', 'sled_id', 'sled'))
  api.on('sledPhysicalDiskList', (c) => {
    settleAdoptions(ctx)
    return list(param(c, 'sled', 'sled_id', 'sled').physicalDisks, c.request, BY_ID)
  })
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
  api.on('physicalDiskList', (c) => {
    settleAdoptions(ctx)
    return all(c, 'physicalDisk')
  })
  api.on('physicalDiskView', (c) => param(c, 'physicalDisk', 'disk_id', 'physical-disk'))
  adoptionHandlers(api, ctx)
  api.on('switchList', (c) => all(c, 'switch'))
  api.on('switchView', (c) => param(c, 'switch', 'switch_id', 'switch'))

  // Switch ports: what is applied to them and what their transceivers report.
  const port = (c: Call) => switchPortOf(ctx, c)
  api.on('networkingSwitchPortList', (c) => {
    const only = c.query('switch_port_id')
    return list(ctx.schema.where('switchPort', only ? { id: only } : {}), c.request, BY_ID)
  })
  api.on('networkingSwitchPortApplySettings', (c) => {
    const { port_settings } = c.json<SwitchPortApplySettings>()
    port(c).update({ portSettingsId: settingsByKey(ctx, port_settings).id })
  })
  api.on('networkingSwitchPortClearSettings', (c) => port(c).update({ portSettingsId: null }))
  // What the transceiver daemon reports (SwitchLinkState has no fixed schema).
  api.on('networkingSwitchPortStatus', (c) => {
    const p = port(c)
    const link = p.portSettings?.links[0]
    return {
      link: {
        port_id: p.portName,
        link_id: 0,
        enabled: !!link,
        autoneg: link?.autoneg ?? false,
        speed: link?.speed ?? 'speed0_g',
        fec: link?.fec ?? null,
        mtu: link?.mtu ?? 0,
        link_state: link ? (p.linkDownSince ? 'down' : 'up') : 'unknown',
        presence: !!link,
        media: link ? 'optical' : 'unknown',
      },
      monitors: link
        ? {
            receiver_power: [-2.9, -3.1, -3.0, -2.8],
            transmitter_bias_current: [38.2, 38.0, 38.4, 38.1],
          }
        : null,
    }
  })
}

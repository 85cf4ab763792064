import type {
  LldpLinkConfig,
  SwitchPortApplySettings,
  SwitchPortSettings,
  SwitchPortSettingsCreate,
  SwitchSlot,
} from '~/api/generated/types'
import { requiredQuery, type Call, type MockApi } from '../api/define'
import {
  invalidRequest,
  notFound,
  notFoundAs,
  switchLocation as checkLocation,
} from '../util/errors'
import { assertNameFree, BY_ID, byNameOrId, list } from '../api/lists'
import { stamped, type MockContext } from '../context'
import type { M } from '../models'
import type { Wire } from '../models/attrs'
import { asSchema, optionalNulls } from '../serializer'
import { newId } from '../util/ids'
import { blockFor, lotByKey } from './addressLots'

// Switch ports, the settings applied to them, their LLDP configuration and what LLDP sees on the
// wire. A port's LLDP configuration belongs to the first link of its applied settings, so a port
// without settings has none (404), as on a real rack.

type Settings = Wire<SwitchPortSettings>

const settingsByKey = (ctx: MockContext, key: string) =>
  byNameOrId(ctx.schema.all('switchPortSetting'), key, 'switch-port-settings')

/**
 * A SwitchPortSettingsCreate (valid by the contract) as the stored settings view: the API splits
 * one body into layers, each tagged with the settings' id; names in the body (address lots, BGP
 * configs, groups) resolve to records here, so a reference to something missing is a 404.
 */
export function buildPortSettings(
  ctx: MockContext,
  body: Wire<SwitchPortSettingsCreate>,
  partId: () => string = newId,
  time = new Date().toISOString(),
): M<'switchPortSetting'> {
  const id = partId()
  const interfaces: Settings['interfaces'] = (body.interfaces ?? []).map((i) => ({
    id: partId(),
    interface_name: i.link_name,
    kind: i.kind,
    port_settings_id: id,
    v6_enabled: i.v6_enabled,
  }))
  const on = (link: string) => ({ interface_name: link, port_settings_id: id })
  return ctx.create('switchPortSetting', {
    id,
    name: body.name,
    description: body.description,
    port: { geometry: body.port_config.geometry, port_settings_id: id },
    links: body.links.map((l) => ({
      autoneg: l.autoneg,
      fec: l.fec ?? null,
      link_name: l.link_name,
      lldp_link_config: { id: partId(), ...optionalNulls('LldpLinkConfig'), ...l.lldp },
      mtu: l.mtu,
      port_settings_id: id,
      speed: l.speed,
      tx_eq_config: l.tx_eq ? { ...optionalNulls('TxEqConfig'), ...l.tx_eq } : null,
    })),
    interfaces,
    addresses: body.addresses.flatMap((config) =>
      config.addresses.map((a) => {
        const lot = lotByKey(ctx, a.address_lot)
        const block = blockFor(lot, a.address, 'address')
        const at = {
          address_lot_block_id: block.id,
          address_lot_id: lot.id,
          address_lot_name: lot.name,
        }
        return { address: a.address, ...at, ...on(config.link_name), vlan_id: a.vlan_id ?? null }
      }),
    ),
    routes: (body.routes ?? []).flatMap((config) =>
      config.routes.map((r) => ({
        dst: r.dst,
        gw: r.gw,
        ...on(config.link_name),
        rib_priority: r.rib_priority ?? null,
        vlan_id: r.vid ?? null,
      })),
    ),
    bgpPeers: (body.bgp_peers ?? []).flatMap((config) =>
      config.peers.map((p) => ({
        ...optionalNulls('BgpPeer'),
        ...p,
        bgp_config: byNameOrId(ctx.schema.all('bgpConfig'), p.bgp_config, 'bgp-config').id,
      })),
    ),
    groups: (body.groups ?? []).map((g) => ({
      port_settings_group_id: settingsByKey(ctx, g).id,
      port_settings_id: id,
    })),
    ...stamped(time),
  })
}

/** The LLDP configuration of the port's applied settings (its first link that has one). */
function lldpOf(port: M<'switchPort'>) {
  const settings = port.portSettings
  const link = settings?.links.find((l) => l.lldp_link_config)
  if (!settings || !link?.lldp_link_config)
    throw notFoundAs(`lldp-link-config for switch port ${port.portName}`)
  return { settings, link, config: link.lldp_link_config }
}

export function switchPortRoutes(api: MockApi, ctx: MockContext) {
  /** The {port} of the path on the `rack_id` and `switch_slot` of the query (or path). */
  const port = (c: Call, from: (key: string) => string | undefined = c.query) => {
    const [rackId = '', location = ''] = [from('rack_id'), from('switch_slot')]
    const portName = c.params.port ?? ''
    const switchSlot: SwitchSlot = checkLocation(location, 'switch_slot')
    if (!ctx.schema.find('rack', rackId)) throw notFound('rack', rackId)
    const found = ctx.schema.findBy('switchPort', { rackId, switchSlot, portName })
    if (!found) throw notFound('switch-port', portName)
    return found
  }

  api.on('networkingSwitchPortList', (c) => {
    const only = c.query('switch_port_id')
    return list(ctx.schema.where('switchPort', only ? { id: only } : {}), c.request, BY_ID)
  })
  api.on('networkingSwitchPortLldpConfigView', (c) => lldpOf(port(c)).config)
  api.on('networkingSwitchPortLldpConfigUpdate', (c) => {
    const { settings, link, config } = lldpOf(port(c))
    // the service instance keeps its id; the body's is informational
    const next = { ...c.json<LldpLinkConfig>(), id: config.id }
    settings.update({
      links: settings.links.map((l) => (l === link ? { ...l, lldp_link_config: next } : l)),
      timeModified: new Date().toISOString(),
    })
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
  api.on('networkingSwitchPortLldpNeighbors', (c) =>
    list(port(c, (key) => c.params[key]).lldpNeighbors, c.request, BY_ID),
  )

  api.on('networkingSwitchPortSettingsList', (c) => {
    const only = c.query('port_settings')
    const all = ctx.schema.where(
      'switchPortSetting',
      (s) => only === undefined || s.id === only || s.name === only,
    )
    return list(all, c.request, undefined, (s) => asSchema('SwitchPortSettingsIdentity', s.attrs))
  })
  api.on('networkingSwitchPortSettingsCreate', (c) => {
    const body = c.json<SwitchPortSettingsCreate>()
    assertNameFree(ctx.schema.all('switchPortSetting'), body.name, 'switch-port-settings')
    return buildPortSettings(ctx, body)
  })
  api.on('networkingSwitchPortSettingsDelete', (c) => {
    const settings = settingsByKey(ctx, requiredQuery(c, 'port_settings'))
    const user = ctx.schema.findBy('switchPort', { portSettingsId: settings.id })
    if (user) {
      throw invalidRequest(
        `switch port settings "${settings.name}" are applied to ${user.switchSlot}/${user.portName}`,
      )
    }
    settings.destroy()
  })
  api.on('networkingSwitchPortSettingsView', (c) => settingsByKey(ctx, c.params.port ?? ''))
}

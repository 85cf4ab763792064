import type { SwitchPortSettings, SwitchPortSettingsCreate } from '~/api/generated/types'
import { stamped, type MockContext } from '../../context'
import { newId } from '../../util/ids'
import { byNameOrId } from '../lookups'
import type { M } from '../models'
import type { Wire } from '../models/attrs'
import { optionalNulls } from '../serializer'
import { blockFor, lotByKey } from './addressLots'

// Switch port settings, as a create body makes them (the handlers and the seed).

type Settings = Wire<SwitchPortSettings>

export const settingsByKey = (ctx: MockContext, key: string) =>
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

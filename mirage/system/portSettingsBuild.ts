import type { MockDb } from '../db'
import { byNameOrId } from '../util/lookup'
import type { Body } from '../util/validate'
import { blockFor, lotByNameOrId } from './common'
import {
  arr,
  bool,
  field,
  int,
  ip,
  ipNet,
  name,
  nameOrId,
  obj,
  oneOf,
  optInt,
  optIp,
  optStr,
  str,
  U16,
  U32,
  U8,
} from './parse'
import type { Field } from './parse'
import type { SwitchPortSettingsRecord } from './records'

// SwitchPortSettingsCreate → the stored SwitchPortSettings view. The API splits one create body
// into layers (port, links, interfaces, VLANs, addresses, routes, BGP peers), each tagged with
// the new settings' id; names given in the body (address lots, BGP configs, groups) are resolved
// to records here, so a reference to something missing fails the create with 404.

type Settings = SwitchPortSettingsRecord
const LINK_SPEEDS = [
  'speed0_g',
  'speed1_g',
  'speed10_g',
  'speed25_g',
  'speed40_g',
  'speed50_g',
  'speed100_g',
  'speed200_g',
  'speed400_g',
] as const
const FECS = ['firecode', 'none', 'rs'] as const
const GEOMETRIES = ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] as const

function txEq(f: Field) {
  if (f.value === undefined || f.value === null) return null
  const t = obj(f)
  const tap = (k: string) => optInt(field(t, k, f.at), -2147483648, 2147483647)
  return {
    main: tap('main'),
    post1: tap('post1'),
    post2: tap('post2'),
    pre1: tap('pre1'),
    pre2: tap('pre2'),
  }
}

function policy(f: Field): Settings['bgp_peers'][number]['allowed_export'] {
  const p = obj(f)
  const type = oneOf(field(p, 'type', f.at), ['no_filtering', 'allow'] as const)
  if (type === 'no_filtering') return { type }
  return { type, value: arr(field(p, 'value', f.at)).map(ipNet) }
}

function links(body: Body, id: string, newId: () => string): Settings['links'] {
  return arr(field(body, 'links')).map((f) => {
    const l = obj(f)
    const lldp = obj(field(l, 'lldp', f.at))
    const fec = field(l, 'fec', f.at)
    const t = (k: string) => optStr(field(lldp, k, `${f.at}.lldp`))
    return {
      autoneg: bool(field(l, 'autoneg', f.at)),
      fec: fec.value === undefined || fec.value === null ? null : oneOf(fec, FECS),
      link_name: name(field(l, 'link_name', f.at)),
      lldp_link_config: {
        id: newId(),
        enabled: bool(field(lldp, 'enabled', `${f.at}.lldp`)),
        chassis_id: t('chassis_id'),
        link_description: t('link_description'),
        link_name: t('link_name'),
        management_ip: optIp(field(lldp, 'management_ip', `${f.at}.lldp`)),
        system_description: t('system_description'),
        system_name: t('system_name'),
      },
      mtu: int(field(l, 'mtu', f.at), 0, U16),
      port_settings_id: id,
      speed: oneOf(field(l, 'speed', f.at), LINK_SPEEDS),
      tx_eq_config: txEq(field(l, 'tx_eq', f.at)),
    }
  })
}

function interfaces(body: Body, id: string, newId: () => string) {
  const vlans: Settings['vlan_interfaces'] = []
  const list: Settings['interfaces'] = arr(field(body, 'interfaces'), []).map((f) => {
    const i = obj(f)
    const kindField = field(i, 'kind', f.at)
    const kind = obj(kindField)
    const type = oneOf(field(kind, 'type', kindField.at), ['primary', 'vlan', 'loopback'] as const)
    const ifaceId = newId()
    if (type === 'vlan') {
      vlans.push({
        interface_config_id: ifaceId,
        vlan_id: int(field(kind, 'vid', kindField.at), 0, 4095),
      })
    }
    return {
      id: ifaceId,
      interface_name: name(field(i, 'link_name', f.at)),
      kind: type,
      port_settings_id: id,
      v6_enabled: bool(field(i, 'v6_enabled', f.at)),
    }
  })
  return { list, vlans }
}

function addresses(db: MockDb, body: Body, id: string): Settings['addresses'] {
  return arr(field(body, 'addresses')).flatMap((f) => {
    const config = obj(f)
    const linkName = name(field(config, 'link_name', f.at))
    return arr(field(config, 'addresses', f.at)).map((af) => {
      const a = obj(af)
      const address = ipNet(field(a, 'address', af.at))
      const lot = lotByNameOrId(db, nameOrId(field(a, 'address_lot', af.at)))
      const block = blockFor(db, lot, address, `${af.at}.address`)
      return {
        address,
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: linkName,
        port_settings_id: id,
        vlan_id: optInt(field(a, 'vlan_id', af.at), 0, 4095),
      }
    })
  })
}

function routes(body: Body, id: string): Settings['routes'] {
  return arr(field(body, 'routes'), []).flatMap((f) => {
    const config = obj(f)
    const linkName = name(field(config, 'link_name', f.at))
    return arr(field(config, 'routes', f.at)).map((rf) => {
      const r = obj(rf)
      return {
        dst: ipNet(field(r, 'dst', rf.at)),
        gw: ip(field(r, 'gw', rf.at)),
        interface_name: linkName,
        port_settings_id: id,
        rib_priority: optInt(field(r, 'rib_priority', rf.at), 0, U8),
        vlan_id: optInt(field(r, 'vid', rf.at), 0, 4095),
      }
    })
  })
}

function bgpPeers(db: MockDb, body: Body): Settings['bgp_peers'] {
  return arr(field(body, 'bgp_peers'), []).flatMap((f) => {
    const config = obj(f)
    name(field(config, 'link_name', f.at))
    return arr(field(config, 'peers', f.at)).map((pf) => {
      const p = obj(pf)
      const u32 = (k: string) => int(field(p, k, pf.at), 0, U32)
      const optU32 = (k: string) => optInt(field(p, k, pf.at), 0, U32)
      const bgpConfig = byNameOrId(
        db.bgpConfigs.all(),
        nameOrId(field(p, 'bgp_config', pf.at)),
        'bgp-config',
      )
      return {
        addr: ip(field(p, 'addr', pf.at)),
        allowed_export: policy(field(p, 'allowed_export', pf.at)),
        allowed_import: policy(field(p, 'allowed_import', pf.at)),
        bgp_config: bgpConfig.id,
        communities: arr(field(p, 'communities', pf.at)).map((c) => int(c, 0, U32)),
        connect_retry: u32('connect_retry'),
        delay_open: u32('delay_open'),
        enforce_first_as: bool(field(p, 'enforce_first_as', pf.at)),
        hold_time: u32('hold_time'),
        idle_hold_time: u32('idle_hold_time'),
        interface_name: name(field(p, 'interface_name', pf.at)),
        keepalive: u32('keepalive'),
        local_pref: optU32('local_pref'),
        md5_auth_key: optStr(field(p, 'md5_auth_key', pf.at)),
        min_ttl: optInt(field(p, 'min_ttl', pf.at), 0, U8),
        multi_exit_discriminator: optU32('multi_exit_discriminator'),
        remote_asn: optU32('remote_asn'),
        vlan_id: optInt(field(p, 'vlan_id', pf.at), 0, 4095),
      }
    })
  })
}

/** The full settings record for a create body; throws 400/404 like the API. */
export function buildPortSettings(
  db: MockDb,
  body: Body,
  id: string,
  newId: () => string,
  time: string,
): Settings {
  const settingsName = name(field(body, 'name'))
  const description = str(field(body, 'description'))
  const portConfig = obj(field(body, 'port_config'))
  const geometry = oneOf(field(portConfig, 'geometry', 'port_config'), GEOMETRIES)
  const { list, vlans } = interfaces(body, id, newId)
  const groups = arr(field(body, 'groups'), []).map((g) => ({
    port_settings_group_id: byNameOrId(
      db.switchPortSettings.all(),
      nameOrId(g),
      'switch-port-settings',
    ).id,
    port_settings_id: id,
  }))
  return {
    id,
    name: settingsName,
    description,
    port: { geometry, port_settings_id: id },
    links: links(body, id, newId),
    interfaces: list,
    vlan_interfaces: vlans,
    addresses: addresses(db, body, id),
    routes: routes(body, id),
    bgp_peers: bgpPeers(db, body),
    groups,
    time_created: time,
    time_modified: time,
  }
}

import type { SwitchPortSettingsCreate } from '~/api/generated/types'
import { stamped, type MockContext } from '../../context'
import type { M } from '../../orm/models'
import type { Wire } from '../../orm/models/attrs'
import { createAddressLot, createLoopback } from '../../orm/parts/addressLots'
import { createBgpConfig, upsertAnnounceSet } from '../../orm/parts/bgp'
import { buildPortSettings } from '../../orm/parts/switchPorts'
import { describeRepo } from '../../orm/parts/update'
import { seedId } from '../../util/ids'
import { RACK_ID, seedTime, SWITCH_LOCATIONS, switchPortSeedId } from './hardware'

// The rack's external networking as set up at installation: an infrastructure address lot for
// the uplinks, a lot announced over BGP, loopbacks, one BGP configuration (AS 65000) peering
// with the upstream routers on qsfp0 of each switch, plus the update trust store and releases.
// Everything goes through the same builders as the API, so seeded records have the API's shape.

// prettier-ignore
const UPSTREAM = [
  { router: 'edge-rtr-a', port: 'Ethernet1/49', ours: '172.20.15.11', peer: '172.20.15.9', mac: '3c:ec:ef:41:07:a1' },
  { router: 'edge-rtr-b', port: 'Ethernet1/49', ours: '172.20.15.19', peer: '172.20.15.17', mac: '3c:ec:ef:41:07:b2' },
]

// prettier-ignore
const uplink = (location: string, u: (typeof UPSTREAM)[number]): Wire<SwitchPortSettingsCreate> => ({
  name: `uplink-${location}-qsfp0`,
  description: `Uplink to ${u.router} ${u.port}`,
  port_config: { geometry: 'qsfp28x1' },
  links: [{
    link_name: 'phy0', mtu: 1500, autoneg: false, fec: 'rs', speed: 'speed100_g', tx_eq: null,
    lldp: {
      enabled: true, chassis_id: null, link_name: 'qsfp0',
      link_description: `uplink to ${u.router} ${u.port}`,
      system_name: `oxide-rack-1-${location}`, system_description: `Oxide sidecar ${location}`,
      management_ip: u.ours,
    },
  }],
  interfaces: [{ link_name: 'phy0', v6_enabled: false, kind: { type: 'primary' } }],
  addresses: [{
    link_name: 'phy0',
    addresses: [{ address: `${u.ours}/29`, address_lot: 'initial-infra', vlan_id: null }],
  }],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: u.peer, vid: null, rib_priority: null }] }],
  bgp_peers: [{
    link_name: 'phy0',
    peers: [{
      addr: { type: 'numbered', ip: u.peer }, bgp_config: 'as65000', hold_time: 6,
      idle_hold_time: 3, delay_open: 0, connect_retry: 3, keepalive: 2, remote_asn: 64_700,
      communities: [], enforce_first_as: false, allowed_import: { type: 'no_filtering' },
      allowed_export: { type: 'allow', value: ['198.51.100.0/24'] },
    }],
  }],
})

const phys = [0, 1, 2, 3]
// prettier-ignore
const SPARE_BREAKOUT: Wire<SwitchPortSettingsCreate> = {
  name: 'breakout-4x25g',
  description: 'Four 25G links on one port, for the lab switches',
  port_config: { geometry: 'sfp28x4' },
  links: phys.map((n) => ({
    link_name: `phy${n}`, mtu: 9000, autoneg: true, fec: 'none', speed: 'speed25_g', lldp: { enabled: false },
  })),
  interfaces: phys.map((n) => ({ link_name: `phy${n}`, v6_enabled: true, kind: { type: 'primary' } })),
  addresses: [],
}

/** A TUF root role as the trust store keeps it: signed metadata plus signatures. */
const KEY_ID = 'a1c6b3de5c34c4bd0b2f2a2b0c8b5d61e3f0a7e4c9d8b2a1f6e5d4c3b2a19080'
const PUBLIC_KEY = '6f1c0e5b9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29180716f5e4d3c2b1a090'
const ROLES = ['root', 'snapshot', 'targets', 'timestamp']
// prettier-ignore
const ROOT_ROLE = {
  signed: {
    _type: 'root', spec_version: '1.0.0', consistent_snapshot: true, version: 1,
    expires: '2030-01-01T00:00:00Z',
    keys: { [KEY_ID]: { keytype: 'ed25519', scheme: 'ed25519', keyval: { public: PUBLIC_KEY } } },
    roles: Object.fromEntries(ROLES.map((role) => [role, { keyids: [KEY_ID], threshold: 1 }])),
  },
  signatures: [{ keyid: KEY_ID, sig: '4b1f0c2d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0' }],
}

/** name, description, blocks */
// prettier-ignore
const LOTS: [string, string, [string, string][]][] = [
  ['initial-infra', 'Uplink addresses assigned at rack setup', [['172.20.15.8', '172.20.15.31'], ['fd00:99::1', 'fd00:99::ff']]],
  ['as65000-announce', 'Public range originated over BGP', [['198.51.100.0', '198.51.100.255']]],
  ['switch-loopbacks', 'Loopback addresses of the rack switches', [['10.250.0.0', '10.250.0.255']]],
]

export function seedNetwork(ctx: MockContext): void {
  LOTS.forEach(([name, description, blocks], i) => {
    const body = {
      name,
      description,
      kind: 'infra' as const,
      blocks: blocks.map(([first_address, last_address]) => ({ first_address, last_address })),
    }
    createAddressLot(ctx, body, seedTime(330 - i))
  })
  SWITCH_LOCATIONS.forEach((switch_slot, i) =>
    createLoopback(ctx, {
      address: `10.250.0.${i + 1}`,
      mask: 32,
      anycast: false,
      rack_id: RACK_ID,
      switch_slot,
      address_lot: 'switch-loopbacks',
    }),
  )
  upsertAnnounceSet(
    ctx,
    {
      name: 'as65000-announce',
      description: 'Networks AS 65000 originates',
      announcement: [{ network: '198.51.100.0/24', address_lot_block: 'as65000-announce' }],
    },
    seedTime(329),
  )
  createBgpConfig(
    ctx,
    {
      name: 'as65000',
      description: 'BGP towards the campus edge routers',
      asn: 65_000,
      vrf: null,
      bgp_announce_set_id: 'as65000-announce',
    },
    seedTime(329),
  )

  let part = 0
  const partId = () => seedId(0x510b, ++part)
  SWITCH_LOCATIONS.forEach((location, i) => {
    const u = UPSTREAM[i]!
    const settings = buildPortSettings(ctx, uplink(location, u), partId, seedTime(329, 10 + i))
    const port = ctx.schema.find('switchPort', switchPortSeedId(i, 0)) as M<'switchPort'>
    port.update({ portSettingsId: settings.id })
    ctx.create('lldpNeighbor', {
      port,
      chassisId: u.mac,
      firstSeen: seedTime(329, 12),
      lastSeen: seedTime(0),
      linkDescription: `${u.port} to oxide-rack-1 ${location} qsfp0`,
      linkName: u.port,
      localPort: 'qsfp0',
      managementIp: [{ addr: { ip_addr: u.peer }, interface_num: { if_index: 49 }, oid: null }],
      systemDescription: 'Campus edge router, NOS 10.3.2',
      systemName: u.router,
    })
    ctx.create('bfdSession', {
      id: `${location}/${u.peer}`,
      switchSlot: location,
      peer: u.peer,
      local: u.ours,
      mode: 'single_hop',
      requiredRx: 300_000,
      detectionThreshold: 3,
      state: 'up',
    })
  })
  buildPortSettings(ctx, SPARE_BREAKOUT, partId, seedTime(120))

  // instances may opt in to jumbo frames: the uplinks carry them
  ctx.create('allowList', { ...stamped(seedTime(330)), jumboFramesOptIn: true })
  ctx.create('updateTrustRoot', { rootRole: ROOT_ROLE, timeCreated: seedTime(330) })
  ctx.create('tufRepo', describeRepo('oxide-15.0.0.zip', '15.0.0', 'release 15.0.0', seedTime(70)))
  ctx.create('tufRepo', describeRepo('oxide-16.0.0.zip', '16.0.0', 'release 16.0.0', seedTime(6)))
  ctx.create('targetRelease', { version: '15.0.0', timeRequested: seedTime(68) })
}

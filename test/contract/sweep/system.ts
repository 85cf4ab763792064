import { FLEET_KIND } from '~mirage/sim/scenarios/fleet'
import { seedId } from '~mirage/util/ids'
import type { SweepCase } from './case'

// The system area's operations: hardware inventory, switch ports, system networking, metrics and
// timeseries, updates. Ada (fleet admin) is signed in by the seed; noor (no fleet role) shows
// the 403 every /v1/system endpoint gives a user who is not a fleet viewer.

const seed = (kind: number, n: number) =>
  `${(0x5eed0000 + kind).toString(16)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
const RACK = seed(0x5100, 1)
const SLED = seed(0x5101, 1)
const EXPUNGED_SLED = seed(0x5101, 8)
const DISK = seed(0x5102, 1)
const SWITCH = seed(0x5103, 1)
const PORT_QSFP0 = seed(0x5104, 1)
const TRUST_ROOT = seed(0x510c, 1)
const MISSING = '5eed5fff-0000-4000-8000-000000000000'
// the seeded replacement disk waiting to be adopted, and the spare's standing request
const REPLACEMENT_DISK = { vendor: '1b96', model: 'WUS5EA138ESP7E3', serial: 'A07D41E2' }
const SPARE_REQUEST = seed(0x5ad0, 1)
const PORT = { rack_id: RACK, switch_slot: 'switch0' }
const ACTIVE_BUNDLE = seedId(FLEET_KIND.bundle, 1)

const SETTINGS = {
  name: 'sweep-settings',
  description: 'made by the sweep',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    {
      link_name: 'phy0',
      mtu: 1500,
      autoneg: false,
      fec: 'rs',
      speed: 'speed100_g',
      lldp: { enabled: true, system_name: 'sweep' },
    },
  ],
  interfaces: [{ link_name: 'phy0', v6_enabled: false, kind: { type: 'vlan', vid: 300 } }],
  addresses: [
    {
      link_name: 'phy0',
      addresses: [{ address: '172.20.15.27/29', address_lot: 'initial-infra' }],
    },
  ],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.15.25' }] }],
  bgp_peers: [],
  groups: [],
}

const HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString().replace('Z', '')
const DAY_AGO = new Date(Date.now() - 86_400_000).toISOString()
const NOW = new Date().toISOString()

export const systemCases: SweepCase[] = [
  // hardware
  { op: 'rackList', query: { limit: 25 } },
  { op: 'rackView', path: { rack_id: RACK } },
  { op: 'rackView', path: { rack_id: MISSING }, status: 404, note: 'no such rack' },
  { op: 'rackList', as: 'noor', status: 403, note: 'no fleet role' },
  { op: 'sledList', as: 'ada', query: { limit: 5 } },
  { op: 'sledView', path: { sled_id: SLED } },
  { op: 'sledView', path: { sled_id: 'not-a-uuid' }, status: 400, note: 'id must be a uuid' },
  { op: 'sledPhysicalDiskList', path: { sled_id: SLED }, query: { limit: 25 } },
  { op: 'sledInstanceList', path: { sled_id: SLED }, query: { limit: 25 } },
  {
    op: 'sledSetProvisionPolicy',
    path: { sled_id: SLED },
    body: { state: 'non_provisionable' },
  },
  {
    op: 'sledSetProvisionPolicy',
    path: { sled_id: SLED },
    body: { state: 'sideways' },
    status: 400,
    note: 'bad body',
  },
  {
    op: 'sledSetProvisionPolicy',
    path: { sled_id: EXPUNGED_SLED },
    body: { state: 'provisionable' },
    status: 400,
    note: 'expunged sled',
  },
  { op: 'sledListUninitialized', query: { limit: 25 } },
  { op: 'rackMembershipStatus', path: { rack_id: RACK } },
  {
    op: 'rackMembershipAddSleds',
    path: { rack_id: RACK },
    body: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42220081' }] },
  },
  {
    op: 'rackMembershipAddSleds',
    path: { rack_id: RACK },
    body: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42220083' }] },
    status: 400,
    note: 'a change in progress',
  },
  { op: 'rackMembershipStatus', path: { rack_id: RACK }, query: { version: 1 }, note: 'as set up' },
  { op: 'rackMembershipAbort', path: { rack_id: RACK } },
  { op: 'rackMembershipAbort', path: { rack_id: RACK }, status: 400, note: 'nothing to abort' },
  {
    op: 'rackMembershipAddSleds',
    path: { rack_id: RACK },
    body: { part: '913-0000019', serial: 'BRM42220081' },
    status: 400,
    note: "sled_add's old body",
  },
  {
    op: 'rackMembershipAddSleds',
    path: { rack_id: RACK },
    body: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM00000000' }] },
    status: 404,
    note: 'no such uninitialized sled',
  },
  { op: 'physicalDiskList', query: { limit: 50 } },
  { op: 'physicalDiskView', path: { disk_id: DISK } },
  { op: 'physicalDiskListUnadopted', query: { limit: 25 } },
  { op: 'physicalDiskListAdoptionRequests', query: { limit: 25, sort_by: 'id_ascending' } },
  { op: 'physicalDiskEnableAdoption', body: REPLACEMENT_DISK },
  {
    op: 'physicalDiskEnableAdoption',
    body: { vendor: '1b96', model: 'WUS5EA138ESP7E3' },
    status: 400,
    note: 'no serial',
  },
  {
    op: 'physicalDiskDisableAdoption',
    path: { physical_disk_adoption_req_id: SPARE_REQUEST },
  },
  {
    op: 'physicalDiskDisableAdoption',
    path: { physical_disk_adoption_req_id: SPARE_REQUEST },
    status: 404,
    note: 'withdrawn already',
  },
  { op: 'switchList' },
  { op: 'switchView', path: { switch_id: SWITCH } },

  // switch ports and their settings
  { op: 'networkingSwitchPortList', query: { limit: 10 } },
  { op: 'networkingSwitchPortList', query: { switch_port_id: PORT_QSFP0 }, note: 'one port' },
  { op: 'networkingSwitchPortStatus', path: { port: 'qsfp0' }, query: PORT },
  { op: 'networkingSwitchPortLldpConfigView', path: { port: 'qsfp0' }, query: PORT },
  {
    op: 'networkingSwitchPortLldpConfigUpdate',
    path: { port: 'qsfp0' },
    query: PORT,
    body: { id: MISSING, enabled: true, system_name: 'oxide-rack-1-switch0', link_name: 'qsfp0' },
  },
  {
    op: 'networkingSwitchPortLldpConfigView',
    path: { port: 'qsfp7' },
    query: PORT,
    status: 404,
    note: 'port without settings',
  },
  {
    op: 'networkingSwitchPortLldpNeighbors',
    path: { rack_id: RACK, switch_slot: 'switch0', port: 'qsfp0' },
  },
  { op: 'networkingSwitchPortSettingsList', query: { limit: 25 } },
  { op: 'networkingSwitchPortSettingsCreate', body: SETTINGS },
  {
    op: 'networkingSwitchPortSettingsCreate',
    body: SETTINGS,
    status: 400,
    note: 'duplicate name',
  },
  {
    op: 'networkingSwitchPortSettingsCreate',
    body: { ...SETTINGS, name: 'sweep-bad', links: [{ link_name: 'phy0' }] },
    status: 400,
    note: 'bad body',
  },
  { op: 'networkingSwitchPortSettingsView', path: { port: 'sweep-settings' } },
  {
    op: 'networkingSwitchPortApplySettings',
    path: { port: 'qsfp5' },
    query: PORT,
    body: { port_settings: 'sweep-settings' },
  },
  {
    op: 'networkingSwitchPortSettingsDelete',
    query: { port_settings: 'sweep-settings' },
    status: 400,
    note: 'still applied',
  },
  { op: 'networkingSwitchPortClearSettings', path: { port: 'qsfp5' }, query: PORT },
  { op: 'networkingSwitchPortSettingsDelete', query: { port_settings: 'sweep-settings' } },

  // address lots and loopbacks
  { op: 'networkingAddressLotList', query: { limit: 25 } },
  {
    op: 'networkingAddressLotCreate',
    body: {
      name: 'sweep-lot',
      description: 'made by the sweep',
      kind: 'infra',
      blocks: [{ first_address: '10.99.0.0', last_address: '10.99.0.255' }],
    },
  },
  {
    op: 'networkingAddressLotCreate',
    body: { name: 'sweep-lot', description: '', kind: 'infra', blocks: [] },
    status: 400,
    note: 'duplicate name',
  },
  {
    op: 'networkingAddressLotCreate',
    body: {
      name: 'sweep-backwards',
      description: '',
      kind: 'pool',
      blocks: [{ first_address: '10.98.0.9', last_address: '10.98.0.1' }],
    },
    status: 400,
    note: 'first address after last',
  },
  { op: 'networkingAddressLotBlockList', path: { address_lot: 'sweep-lot' } },
  { op: 'networkingAddressLotView', path: { address_lot: 'sweep-lot' } },
  {
    op: 'networkingAddressLotView',
    path: { address_lot: 'no-such-lot' },
    status: 404,
    note: 'no such lot',
  },
  { op: 'networkingLoopbackAddressList' },
  {
    op: 'networkingLoopbackAddressCreate',
    body: {
      address: '10.99.0.7',
      mask: 32,
      anycast: false,
      rack_id: RACK,
      switch_slot: 'switch1',
      address_lot: 'sweep-lot',
    },
  },
  {
    op: 'networkingLoopbackAddressCreate',
    body: {
      address: '10.77.0.7',
      mask: 32,
      anycast: false,
      rack_id: RACK,
      switch_slot: 'switch1',
      address_lot: 'sweep-lot',
    },
    status: 400,
    note: 'address outside the lot',
  },
  {
    op: 'networkingLoopbackAddressCreate',
    body: {
      address: '10.99.0.8',
      mask: 32,
      anycast: false,
      rack_id: RACK,
      switch_location: 'switch1',
      address_lot: 'sweep-lot',
    },
    status: 400,
    note: 'switch_location (renamed switch_slot)',
  },
  {
    op: 'networkingAddressLotDelete',
    path: { address_lot: 'sweep-lot' },
    status: 400,
    note: 'lot in use',
  },
  {
    op: 'networkingLoopbackAddressDelete',
    path: { rack_id: RACK, switch_slot: 'switch1', address: '10.99.0.7', subnet_mask: '32' },
  },
  {
    op: 'networkingLoopbackAddressDelete',
    path: { rack_id: RACK, switch_slot: 'switch1', address: '10.99.0.7', subnet_mask: '32' },
    status: 404,
    note: 'already deleted',
  },

  // BGP and BFD
  { op: 'networkingBgpAnnounceSetList', query: { limit: 25 } },
  {
    op: 'networkingBgpAnnounceSetUpdate',
    body: {
      name: 'sweep-announce',
      description: 'made by the sweep',
      announcement: [{ network: '10.99.0.0/25', address_lot_block: 'sweep-lot' }],
    },
  },
  { op: 'networkingBgpAnnouncementList', path: { announce_set: 'sweep-announce' } },
  { op: 'networkingBgpConfigList', query: { limit: 25 } },
  {
    op: 'networkingBgpConfigCreate',
    body: {
      name: 'sweep-bgp',
      description: 'made by the sweep',
      asn: 65010,
      bgp_announce_set_id: 'sweep-announce',
    },
  },
  {
    op: 'networkingBgpConfigUpdate',
    query: { name_or_id: 'sweep-bgp' },
    body: { description: 'edited by the sweep', max_paths: 2 },
  },
  {
    op: 'networkingBgpConfigUpdate',
    query: { name_or_id: 'no-such-bgp' },
    body: { description: '' },
    status: 404,
    note: 'no such config',
  },
  {
    op: 'networkingBgpConfigCreate',
    body: { name: 'sweep-bgp2', description: '', asn: 65011, bgp_announce_set_id: 'nope' },
    status: 404,
    note: 'no such announce set',
  },
  {
    op: 'networkingBgpAnnounceSetDelete',
    path: { announce_set: 'sweep-announce' },
    status: 400,
    note: 'used by a BGP config',
  },
  { op: 'networkingBgpConfigDelete', query: { name_or_id: 'sweep-bgp' } },
  { op: 'networkingBgpAnnounceSetDelete', path: { announce_set: 'sweep-announce' } },
  { op: 'networkingAddressLotDelete', path: { address_lot: 'sweep-lot' } },
  { op: 'networkingBgpStatus' },
  { op: 'networkingBgpExported' },
  { op: 'networkingBgpImported', query: { asn: 65000 } },
  { op: 'networkingBgpMessageHistory', query: { asn: 65000 } },
  { op: 'networkingBgpMessageHistory', status: 400, note: 'asn is required' },
  {
    op: 'networkingBfdEnable',
    body: {
      switch_slot: 'switch1',
      remote: '172.20.15.18',
      mode: 'single_hop',
      required_rx: 300000,
      detection_threshold: 3,
    },
  },
  { op: 'networkingBfdStatus' },
  {
    op: 'networkingBfdDisable',
    body: { switch: 'switch1', remote: '172.20.15.18' },
    status: 400,
    note: 'switch (renamed switch_slot)',
  },
  { op: 'networkingBfdDisable', body: { switch_slot: 'switch1', remote: '172.20.15.18' } },
  {
    op: 'networkingBfdDisable',
    body: { switch_slot: 'switch1', remote: '172.20.15.18' },
    status: 404,
    note: 'no such session',
  },

  // service access
  { op: 'networkingAllowListView' },
  {
    op: 'networkingAllowListUpdate',
    body: { allowed_ips: { allow: 'list', ips: ['10.0.0.0/8', '192.168.1.0/24'] } },
  },
  {
    op: 'networkingAllowListUpdate',
    body: { allowed_ips: { allow: 'list', ips: [] } },
    status: 400,
    note: 'empty list',
  },
  { op: 'networkingInboundIcmpView' },
  { op: 'networkingInboundIcmpUpdate', body: { enabled: false } },
  { op: 'systemNetworkingSettingsView' },
  {
    op: 'systemNetworkingSettingsUpdate',
    body: { external_jumbo_frames_opt_in_enabled: false },
  },
  {
    op: 'systemNetworkingSettingsUpdate',
    body: { external_jumbo_frames_opt_in_enabled: 'yes' },
    status: 400,
    note: 'not a boolean',
  },
  { op: 'networkingAllowListView', as: 'noor', status: 403, note: 'no fleet role' },

  // metrics and timeseries
  {
    op: 'siloMetric',
    as: 'ada',
    path: { metric_name: 'cpus_provisioned' },
    query: { start_time: DAY_AGO, end_time: NOW, limit: 50 },
  },
  {
    op: 'siloMetric',
    path: { metric_name: 'ram_provisioned' },
    query: { project: 'payments-prod', start_time: DAY_AGO, end_time: NOW, order: 'descending' },
  },
  {
    op: 'systemMetric',
    path: { metric_name: 'virtual_disk_space_provisioned' },
    query: { start_time: DAY_AGO, end_time: NOW, silo: 'prairie', limit: 10 },
  },
  {
    op: 'systemMetric',
    path: { metric_name: 'cpus_provisioned' },
    status: 400,
    note: 'start_time is required',
  },
  { op: 'systemTimeseriesSchemaList', query: { limit: 10 } },
  {
    op: 'systemTimeseriesQuery',
    body: {
      query: `get hardware_component:temperature | filter timestamp >= @${HOUR_AGO} && chassis_kind == "sled" | align mean_within(5m)`,
    },
  },
  {
    op: 'systemTimeseriesQuery',
    body: { query: 'get nonsense:metric' },
    status: 400,
    note: 'unknown timeseries',
  },
  {
    op: 'timeseriesQuery',
    query: { project: 'payments-prod' },
    body: {
      query: `get virtual_disk:bytes_read | filter timestamp >= @${HOUR_AGO} | align mean_within(60s)`,
    },
  },
  {
    op: 'timeseriesQuery',
    query: { project: 'payments-prod' },
    body: { query: 'get sled_data_link:bytes_sent' },
    status: 400,
    note: 'fleet timeseries at project scope',
  },
  { op: 'systemTimeseriesSchemaList', as: 'noor', status: 403, note: 'no fleet role' },

  // the audit log: a range is required, a page token continues the scan
  {
    op: 'auditLogList',
    as: 'ada',
    query: { start_time: '2025-05-01T00:00:00Z', sort_by: 'time_and_id_descending', limit: 5 },
  },
  { op: 'auditLogList', query: { limit: 5 }, status: 400, note: 'no start_time' },
  {
    op: 'auditLogList',
    as: 'noor',
    query: { start_time: '2025-05-01T00:00:00Z' },
    status: 403,
    note: 'no fleet role',
  },

  // support bundles (the fleet area sweeps the rest of them): the operator's comment
  {
    op: 'supportBundleUpdate',
    as: 'ada',
    path: { bundle_id: ACTIVE_BUNDLE },
    body: { user_comment: 'made by the sweep' },
  },
  {
    op: 'supportBundleUpdate',
    path: { bundle_id: ACTIVE_BUNDLE },
    body: { user_comment: 4711 },
    status: 400,
    note: 'a comment is text',
  },
  {
    op: 'supportBundleUpdate',
    path: { bundle_id: MISSING },
    body: { user_comment: null },
    status: 404,
    note: 'no such bundle',
  },

  // updates
  { op: 'systemUpdateTrustRootList', as: 'ada' },
  { op: 'systemUpdateTrustRootView', path: { trust_root_id: TRUST_ROOT } },
  {
    op: 'systemUpdateTrustRootCreate',
    body: { signed: { _type: 'root', version: 2, keys: {}, roles: {} }, signatures: [] },
  },
  {
    op: 'systemUpdateTrustRootCreate',
    body: { signatures: [] },
    status: 400,
    note: 'not a root role',
  },
  { op: 'systemUpdateTrustRootDelete', path: { trust_root_id: TRUST_ROOT } },
  {
    op: 'systemUpdateTrustRootView',
    path: { trust_root_id: TRUST_ROOT },
    status: 404,
    note: 'deleted',
  },
  { op: 'systemUpdateStatus' },
  {
    op: 'systemUpdateRepositoryUpload',
    query: { file_name: 'oxide-17.0.0.zip' },
    raw: { contentType: 'application/octet-stream', text: 'PK\u0003\u0004 pretend zip' },
  },
  { op: 'systemUpdateRepositoryList', query: { sort_by: 'version_descending' } },
  { op: 'systemUpdateRepositoryView', path: { system_version: '17.0.0' } },
  {
    op: 'systemUpdateRepositoryView',
    path: { system_version: '9.9.9' },
    status: 404,
    note: 'never uploaded',
  },
  { op: 'targetReleaseUpdate', body: { system_version: '17.0.0' } },
  {
    op: 'targetReleaseUpdate',
    body: { system_version: '16.0.0' },
    status: 400,
    note: 'older than the current target',
  },
  { op: 'systemUpdateStatus', note: 'with the new target' },
  {
    op: 'systemUpdateRecoveryFinish',
    body: { system_version: '17.0.0' },
    note: 'no recovery to finish',
  },
  {
    op: 'systemUpdateRecoveryFinish',
    body: { system_version: 'seventeen' },
    status: 400,
    note: 'not a version',
  },
  { op: 'systemUpdateStatus', as: 'noor', status: 403, note: 'no fleet role' },
]

import { systemNetworkingApi } from './systemNetworking'
import { FAILURE, tagWiring } from './tagTesting'

const named = (name: string) => ({ id: `id-${name}`, name })
const port = { path: { port: 'qsfp0' }, query: { rackId: 'r', switchSlot: 'switch0' as const } }
const { endpoints: e } = systemNetworkingApi

tagWiring({
  seed: {
    lots: ['networkingAddressLotList', {}, { items: [named('lot')] }],
    lotBlocks: [
      'networkingAddressLotBlockList',
      { path: { addressLot: 'lot' } },
      { items: [{ id: 'b1' }] },
    ],
    sets: ['networkingBgpAnnounceSetList', {}, [named('set')]],
    setAnnouncements: ['networkingBgpAnnouncementList', { path: { announceSet: 'set' } }, []],
    configs: ['networkingBgpConfigList', {}, { items: [named('bgp')] }],
    lot: [
      'networkingAddressLotView',
      { path: { addressLot: 'lot' } },
      { lot: named('lot'), blocks: [] },
    ],
    imported: ['networkingBgpImported', { query: { asn: 1 } }, []],
    bgpStatus: ['networkingBgpStatus', undefined, []],
    exported: ['networkingBgpExported', undefined, { exports: {} }],
    lldp: ['networkingSwitchPortLldpConfigView', port, { enabled: true, id: 'l' }],
    allow: ['networkingAllowListView', undefined, { allowedIps: { allow: 'any' } }],
    bfd: ['networkingBfdStatus', undefined, []],
    loopbacks: ['networkingLoopbackAddressList', {}, { items: [{ id: 'lo1' }] }],
  },
  provides: [
    [
      "a lot's blocks: that lot's list, and the lot's view",
      [{ type: 'AddressLotBlock', id: 'LIST:lot' }],
      ['lotBlocks', 'lot'],
    ],
    [
      'announce sets (an array): LIST and each set',
      [{ type: 'BgpAnnounceSet', id: 'id-set' }],
      ['sets'],
    ],
    ['BGP live state: one tag type', ['BgpStatus'], ['bgpStatus', 'exported', 'imported']],
    [
      'a lot: the lists and its view, by id',
      [{ type: 'AddressLot', id: 'id-lot' }],
      ['lots', 'lot'],
    ],
  ],
  mutations: [
    {
      name: 'replace an announce set: the sets, its announcements, BGP state',
      run: (d) =>
        d(
          e.networkingBgpAnnounceSetUpdate.initiate({
            body: { name: 'set', description: '', announcement: [] },
          }),
        ),
      response: named('set'),
      hit: ['sets', 'setAnnouncements', 'bgpStatus', 'exported', 'imported'],
    },
    {
      name: 'create a BGP config: the configs and BGP state',
      run: (d) =>
        d(
          e.networkingBgpConfigCreate.initiate({
            body: { name: 'bgp2', description: '', asn: 1, bgpAnnounceSetId: 'set' },
          }),
        ),
      status: 201,
      response: named('bgp2'),
      hit: ['configs', 'bgpStatus', 'exported', 'imported'],
    },
    {
      name: 'edit a BGP config: the configs and BGP state',
      run: (d) =>
        d(
          e.networkingBgpConfigUpdate.initiate({
            query: { nameOrId: 'bgp' },
            body: { description: 'edge' },
          }),
        ),
      response: named('bgp'),
      hit: ['configs', 'bgpStatus', 'exported', 'imported'],
    },
    {
      name: 'delete a loopback address: the lists',
      run: (d) =>
        d(
          e.networkingLoopbackAddressDelete.initiate({
            path: { rackId: 'r', switchSlot: 'switch0', address: '10.0.0.1', subnetMask: 32 },
          }),
        ),
      status: 204,
      hit: ['loopbacks'],
    },
    {
      name: "LLDP config: that port's",
      run: (d) =>
        d(
          e.networkingSwitchPortLldpConfigUpdate.initiate({
            ...port,
            body: { enabled: false, id: 'l' },
          }),
        ),
      status: 204,
      hit: ['lldp'],
    },
    {
      name: 'allow list: itself',
      run: (d) =>
        d(e.networkingAllowListUpdate.initiate({ body: { allowedIps: { allow: 'any' } } })),
      response: { allowed_ips: { allow: 'any' } },
      hit: ['allow'],
    },
    {
      name: 'a failed lot delete: nothing',
      run: (d) => d(e.networkingAddressLotDelete.initiate({ path: { addressLot: 'lot' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})

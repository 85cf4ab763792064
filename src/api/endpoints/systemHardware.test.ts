import './instances'
import './systemNetworking'
import { systemHardwareApi } from './systemHardware'
import { FAILURE, tagWiring } from './tagTesting'

const port = { path: { port: 'qsfp0' }, query: { rackId: 'r', switchSlot: 'switch0' as const } }
const { endpoints: e } = systemHardwareApi

tagWiring({
  seed: {
    sleds: ['sledList', {}, { items: [{ id: 's1' }] }],
    s1: ['sledView', { path: { sledId: 's1' } }, { id: 's1' }],
    uninitialized: ['sledListUninitialized', {}, { items: [{ cubby: 1, rackId: 'r' }] }],
    s1Instances: [
      'sledInstanceList',
      { path: { sledId: 's1' } },
      { items: [{ id: 'id-web', name: 'web' }] },
    ],
    s1Disks: ['sledPhysicalDiskList', { path: { sledId: 's1' } }, { items: [{ id: 'pd1' }] }],
    disks: ['physicalDiskList', {}, { items: [{ id: 'pd1' }, { id: 'pd2' }] }],
    ports: ['networkingSwitchPortList', {}, { items: [{ id: 'sp1' }] }],
    status: ['networkingSwitchPortStatus', port, { link: 'up' }],
    lldp: ['networkingSwitchPortLldpConfigView', port, { enabled: true, id: 'l' }],
    racks: ['rackList', {}, { items: [{ id: 'r' }] }],
  },
  provides: [
    [
      "a sled's instances: each as an Instance",
      [{ type: 'Instance', id: 'id-web' }],
      ['s1Instances'],
    ],
    [
      "a sled's physical disks: that sled's list",
      [{ type: 'PhysicalDisk', id: 'LIST:s1' }],
      ['s1Disks'],
    ],
    [
      'a physical disk: every list showing it',
      [{ type: 'PhysicalDisk', id: 'pd1' }],
      ['disks', 's1Disks'],
    ],
    [
      'a port status: by rack/switch/port',
      [{ type: 'SwitchPortStatus', id: 'r/switch0/qsfp0' }],
      ['status'],
    ],
  ],
  mutations: [
    {
      name: 'provision policy: that sled and the sled lists',
      run: (d) =>
        d(
          e.sledSetProvisionPolicy.initiate({
            path: { sledId: 's1' },
            body: { state: 'non_provisionable' },
          }),
        ),
      response: { old: 'provisionable', new: 'non_provisionable' },
      hit: ['sleds', 's1'],
    },
    {
      name: "apply port settings: the port list, that port's status and LLDP",
      run: (d) =>
        d(e.networkingSwitchPortApplySettings.initiate({ ...port, body: { portSettings: 'x' } })),
      status: 204,
      hit: ['ports', 'status', 'lldp'],
    },
    {
      name: 'a failed clear: nothing',
      run: (d) => d(e.networkingSwitchPortClearSettings.initiate(port)),
      ...FAILURE,
      hit: [],
    },
  ],
})

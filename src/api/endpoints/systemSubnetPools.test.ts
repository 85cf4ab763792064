import './subnetPools'
import './systemSilos'
import { systemSubnetPoolsApi } from './systemSubnetPools'
import { FAILURE, tagWiring } from './tagTesting'

const pool = (name: string) => ({ id: `id-${name}`, name })
const member = { subnet: '100.64.0.0/20' }
const { endpoints: e } = systemSubnetPoolsApi

tagWiring({
  seed: {
    pools: ['systemSubnetPoolList', {}, { items: [pool('a'), pool('b')] }],
    a: ['systemSubnetPoolView', { path: { pool: 'a' } }, pool('a')],
    aMembers: ['systemSubnetPoolMemberList', { path: { pool: 'a' } }, { items: [{ id: 'm1' }] }],
    bMembers: ['systemSubnetPoolMemberList', { path: { pool: 'b' } }, { items: [] }],
    aUse: [
      'systemSubnetPoolUtilizationView',
      { path: { pool: 'a' } },
      { capacity: 9, remaining: 9 },
    ],
    aSilos: [
      'systemSubnetPoolSiloList',
      { path: { pool: 'a' } },
      { items: [{ subnetPoolId: 'id-a', siloId: 's' }] },
    ],
    bSilos: ['systemSubnetPoolSiloList', { path: { pool: 'b' } }, { items: [] }],
    siloPools: ['siloSubnetPoolList', { path: { silo: 'prairie' } }, { items: [pool('a')] }],
    myPools: ['subnetPoolList', {}, { items: [pool('a')] }],
  },
  provides: [
    ['the pool list: LIST', [{ type: 'SubnetPool', id: 'LIST' }], ['pools']],
    [
      "a pool's members: that pool's list",
      [{ type: 'SubnetPoolMember', id: 'LIST:a' }],
      ['aMembers'],
    ],
    [
      "a silo's pools: that silo's list",
      [{ type: 'SiloSubnetPool', id: 'LIST:prairie' }],
      ['siloPools'],
    ],
    ["a pool's utilization", [{ type: 'SubnetPoolUtilization', id: 'a' }], ['aUse']],
  ],
  mutations: [
    {
      name: "add a member: that pool's members and utilization",
      run: (d) => d(e.systemSubnetPoolMemberAdd.initiate({ path: { pool: 'a' }, body: member })),
      status: 201,
      response: { id: 'm2', ...member },
      hit: ['aMembers', 'aUse'],
    },
    {
      name: "remove a member: that pool's members and utilization",
      run: (d) => d(e.systemSubnetPoolMemberRemove.initiate({ path: { pool: 'a' }, body: member })),
      status: 204,
      hit: ['aMembers', 'aUse'],
    },
    {
      name: "link a silo: the pool's silos, that silo's pools, the signed-in silo's pools",
      run: (d) =>
        d(
          e.systemSubnetPoolSiloLink.initiate({
            path: { pool: 'b' },
            body: { silo: 'prairie', isDefault: false },
          }),
        ),
      status: 201,
      response: { subnet_pool_id: 'id-b', silo_id: 'id-prairie', is_default: false },
      hit: ['bSilos', 'siloPools', 'myPools'],
    },
    {
      name: "make a pool the default: every pool's silos (the old default changes)",
      run: (d) =>
        d(
          e.systemSubnetPoolSiloUpdate.initiate({
            path: { pool: 'b', silo: 'prairie' },
            body: { isDefault: true },
          }),
        ),
      response: { subnet_pool_id: 'id-b', silo_id: 'id-prairie', is_default: true },
      hit: ['aSilos', 'bSilos', 'siloPools', 'myPools'],
    },
    {
      name: 'rename: the pool, the lists, and the silo lists showing it',
      run: (d) =>
        d(e.systemSubnetPoolUpdate.initiate({ path: { pool: 'a' }, body: { name: 'z' } })),
      response: { id: 'id-a', name: 'z' },
      hit: ['pools', 'a', 'siloPools', 'myPools'],
    },
    {
      name: 'a failed member add: nothing',
      run: (d) => d(e.systemSubnetPoolMemberAdd.initiate({ path: { pool: 'a' }, body: member })),
      ...FAILURE,
      hit: [],
    },
  ],
})

import './ipPools'
import './systemSilos'
import { systemIpPoolsApi } from './systemIpPools'
import { FAILURE, tagWiring } from './tagTesting'

const pool = (name: string) => ({ id: `id-${name}`, name })
const range = { first: '10.0.0.1', last: '10.0.0.9' }
const { endpoints: e } = systemIpPoolsApi

tagWiring({
  seed: {
    pools: ['systemIpPoolList', {}, { items: [pool('a'), pool('b')] }],
    a: ['systemIpPoolView', { path: { pool: 'a' } }, pool('a')],
    aRanges: ['systemIpPoolRangeList', { path: { pool: 'a' } }, { items: [{ id: 'r1' }] }],
    bRanges: ['systemIpPoolRangeList', { path: { pool: 'b' } }, { items: [] }],
    aUse: ['systemIpPoolUtilizationView', { path: { pool: 'a' } }, { capacity: 9, remaining: 9 }],
    aSilos: [
      'systemIpPoolSiloList',
      { path: { pool: 'a' } },
      { items: [{ ipPoolId: 'id-a', siloId: 's' }] },
    ],
    bSilos: ['systemIpPoolSiloList', { path: { pool: 'b' } }, { items: [] }],
    siloPools: ['siloIpPoolList', { path: { silo: 'prairie' } }, { items: [pool('a')] }],
    myPools: ['ipPoolList', {}, { items: [pool('a')] }],
  },
  provides: [
    ['the pool list: LIST', [{ type: 'IpPool', id: 'LIST' }], ['pools']],
    ["a pool's ranges: that pool's list", [{ type: 'IpPoolRange', id: 'LIST:a' }], ['aRanges']],
    [
      "a silo's pools: that silo's list",
      [{ type: 'SiloIpPool', id: 'LIST:prairie' }],
      ['siloPools'],
    ],
    ["a pool's utilization", [{ type: 'IpPoolUtilization', id: 'a' }], ['aUse']],
  ],
  mutations: [
    {
      name: "add a range: that pool's ranges and utilization",
      run: (d) => d(e.systemIpPoolRangeAdd.initiate({ path: { pool: 'a' }, body: range })),
      status: 201,
      response: { id: 'r2', range },
      hit: ['aRanges', 'aUse'],
    },
    {
      name: "remove a range: that pool's ranges and utilization",
      run: (d) => d(e.systemIpPoolRangeRemove.initiate({ path: { pool: 'a' }, body: range })),
      status: 204,
      hit: ['aRanges', 'aUse'],
    },
    {
      name: "link a silo: the pool's silos, that silo's pools, the signed-in silo's pools",
      run: (d) =>
        d(
          e.systemIpPoolSiloLink.initiate({
            path: { pool: 'b' },
            body: { silo: 'prairie', isDefault: false },
          }),
        ),
      status: 201,
      response: { ip_pool_id: 'id-b', silo_id: 'id-prairie', is_default: false },
      hit: ['bSilos', 'siloPools', 'myPools'],
    },
    {
      name: "make a pool the default: every pool's silos (the old default changes)",
      run: (d) =>
        d(
          e.systemIpPoolSiloUpdate.initiate({
            path: { pool: 'b', silo: 'prairie' },
            body: { isDefault: true },
          }),
        ),
      response: { ip_pool_id: 'id-b', silo_id: 'id-prairie', is_default: true },
      hit: ['aSilos', 'bSilos', 'siloPools', 'myPools'],
    },
    {
      name: 'rename: the pool, the lists, and the silo lists showing it',
      run: (d) => d(e.systemIpPoolUpdate.initiate({ path: { pool: 'a' }, body: { name: 'z' } })),
      response: { id: 'id-a', name: 'z' },
      hit: ['pools', 'a', 'siloPools', 'myPools'],
    },
    {
      name: "assign to the rack's services: the pool and the pool list, no silo's pools",
      run: (d) =>
        d(
          e.systemIpPoolAssign.initiate({
            path: { pool: 'b' },
            body: { assignment: 'system_services' },
          }),
        ),
      response: { id: 'id-b', name: 'b', assignment: 'system_services' },
      hit: ['pools'],
    },
    {
      name: 'a failed range add: nothing',
      run: (d) => d(e.systemIpPoolRangeAdd.initiate({ path: { pool: 'a' }, body: range })),
      ...FAILURE,
      hit: [],
    },
  ],
})

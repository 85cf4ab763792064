import './projects'
import './systemSilos'
import { systemIpPoolsApi } from './systemIpPools'
import { FAILURE, tagWiring } from './tagTesting'

const pool = (name: string) => ({ id: `id-${name}`, name })
const range = { first: '10.0.0.1', last: '10.0.0.9' }
const { endpoints: e } = systemIpPoolsApi

tagWiring({
  seed: {
    pools: ['ipPoolList', {}, { items: [pool('a'), pool('b')] }],
    a: ['ipPoolView', { path: { pool: 'a' } }, pool('a')],
    aRanges: ['ipPoolRangeList', { path: { pool: 'a' } }, { items: [{ id: 'r1' }] }],
    bRanges: ['ipPoolRangeList', { path: { pool: 'b' } }, { items: [] }],
    aUse: ['ipPoolUtilizationView', { path: { pool: 'a' } }, { ipv4: {}, ipv6: {} }],
    aSilos: [
      'ipPoolSiloList',
      { path: { pool: 'a' } },
      { items: [{ ipPoolId: 'id-a', siloId: 's' }] },
    ],
    bSilos: ['ipPoolSiloList', { path: { pool: 'b' } }, { items: [] }],
    siloPools: ['siloIpPoolList', { path: { silo: 'prairie' } }, { items: [pool('a')] }],
    myPools: ['projectIpPoolList', {}, { items: [pool('a')] }],
    service: ['ipPoolServiceView', undefined, pool('oxide-service-pool')],
    serviceRanges: ['ipPoolServiceRangeList', {}, { items: [] }],
  },
  provides: [
    ['the pool list: LIST', [{ type: 'IpPool', id: 'LIST' }], ['pools']],
    ["a pool's ranges: that pool's list", [{ type: 'IpPoolRange', id: 'LIST:a' }], ['aRanges']],
    [
      "a silo's pools: that silo's list",
      [{ type: 'SiloIpPool', id: 'LIST:prairie' }],
      ['siloPools'],
    ],
    ['the service pool', [{ type: 'IpPool', id: 'service' }], ['service']],
  ],
  mutations: [
    {
      name: "add a range: that pool's ranges and utilization",
      run: (d) => d(e.ipPoolRangeAdd.initiate({ path: { pool: 'a' }, body: range })),
      status: 201,
      response: { id: 'r2', range },
      hit: ['aRanges', 'aUse'],
    },
    {
      name: "remove a range: that pool's ranges and utilization",
      run: (d) => d(e.ipPoolRangeRemove.initiate({ path: { pool: 'a' }, body: range })),
      status: 204,
      hit: ['aRanges', 'aUse'],
    },
    {
      name: "link a silo: the pool's silos, that silo's pools, the signed-in silo's pools",
      run: (d) =>
        d(
          e.ipPoolSiloLink.initiate({
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
          e.ipPoolSiloUpdate.initiate({
            path: { pool: 'b', silo: 'prairie' },
            body: { isDefault: true },
          }),
        ),
      response: { ip_pool_id: 'id-b', silo_id: 'id-prairie', is_default: true },
      hit: ['aSilos', 'bSilos', 'siloPools', 'myPools'],
    },
    {
      name: 'rename: the pool, the lists, and the silo lists showing it',
      run: (d) => d(e.ipPoolUpdate.initiate({ path: { pool: 'a' }, body: { name: 'z' } })),
      response: { id: 'id-a', name: 'z' },
      hit: ['pools', 'a', 'siloPools', 'myPools'],
    },
    {
      name: 'service range: the service ranges only',
      run: (d) => d(e.ipPoolServiceRangeAdd.initiate({ body: range })),
      status: 201,
      response: { id: 'r3', range },
      hit: ['serviceRanges'],
    },
    {
      name: 'a failed range add: nothing',
      run: (d) => d(e.ipPoolRangeAdd.initiate({ path: { pool: 'a' }, body: range })),
      ...FAILURE,
      hit: [],
    },
  ],
})

import './instances'
import './systemIpPools'
import { floatingIpsApi } from './floatingIps'
import { FAILURE, tagWiring } from './tagTesting'

const fip = (name: string, instanceId: string | null = null) => ({
  id: `id-${name}`,
  name,
  ip: '10.0.0.1',
  ipPoolId: 'pool',
  instanceId,
})
const project = { project: 'p' }
const { endpoints: e } = floatingIpsApi

tagWiring({
  seed: {
    fips: ['floatingIpList', { query: project }, { items: [fip('a'), fip('b', 'id-web')] }],
    a: ['floatingIpView', { path: { floatingIp: 'a' }, query: project }, fip('a')],
    webIps: [
      'instanceExternalIpList',
      { path: { instance: 'web' }, query: project },
      { items: [] },
    ],
    dbIps: ['instanceExternalIpList', { path: { instance: 'db' }, query: project }, { items: [] }],
    poolUse: [
      'systemIpPoolUtilizationView',
      { path: { pool: 'default' } },
      { capacity: 0, remaining: 0 },
    ],
  },
  provides: [
    ['a list page: LIST', [{ type: 'FloatingIp', id: 'LIST' }], ['fips']],
    ['a view: the name it was fetched by', [{ type: 'FloatingIp', id: 'a' }], ['a']],
  ],
  mutations: [
    {
      name: 'create: the lists and pool utilization',
      run: (d) =>
        d(e.floatingIpCreate.initiate({ query: project, body: { name: 'c', description: '' } })),
      status: 201,
      response: fip('c'),
      hit: ['fips', 'poolUse'],
    },
    {
      name: "attach: the floating IP, the lists, and that instance's external IPs",
      run: (d) =>
        d(
          e.floatingIpAttach.initiate({
            path: { floatingIp: 'a' },
            query: project,
            body: { kind: 'instance', parent: 'web' },
          }),
        ),
      status: 202,
      response: { ...fip('a'), instance_id: 'id-web' },
      hit: ['fips', 'a', 'webIps'],
    },
    {
      name: "detach: the floating IP, the lists, and every instance's external IPs",
      run: (d) => d(e.floatingIpDetach.initiate({ path: { floatingIp: 'id-b' } })),
      status: 202,
      response: fip('b'),
      hit: ['fips', 'webIps', 'dbIps'],
    },
    {
      name: 'update: the floating IP and the lists',
      run: (d) =>
        d(
          e.floatingIpUpdate.initiate({
            path: { floatingIp: 'a' },
            query: project,
            body: { name: 'z' },
          }),
        ),
      response: fip('z'),
      hit: ['fips', 'a'],
    },
    {
      name: 'a failed attach: nothing',
      run: (d) =>
        d(
          e.floatingIpAttach.initiate({
            path: { floatingIp: 'a' },
            query: project,
            body: { kind: 'instance', parent: 'web' },
          }),
        ),
      ...FAILURE,
      hit: [],
    },
  ],
})

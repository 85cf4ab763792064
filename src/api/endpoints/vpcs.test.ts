import './instances'
import { FAILURE, tagWiring } from './tagTesting'
import { vpcsApi } from './vpcs'

const item = (name: string, parent: Record<string, string> = {}) => ({
  id: `id-${name}`,
  name,
  ...parent,
})
const project = { project: 'p' }
const inA = { query: { ...project, vpc: 'a' } }
const { endpoints: e } = vpcsApi

tagWiring({
  seed: {
    vpcs: ['vpcList', { query: project }, { items: [item('a'), item('b')] }],
    a: ['vpcView', { path: { vpc: 'a' }, query: project }, item('a')],
    aSubnets: ['vpcSubnetList', inA, { items: [item('s1', { vpcId: 'id-a' })] }],
    bSubnets: ['vpcSubnetList', { query: { ...project, vpc: 'b' } }, { items: [] }],
    s1: [
      'vpcSubnetView',
      { path: { subnet: 's1' }, query: { ...project, vpc: 'a' } },
      item('s1', { vpcId: 'id-a' }),
    ],
    aRules: ['vpcFirewallRulesView', inA, { rules: [{ name: 'allow-ssh', vpcId: 'id-a' }] }],
    bRules: ['vpcFirewallRulesView', { query: { ...project, vpc: 'b' } }, { rules: [] }],
    aRouters: ['vpcRouterList', inA, { items: [item('r')] }],
    rRoutes: [
      'vpcRouterRouteList',
      { query: { ...project, vpc: 'a', router: 'r' } },
      { items: [item('rt')] },
    ],
    aGateways: ['internetGatewayList', inA, { items: [item('gw')] }],
    gwAddresses: [
      'internetGatewayIpAddressList',
      { query: { ...project, vpc: 'a', gateway: 'gw' } },
      { items: [] },
    ],
    s1Nics: [
      'vpcSubnetListNetworkInterfaces',
      { path: { subnet: 's1' }, query: { ...project, vpc: 'a' } },
      { items: [item('nic')] },
    ],
  },
  provides: [
    ['the VPC list: LIST', [{ type: 'Vpc', id: 'LIST' }], ['vpcs']],
    ["a VPC's subnets: that VPC's list", [{ type: 'VpcSubnet', id: 'LIST:a' }], ['aSubnets']],
    [
      'a subnet: its view and the lists showing it',
      [{ type: 'VpcSubnet', id: 'id-s1' }],
      ['aSubnets', 's1'],
    ],
    ["a VPC's rules: the VPC as addressed", [{ type: 'FirewallRules', id: 'a' }], ['aRules']],
    ["a VPC's rules: the VPC id they name", [{ type: 'FirewallRules', id: 'id-a' }], ['aRules']],
    ["a router's routes", [{ type: 'VpcRouterRoute', id: 'LIST:r' }], ['rRoutes']],
    [
      "a gateway's addresses",
      [{ type: 'InternetGatewayIpAddress', id: 'LIST:gw' }],
      ['gwAddresses'],
    ],
    [
      "a subnet's interfaces: each interface",
      [{ type: 'NetworkInterface', id: 'id-nic' }],
      ['s1Nics'],
    ],
  ],
  mutations: [
    {
      name: 'create a VPC: the VPC lists',
      run: (d) =>
        d(
          e.vpcCreate.initiate({
            query: project,
            body: { name: 'c', description: '', dnsName: 'c' },
          }),
        ),
      status: 201,
      response: item('c'),
      hit: ['vpcs'],
    },
    {
      name: "create a subnet: that VPC's subnets and the routes (its system route)",
      run: (d) =>
        d(
          e.vpcSubnetCreate.initiate({
            ...inA,
            body: { name: 's2', description: '', ipv4Block: '10.0.1.0/24' },
          }),
        ),
      status: 201,
      response: item('s2', { vpc_id: 'id-a' }),
      hit: ['aSubnets', 'rRoutes'],
    },
    {
      name: 'update a subnet: the subnet, its VPC list and the routes (a rename renames its route)',
      run: (d) =>
        d(
          e.vpcSubnetUpdate.initiate({
            path: { subnet: 's1' },
            ...inA,
            body: { description: 'x' },
          }),
        ),
      response: item('s1', { vpc_id: 'id-a' }),
      hit: ['aSubnets', 's1', 'rRoutes'],
    },
    {
      name: 'delete a subnet by id: the lists that show it and the routes',
      run: (d) => d(e.vpcSubnetDelete.initiate({ path: { subnet: 'id-s1' } })),
      status: 204,
      hit: ['aSubnets', 's1', 'rRoutes'],
    },
    {
      name: "update firewall rules: that VPC's rules only",
      run: (d) => d(e.vpcFirewallRulesUpdate.initiate({ ...inA, body: { rules: [] } })),
      response: { rules: [] },
      hit: ['aRules'],
    },
    {
      name: "create a route: that router's routes only",
      run: (d) =>
        d(
          e.vpcRouterRouteCreate.initiate({
            query: { ...project, vpc: 'a', router: 'r' },
            body: {
              name: 'rt2',
              description: '',
              destination: { type: 'ip', value: '10.0.0.1' },
              target: { type: 'drop' },
            },
          }),
        ),
      status: 201,
      response: item('rt2', { vpc_router_id: 'id-r' }),
      hit: ['rRoutes'],
    },
    {
      name: 'a failed subnet delete: nothing',
      run: (d) => d(e.vpcSubnetDelete.initiate({ path: { subnet: 's1' }, ...inA })),
      ...FAILURE,
      hit: [],
    },
  ],
})

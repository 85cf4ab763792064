import type { SweepCase } from './case'

// The networking area's operations: VPCs, subnets, routers and routes, firewall rules, internet
// gateways with their IP pool and address links, floating IPs, affinity and anti-affinity groups.
// Seeded data used: project atlas-ingest (default VPC with subnet 'backend', router
// 'egress-control', gateway 'partner-gw' with pool link 'edge' and address 'partner-nat',
// floating IP 'ingest-spare'); fleet's default pool ('default', 198.51.100.20-99). One instance
// is created here (stopped) for the attach and member calls.

const P = { project: 'atlas-ingest' }
const V = { ...P, vpc: 'sweep-vpc' }
const R = { ...V, router: 'sweep-router' }
const G = { ...V, gateway: 'sweep-gw' }
const VM = 'net-sweep-vm'

const RULES = [
  {
    name: 'allow-web',
    description: 'every target and filter kind',
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 100,
    targets: [
      { type: 'vpc', value: 'sweep-vpc' },
      { type: 'subnet', value: 'sweep-subnet' },
      { type: 'instance', value: VM },
      { type: 'ip', value: '10.1.2.7' },
      { type: 'ip_net', value: '10.1.2.0/25' },
    ],
    filters: {
      hosts: [
        { type: 'vpc', value: 'default' },
        { type: 'subnet', value: 'default' },
        { type: 'instance', value: 'monitor-1' },
        { type: 'ip', value: '2001:db8::1' },
        { type: 'ip_net', value: '192.168.0.0/16' },
      ],
      protocols: [
        { type: 'tcp' },
        { type: 'udp' },
        { type: 'icmp', value: { icmp_type: 8, code: '0' } },
        { type: 'icmp6', value: { icmp_type: 128, code: null } },
      ],
      ports: ['80', '8000-8080'],
    },
  },
  {
    name: 'deny-out',
    description: '',
    status: 'disabled',
    direction: 'outbound',
    action: 'deny',
    priority: 65535,
    targets: [{ type: 'vpc', value: 'sweep-vpc' }],
    filters: { hosts: null, protocols: null, ports: null },
  },
]

const groupCases = (
  prefix: 'affinityGroup' | 'antiAffinityGroup',
  param: 'affinity_group' | 'anti_affinity_group',
  name: string,
  listOp: 'instanceAffinityGroupList' | 'instanceAntiAffinityGroupList',
): SweepCase[] => [
  { op: `${prefix}List`, query: { ...P, limit: 25 } },
  {
    op: `${prefix}Create`,
    query: P,
    body: { name, description: '', policy: 'fail', failure_domain: 'sled' },
  },
  {
    op: `${prefix}Create`,
    query: P,
    body: { name, description: '', policy: 'sometimes', failure_domain: 'sled' },
    status: 400,
    note: 'unknown policy',
  },
  { op: `${prefix}View`, path: { [param]: name }, query: P },
  { op: `${prefix}Update`, path: { [param]: name }, query: P, body: { description: 'edited' } },
  { op: `${prefix}MemberInstanceAdd`, path: { [param]: name, instance: VM }, query: P },
  {
    op: `${prefix}MemberInstanceAdd`,
    path: { [param]: name, instance: VM },
    query: P,
    status: 400,
    note: 'already a member',
  },
  { op: `${prefix}MemberList`, path: { [param]: name }, query: { ...P, sort_by: 'id_ascending' } },
  { op: `${prefix}MemberInstanceView`, path: { [param]: name, instance: VM }, query: P },
  { op: listOp, path: { instance: VM }, query: P },
  { op: `${prefix}MemberInstanceDelete`, path: { [param]: name, instance: VM }, query: P },
  {
    op: `${prefix}MemberInstanceView`,
    path: { [param]: name, instance: VM },
    query: P,
    status: 404,
    note: 'removed',
  },
  { op: `${prefix}Delete`, path: { [param]: name }, query: P },
  { op: `${prefix}View`, path: { [param]: name }, query: P, status: 404, note: 'deleted' },
]

export const networkingCases: SweepCase[] = [
  // VPCs
  { op: 'vpcList', query: { ...P, limit: 25 } },
  { op: 'vpcCreate', query: P, body: { name: 'sweep-vpc', dns_name: 'sweep', description: '' } },
  {
    op: 'vpcCreate',
    query: P,
    body: { name: 'sweep-vpc', dns_name: 'sweep', description: '' },
    status: 400,
    note: 'duplicate name',
  },
  {
    op: 'vpcCreate',
    query: P,
    body: { name: 'no-dns', description: '' },
    status: 400,
    note: 'bad body',
  },
  {
    op: 'vpcCreate',
    query: P,
    body: { name: 'viewer-vpc', dns_name: 'v', description: '' },
    as: 'mei',
    status: 403,
    note: 'silo viewer cannot create',
  },
  { op: 'vpcList', query: P, as: 'noor', status: 404, note: 'plain user cannot see the project' },
  { op: 'vpcView', path: { vpc: 'sweep-vpc' }, query: P, as: 'ada' },
  { op: 'vpcView', path: { vpc: 'sweep-vpc' }, status: 400, note: 'name without project' },
  { op: 'vpcView', path: { vpc: 'nope' }, query: P, status: 404, note: 'missing' },
  { op: 'vpcUpdate', path: { vpc: 'sweep-vpc' }, query: P, body: { description: 'edited' } },

  // subnets
  { op: 'vpcSubnetList', query: { ...V, limit: 25 } },
  {
    op: 'vpcSubnetCreate',
    query: V,
    body: { name: 'sweep-subnet', description: '', ipv4_block: '10.1.2.0/24' },
  },
  {
    op: 'vpcSubnetCreate',
    query: V,
    body: { name: 'overlap', description: '', ipv4_block: '172.30.1.0/24' },
    status: 400,
    note: 'overlaps the default subnet',
  },
  {
    op: 'vpcSubnetCreate',
    query: V,
    body: { name: 'public', description: '', ipv4_block: '8.8.8.0/24' },
    status: 400,
    note: 'not a private range',
  },
  { op: 'vpcSubnetView', path: { subnet: 'sweep-subnet' }, query: V },
  { op: 'vpcSubnetUpdate', path: { subnet: 'sweep-subnet' }, query: V, body: { description: 'x' } },
  {
    op: 'vpcSubnetListNetworkInterfaces',
    path: { subnet: 'default' },
    query: { ...P, vpc: 'default', limit: 25 },
  },

  // routers and routes
  { op: 'vpcRouterList', query: { ...V, limit: 25 } },
  { op: 'vpcRouterCreate', query: V, body: { name: 'sweep-router', description: '' } },
  { op: 'vpcRouterView', path: { router: 'sweep-router' }, query: V },
  { op: 'vpcRouterUpdate', path: { router: 'sweep-router' }, query: V, body: { description: 'y' } },
  { op: 'vpcRouterRouteList', query: { ...V, router: 'system', limit: 25 } },
  {
    op: 'vpcRouterRouteCreate',
    query: { ...V, router: 'system' },
    body: {
      name: 'nope',
      description: '',
      destination: { type: 'ip_net', value: '10.9.0.0/16' },
      target: { type: 'drop' },
    },
    status: 400,
    note: 'system router takes no user routes',
  },
  {
    op: 'vpcRouterRouteCreate',
    query: R,
    body: {
      name: 'sweep-route',
      description: '',
      destination: { type: 'ip_net', value: '10.9.0.0/16' },
      target: { type: 'ip', value: '10.1.2.9' },
    },
  },
  {
    op: 'vpcRouterRouteCreate',
    query: R,
    body: {
      name: 'to-subnet',
      description: '',
      destination: { type: 'ip', value: '10.9.0.1' },
      target: { type: 'subnet', value: 'default' },
    },
    status: 400,
    note: 'subnet target in a custom router',
  },
  { op: 'vpcRouterRouteView', path: { route: 'sweep-route' }, query: R },
  {
    op: 'vpcRouterRouteUpdate',
    path: { route: 'sweep-route' },
    query: R,
    body: { destination: { type: 'ip_net', value: '10.9.0.0/16' }, target: { type: 'drop' } },
  },
  {
    op: 'vpcRouterRouteUpdate',
    path: { route: 'default' },
    query: { ...V, router: 'system' },
    body: { destination: { type: 'subnet', value: 'default' }, target: { type: 'drop' } },
    status: 400,
    note: 'subnet routes are not modifiable',
  },
  { op: 'vpcRouterRouteDelete', path: { route: 'sweep-route' }, query: R },
  {
    op: 'vpcRouterRouteDelete',
    path: { route: 'default-v4' },
    query: { ...V, router: 'system' },
    status: 400,
    note: 'system routes cannot be deleted',
  },
  {
    op: 'vpcSubnetUpdate',
    path: { subnet: 'sweep-subnet' },
    query: V,
    body: { custom_router: 'sweep-router' },
    note: 'attach the custom router',
  },
  {
    op: 'vpcRouterDelete',
    path: { router: 'system' },
    query: V,
    status: 400,
    note: 'system router',
  },
  {
    op: 'vpcRouterDelete',
    path: { router: 'sweep-router' },
    query: V,
    status: 400,
    note: 'a subnet uses it',
  },
  {
    op: 'vpcSubnetUpdate',
    path: { subnet: 'sweep-subnet' },
    query: V,
    body: {},
    note: 'detach the custom router',
  },
  { op: 'vpcRouterDelete', path: { router: 'sweep-router' }, query: V },

  // firewall rules
  { op: 'vpcFirewallRulesView', query: V },
  { op: 'vpcFirewallRulesUpdate', query: V, body: { rules: RULES } },
  {
    op: 'vpcFirewallRulesUpdate',
    query: V,
    body: { rules: [RULES[1], RULES[1]] },
    status: 400,
    note: 'duplicate rule names',
  },

  // internet gateways
  { op: 'internetGatewayList', query: { ...V, limit: 25 } },
  { op: 'internetGatewayCreate', query: V, body: { name: 'sweep-gw', description: '' } },
  { op: 'internetGatewayView', path: { gateway: 'sweep-gw' }, query: V },
  { op: 'internetGatewayIpPoolList', query: { ...G, limit: 25 } },
  {
    op: 'internetGatewayIpPoolCreate',
    query: G,
    body: { name: 'sweep-pool', description: '', ip_pool: 'default' },
  },
  { op: 'internetGatewayIpAddressList', query: { ...G, limit: 25 } },
  {
    op: 'internetGatewayIpAddressCreate',
    query: G,
    body: { name: 'sweep-addr', description: '', address: '198.51.100.95' },
  },
  {
    op: 'internetGatewayDelete',
    path: { gateway: 'sweep-gw' },
    query: V,
    status: 400,
    note: 'pools attached, no cascade',
  },
  { op: 'internetGatewayIpPoolDelete', path: { pool: 'sweep-pool' }, query: G },
  { op: 'internetGatewayIpAddressDelete', path: { address: 'sweep-addr' }, query: G },
  { op: 'internetGatewayDelete', path: { gateway: 'sweep-gw' }, query: { ...V, cascade: true } },

  // deleting a VPC: subnets first
  {
    op: 'vpcDelete',
    path: { vpc: 'sweep-vpc' },
    query: P,
    status: 400,
    note: 'subnets still exist',
  },
  { op: 'vpcSubnetDelete', path: { subnet: 'sweep-subnet' }, query: V },
  { op: 'vpcSubnetDelete', path: { subnet: 'default' }, query: V },
  { op: 'vpcDelete', path: { vpc: 'sweep-vpc' }, query: P },

  // floating IPs (and an instance to attach them to)
  { op: 'floatingIpList', query: { ...P, limit: 25 } },
  {
    op: 'floatingIpCreate',
    query: P,
    body: {
      name: 'sweep-fip',
      description: '',
      address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v4' } },
    },
  },
  {
    op: 'floatingIpCreate',
    query: P,
    body: {
      name: 'taken',
      description: '',
      address_allocator: { type: 'explicit', ip: '198.51.100.60' },
    },
    status: 400,
    note: 'address already in use',
  },
  { op: 'floatingIpView', path: { floating_ip: 'sweep-fip' }, query: P },
  {
    op: 'floatingIpUpdate',
    path: { floating_ip: 'sweep-fip' },
    query: P,
    body: { description: 'z' },
  },
  {
    op: 'instanceCreate',
    query: P,
    body: { name: VM, description: '', hostname: VM, memory: 1073741824, ncpus: 1, start: false },
    note: 'a stopped instance for the calls below',
  },
  {
    op: 'floatingIpAttach',
    path: { floating_ip: 'sweep-fip' },
    query: P,
    body: { kind: 'instance', parent: VM },
  },
  {
    op: 'floatingIpDelete',
    path: { floating_ip: 'sweep-fip' },
    query: P,
    status: 400,
    note: 'attached',
  },
  { op: 'floatingIpDetach', path: { floating_ip: 'sweep-fip' }, query: P },
  {
    op: 'floatingIpDetach',
    path: { floating_ip: 'sweep-fip' },
    query: P,
    status: 400,
    note: 'not attached',
  },
  { op: 'floatingIpDelete', path: { floating_ip: 'sweep-fip' }, query: P },

  // external subnets (attached to the same stopped instance)
  { op: 'externalSubnetList', query: { ...P, limit: 25 } },
  {
    op: 'externalSubnetCreate',
    query: P,
    body: {
      name: 'sweep-es',
      description: '',
      allocator: {
        type: 'auto',
        prefix_length: 28,
        pool_selector: { type: 'auto', ip_version: 'v4' },
      },
    },
  },
  {
    op: 'externalSubnetCreate',
    query: P,
    body: {
      name: 'outside',
      description: '',
      allocator: { type: 'explicit', subnet: '10.9.0.0/24' },
    },
    status: 400,
    note: 'not in any pool of the silo',
  },
  { op: 'externalSubnetView', path: { external_subnet: 'sweep-es' }, query: P },
  {
    op: 'externalSubnetUpdate',
    path: { external_subnet: 'sweep-es' },
    query: P,
    body: { description: 'z' },
  },
  {
    op: 'externalSubnetAttach',
    path: { external_subnet: 'sweep-es' },
    query: P,
    body: { instance: VM },
  },
  { op: 'instanceExternalSubnetList', path: { instance: VM }, query: P },
  {
    op: 'externalSubnetDelete',
    path: { external_subnet: 'sweep-es' },
    query: P,
    status: 400,
    note: 'attached',
  },
  { op: 'externalSubnetDetach', path: { external_subnet: 'sweep-es' }, query: P },
  { op: 'externalSubnetDelete', path: { external_subnet: 'sweep-es' }, query: P },

  // affinity and anti-affinity groups
  ...groupCases('affinityGroup', 'affinity_group', 'sweep-affinity', 'instanceAffinityGroupList'),
  ...groupCases(
    'antiAffinityGroup',
    'anti_affinity_group',
    'sweep-anti',
    'instanceAntiAffinityGroupList',
  ),

  // multicast groups: fleet-wide, made by a join that names them, gone with their last member
  { op: 'multicastGroupList' },
  { op: 'multicastGroupView', path: { multicast_group: 'tile-updates' } },
  { op: 'multicastGroupView', path: { multicast_group: '224.10.0.2' }, note: 'by address' },
  { op: 'multicastGroupMemberList', path: { multicast_group: 'tile-updates' } },
  { op: 'instanceMulticastGroupList', path: { instance: 'ingest-worker-1' }, query: P },
  {
    op: 'instanceMulticastGroupJoin',
    path: { instance: 'ingest-worker-2', multicast_group: 'sweep-group' },
    query: P,
    body: {},
    note: 'a new group from the default multicast pool',
  },
  {
    op: 'instanceMulticastGroupJoin',
    path: { instance: 'ingest-worker-2', multicast_group: '232.1.1.1' },
    query: P,
    body: {},
    status: 400,
    note: 'SSM without sources',
  },
  {
    op: 'instanceMulticastGroupLeave',
    path: { instance: 'ingest-worker-2', multicast_group: 'sweep-group' },
    query: P,
  },
  {
    op: 'multicastGroupView',
    path: { multicast_group: 'sweep-group' },
    status: 404,
    note: 'its last member left',
  },
]

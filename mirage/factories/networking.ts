import { nowOf, type MockContext } from '../context'
import { allocateIp } from '../fleet/allocate'
import { buildVpc, randomUlaPrefix, routeToSubnet, seededUlaPrefix } from '../networking/vpcParts'
import { factory } from './define'

// VPCs with everything the API gives a new one, subnets with their system route, routers,
// routes, gateways, firewall rules, floating IPs (an address from the silo's pool unless given)
// and affinity groups.

export function networkingFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  const stamp = { timeCreated: now, timeModified: now }
  return {
    vpc: factory('vpc')({
      name: (n) => `vpc-${n}`,
      description: '',
      ipv6Prefix: (n) => (ctx.seeding ? seededUlaPrefix(n + 1) : randomUlaPrefix()),
      ...stamp,
      afterCreate: (vpc) => buildVpc(ctx, vpc),
    }),
    vpcSubnet: factory('vpcSubnet')({
      name: (n) => `subnet-${n}`,
      description: '',
      customRouterId: null,
      ...stamp,
      afterCreate: (subnet) => routeToSubnet(ctx, subnet),
    }),
    vpcRouter: factory('vpcRouter')(
      { name: (n) => `router-${n}`, description: '', kind: 'custom', ...stamp },
      {
        system: {
          name: 'system',
          description: 'Routes are automatically added to this router as vpc subnets are created',
          kind: 'system',
        },
      },
    ),
    routerRoute: factory('routerRoute')({
      name: (n) => `route-${n}`,
      description: '',
      kind: 'custom',
      subnetId: null,
      ...stamp,
    }),
    vpcFirewallRule: factory('vpcFirewallRule')({
      name: (n) => `rule-${n}`,
      description: '',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 65534,
      targets: [],
      filters: { hosts: null, protocols: null, ports: null },
      ...stamp,
    }),
    internetGateway: factory('internetGateway')({
      name: (n) => `gateway-${n}`,
      description: '',
      ...stamp,
    }),
    internetGatewayIpPool: factory('internetGatewayIpPool')({ description: '', ...stamp }),
    internetGatewayIpAddress: factory('internetGatewayIpAddress')({ description: '', ...stamp }),
    floatingIp: factory('floatingIp')({
      name: (n) => `floating-ip-${n}`,
      description: '',
      instanceId: null,
      ...stamp,
      afterCreate: (fip) => {
        if (fip.ip) return
        const address = allocateIp(ctx, fip.ipPoolId, fip.project?.siloId ?? '')
        fip.update({ ip: address.ip, ipPoolId: address.ipPoolId })
      },
    }),
    affinityGroup: factory('affinityGroup')({
      name: (n) => `affinity-group-${n}`,
      description: '',
      policy: 'allow',
      failureDomain: 'sled',
      memberIds: [],
      ...stamp,
    }),
    antiAffinityGroup: factory('antiAffinityGroup')({
      name: (n) => `anti-affinity-group-${n}`,
      description: '',
      policy: 'allow',
      failureDomain: 'sled',
      memberIds: [],
      ...stamp,
    }),
  }
}

import { nowOf, type MockContext, stamped } from '../../context'
import { allocateIp } from '../allocate'
import { allocateSubnetFrom, defaultWidth, siloSubnetPools } from '../allocateSubnet'
import { buildVpc, randomUlaPrefix, routeToSubnet, seededUlaPrefix } from '../parts/vpc'
import { factory, named } from './define'

// VPCs with everything the API gives a new one, subnets with their system route, routers,
// routes, gateways, firewall rules, floating IPs (an address from the silo's pool unless given)
// and affinity groups.

export function networkingFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  const stamp = stamped(now)
  /** Both kinds of group: allow, by sled, no members yet. */
  const group = (prefix: string) => ({
    ...named(prefix, now),
    policy: 'allow' as const,
    failureDomain: 'sled' as const,
    memberIds: [],
  })
  return {
    vpc: factory('vpc')({
      ...named('vpc', now),
      ipv6Prefix: (n) => (ctx.seeding ? seededUlaPrefix(n + 1) : randomUlaPrefix()),
      afterCreate: (vpc) => buildVpc(ctx, vpc),
    }),
    vpcSubnet: factory('vpcSubnet')({
      ...named('subnet', now),
      customRouterId: null,
      afterCreate: (subnet) => routeToSubnet(ctx, subnet),
    }),
    vpcRouter: factory('vpcRouter')(
      { ...named('router', now), kind: 'custom' },
      {
        system: {
          name: 'system',
          description: 'Routes are automatically added to this router as vpc subnets are created',
          kind: 'system',
        },
      },
    ),
    routerRoute: factory('routerRoute')({
      ...named('route', now),
      kind: 'custom',
      subnetId: null,
    }),
    vpcFirewallRule: factory('vpcFirewallRule')({
      ...named('rule', now),
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 65534,
      targets: [],
      filters: { hosts: null, protocols: null, ports: null },
    }),
    internetGateway: factory('internetGateway')(named('gateway', now)),
    internetGatewayIpPool: factory('internetGatewayIpPool')({ description: '', ...stamp }),
    internetGatewayIpAddress: factory('internetGatewayIpAddress')({ description: '', ...stamp }),
    floatingIp: factory('floatingIp')({
      ...named('floating-ip', now),
      instanceId: null,
      afterCreate: (fip) => {
        if (fip.ip) return
        const address = allocateIp(ctx, fip.ipPoolId, fip.project?.siloId ?? '')
        fip.update({ ip: address.ip, ipPoolId: address.ipPoolId })
      },
    }),
    // without a subnet, a block of the usual width from its pool or the silo's default pool
    externalSubnet: factory('externalSubnet')({
      ...named('external-subnet', now),
      instanceId: null,
      afterCreate: (es) => {
        if (es.subnet) return
        const siloId = es.project?.siloId ?? ''
        const pool = es.subnetPoolId
          ? ctx.schema.find('subnetPool', es.subnetPoolId)
          : siloSubnetPools(ctx, siloId).find((l) => l.isDefault)?.pool
        if (!pool) throw new Error(`no subnet pool for external subnet ${es.name}`)
        es.update(allocateSubnetFrom(ctx, pool, defaultWidth(pool)))
      },
    }),
    affinityGroup: factory('affinityGroup')(group('affinity-group')),
    antiAffinityGroup: factory('antiAffinityGroup')(group('anti-affinity-group')),
  }
}

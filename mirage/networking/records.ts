import type {
  AffinityGroup,
  AntiAffinityGroup,
  FloatingIp,
  InternetGateway,
  InternetGatewayIpAddress,
  InternetGatewayIpPool,
  RouterRoute,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '~/api/generated/types'
import type { Wire } from '../wire'

// What the networking area stores, in wire shape. Responses are these records minus the `_`
// fields (toWire), except firewall rules, which the API returns as one `{ rules }` object per VPC.

export type VpcRecord = Wire<Vpc>
export type VpcSubnetRecord = Wire<VpcSubnet>
export type VpcRouterRecord = Wire<VpcRouter>
export type RouterRouteRecord = Wire<RouterRoute> & {
  /** the subnet a system `vpc_subnet` route follows (renamed and removed with it) */
  _subnet_id: string | null
}
export type FirewallRuleRecord = Wire<VpcFirewallRule>
/** One record per VPC (id = the VPC's id): the API only ever reads or replaces the whole list. */
type FirewallRulesRecord = { id: string; rules: FirewallRuleRecord[] }
export type InternetGatewayRecord = Wire<InternetGateway>
type InternetGatewayIpPoolRecord = Wire<InternetGatewayIpPool>
type InternetGatewayIpAddressRecord = Wire<InternetGatewayIpAddress>
type FloatingIpRecord = Wire<FloatingIp>
/** Members are instance ids in the order they were added; the API lists them by id or name. */
export type AffinityGroupRecord = Wire<AffinityGroup> & { _members: string[] }
export type AntiAffinityGroupRecord = Wire<AntiAffinityGroup> & {
  _members: string[]
  /**
   * Instances that named this group at create time (compute keeps those ids on the instance) and
   * were taken into `_members` once; a later removal then sticks.
   */
  _absorbed: string[]
}

declare module '../db' {
  interface Tables {
    vpcs: VpcRecord
    vpcSubnets: VpcSubnetRecord
    vpcRouters: VpcRouterRecord
    vpcRouterRoutes: RouterRouteRecord
    vpcFirewallRules: FirewallRulesRecord
    internetGateways: InternetGatewayRecord
    internetGatewayIpPools: InternetGatewayIpPoolRecord
    internetGatewayIpAddresses: InternetGatewayIpAddressRecord
    floatingIps: FloatingIpRecord
    affinityGroups: AffinityGroupRecord
    antiAffinityGroups: AntiAffinityGroupRecord
  }
}

/** The resource type names the API puts in its error messages (kebab-case). */
export const KIND = {
  vpc: 'vpc',
  subnet: 'vpc-subnet',
  router: 'vpc-router',
  route: 'router-route',
  gateway: 'internet-gateway',
  gatewayPool: 'internet-gateway-ip-pool',
  gatewayAddress: 'internet-gateway-ip-address',
  floatingIp: 'floating-ip',
  affinityGroup: 'affinity-group',
  antiAffinityGroup: 'anti-affinity-group',
  affinityMember: 'affinity-group-member',
  antiAffinityMember: 'anti-affinity-group-member',
  instance: 'instance',
  ipPool: 'ip-pool',
} as const

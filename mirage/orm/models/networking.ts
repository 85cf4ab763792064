import { belongsTo, hasMany } from 'miragejs'
import type {
  AffinityGroup,
  AntiAffinityGroup,
  ExternalSubnet,
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
import { attrs, children, model, type Attrs, type NullFks } from './attrs'

// A project's VPCs with their subnets, routers and routes, internet gateways and firewall rules;
// floating IPs; affinity and anti-affinity groups.

export const networkingModels = {
  vpc: model({
    ...attrs<Attrs<Vpc>>(),
    project: belongsTo('project'),
    systemRouter: belongsTo('vpcRouter', { inverse: null }),
    subnets: children('vpcSubnet', 'vpcId'),
    routers: children('vpcRouter', 'vpcId'),
    internetGateways: children('internetGateway', 'vpcId'),
    firewallRules: children('vpcFirewallRule', 'vpcId'),
  }),
  vpcSubnet: model({
    ...attrs<Attrs<VpcSubnet>>(),
    vpc: belongsTo('vpc'),
    customRouter: belongsTo('vpcRouter', { inverse: null }),
    networkInterfaces: children('networkInterface', 'subnetId'),
  }),
  vpcRouter: model({
    ...attrs<Attrs<VpcRouter>>(),
    // one-way, or Mirage takes it for the VPC's systemRouter inverse (see disk.instance)
    vpc: belongsTo('vpc', { inverse: null }),
    routes: children('routerRoute', 'vpcRouterId'),
  }),
  /** `subnet`: the subnet a system `vpc_subnet` route follows (renamed and removed with it). */
  routerRoute: model({
    ...attrs<Attrs<RouterRoute> & NullFks<'subnet'>>(),
    vpcRouter: belongsTo('vpcRouter'),
    subnet: belongsTo('vpcSubnet', { inverse: null }),
  }),
  vpcFirewallRule: model({ ...attrs<Attrs<VpcFirewallRule>>(), vpc: belongsTo('vpc') }),
  internetGateway: model({
    ...attrs<Attrs<InternetGateway>>(),
    vpc: belongsTo('vpc'),
    ipPools: children('internetGatewayIpPool', 'internetGatewayId'),
    ipAddresses: children('internetGatewayIpAddress', 'internetGatewayId'),
  }),
  internetGatewayIpPool: model({
    ...attrs<Attrs<InternetGatewayIpPool>>(),
    internetGateway: belongsTo('internetGateway'),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  internetGatewayIpAddress: model({
    ...attrs<Attrs<InternetGatewayIpAddress>>(),
    internetGateway: belongsTo('internetGateway'),
  }),
  floatingIp: model({
    ...attrs<Attrs<FloatingIp>>(),
    project: belongsTo('project'),
    ipPool: belongsTo('ipPool', { inverse: null }),
    instance: belongsTo('instance'),
  }),
  /** Carved from a member of a subnet pool linked to the project's silo; on one instance at most. */
  externalSubnet: model({
    ...attrs<Attrs<ExternalSubnet>>(),
    project: belongsTo('project', { inverse: null }),
    instance: belongsTo('instance', { inverse: null }),
  }),
  /** Members are instances of the same project, in the order they were added. */
  affinityGroup: model({
    ...attrs<Attrs<AffinityGroup> & { memberIds: string[] }>(),
    project: belongsTo('project'),
    members: hasMany('instance', { inverse: null }),
  }),
  antiAffinityGroup: model({
    ...attrs<Attrs<AntiAffinityGroup> & { memberIds: string[] }>(),
    project: belongsTo('project'),
    members: hasMany('instance', { inverse: null }),
  }),
}

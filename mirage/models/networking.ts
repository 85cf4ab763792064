import { belongsTo, hasMany, Model } from 'miragejs'
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
import { attrs, type Attrs, type NullFks } from './attrs'

// A project's VPCs with their subnets, routers and routes, internet gateways and firewall rules;
// floating IPs; affinity and anti-affinity groups.

export const networkingModels = {
  vpc: Model.extend({
    ...attrs<Attrs<Vpc>>(),
    project: belongsTo('project'),
    systemRouter: belongsTo('vpcRouter', { inverse: null }),
    subnets: hasMany('vpcSubnet'),
    routers: hasMany('vpcRouter', { inverse: 'vpc' }),
    internetGateways: hasMany('internetGateway'),
    firewallRules: hasMany('vpcFirewallRule'),
  }),
  vpcSubnet: Model.extend({
    ...attrs<Attrs<VpcSubnet>>(),
    vpc: belongsTo('vpc'),
    customRouter: belongsTo('vpcRouter', { inverse: null }),
    networkInterfaces: hasMany('networkInterface', { inverse: 'subnet' }),
  }),
  vpcRouter: Model.extend({
    ...attrs<Attrs<VpcRouter>>(),
    vpc: belongsTo('vpc', { inverse: 'routers' }),
    routes: hasMany('routerRoute', { inverse: 'vpcRouter' }),
  }),
  /** `subnet`: the subnet a system `vpc_subnet` route follows (renamed and removed with it). */
  routerRoute: Model.extend({
    ...attrs<Attrs<RouterRoute> & NullFks<'subnet'>>(),
    vpcRouter: belongsTo('vpcRouter', { inverse: 'routes' }),
    subnet: belongsTo('vpcSubnet', { inverse: null }),
  }),
  vpcFirewallRule: Model.extend({ ...attrs<Attrs<VpcFirewallRule>>(), vpc: belongsTo('vpc') }),
  internetGateway: Model.extend({
    ...attrs<Attrs<InternetGateway>>(),
    vpc: belongsTo('vpc'),
    ipPools: hasMany('internetGatewayIpPool'),
    ipAddresses: hasMany('internetGatewayIpAddress'),
  }),
  internetGatewayIpPool: Model.extend({
    ...attrs<Attrs<InternetGatewayIpPool>>(),
    internetGateway: belongsTo('internetGateway'),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  internetGatewayIpAddress: Model.extend({
    ...attrs<Attrs<InternetGatewayIpAddress>>(),
    internetGateway: belongsTo('internetGateway'),
  }),
  floatingIp: Model.extend({
    ...attrs<Attrs<FloatingIp>>(),
    project: belongsTo('project'),
    ipPool: belongsTo('ipPool', { inverse: null }),
    instance: belongsTo('instance', { inverse: 'floatingIps' }),
  }),
  /** Members are instances of the same project, in the order they were added. */
  affinityGroup: Model.extend({
    ...attrs<Attrs<AffinityGroup> & { memberIds: string[] }>(),
    project: belongsTo('project'),
    members: hasMany('instance', { inverse: null }),
  }),
  antiAffinityGroup: Model.extend({
    ...attrs<Attrs<AntiAffinityGroup> & { memberIds: string[] }>(),
    project: belongsTo('project'),
    members: hasMany('instance', { inverse: null }),
  }),
}

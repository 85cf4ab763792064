import { api } from '../api'
import { vpcsEndpoints } from '../generated/endpoints/vpcs'
import type { VpcFirewallRules } from '../generated/types'
import {
  ifSucceeded,
  invalidatesChild,
  invalidatesItem,
  invalidatesList,
  param,
  providesChildList,
  providesItem,
  providesList,
  providesRelation,
  type Tag,
  tagsOf,
} from './tags'

// VPCs and what they own: subnets, routers (owning routes), internet gateways (owning their IP
// addresses and IP pools), and one set of firewall rules. Each owned list is scoped by its parent
// (see tags.ts), so a change in one VPC leaves the lists of another alone.

// where each kind of child names its parent: in the request's query and in the response
const inVpc = { parentParam: 'vpc', parentKey: 'vpcId' }
const inRouter = { parentParam: 'router', parentKey: 'vpcRouterId' }
const inGateway = { parentParam: 'gateway', parentKey: 'internetGatewayId' }
const subnet = { ...inVpc, param: 'subnet' }
const router = { ...inVpc, param: 'router' }
const route = { ...inRouter, param: 'route' }
const gateway = { ...inVpc, param: 'gateway' }
const gatewayAddress = { ...inGateway, param: 'address' }
const gatewayPool = { ...inGateway, param: 'pool' }

// Rules are keyed by the VPC as addressed, and by the VPC id each returned rule names.
const firewallTags = (rules: VpcFirewallRules | undefined, arg: { query: object }): Tag[] =>
  tagsOf('FirewallRules', param(arg, 'query', 'vpc'), ...(rules?.rules.map((r) => r.vpcId) ?? []))

export const vpcsApi = api.injectEndpoints({ endpoints: vpcsEndpoints }).enhanceEndpoints({
  endpoints: {
    vpcList: { providesTags: providesList('Vpc') },
    // a new VPC's default subnet, router and rules are in no cached list yet
    vpcCreate: { invalidatesTags: invalidatesList('Vpc') },
    vpcView: { providesTags: providesItem('Vpc', 'vpc') },
    vpcUpdate: { invalidatesTags: invalidatesItem('Vpc', 'vpc') },
    vpcDelete: { invalidatesTags: invalidatesItem('Vpc', 'vpc') },

    vpcFirewallRulesView: { providesTags: (rules, _error, arg) => firewallTags(rules, arg) },
    // the whole rule set is replaced
    vpcFirewallRulesUpdate: {
      invalidatesTags: (rules, error, arg) => ifSucceeded(error, firewallTags(rules, arg)),
    },

    vpcSubnetList: { providesTags: providesChildList('VpcSubnet', 'vpc') },
    // the system router holds a route per subnet, named after it: its routes change too
    vpcSubnetCreate: { invalidatesTags: invalidatesChild('VpcSubnet', inVpc, 'VpcRouterRoute') },
    vpcSubnetView: { providesTags: providesItem('VpcSubnet', 'subnet') },
    vpcSubnetUpdate: {
      invalidatesTags: invalidatesChild('VpcSubnet', subnet, 'VpcRouterRoute'),
    },
    vpcSubnetDelete: {
      invalidatesTags: invalidatesChild('VpcSubnet', subnet, 'VpcRouterRoute'),
    },
    // the interfaces in a subnet belong to instances; see instances.ts for what changes them
    vpcSubnetListNetworkInterfaces: {
      providesTags: providesRelation('SubnetNetworkInterface', 'subnet', 'NetworkInterface'),
    },

    vpcRouterList: { providesTags: providesChildList('VpcRouter', 'vpc') },
    vpcRouterCreate: { invalidatesTags: invalidatesChild('VpcRouter', inVpc) },
    vpcRouterView: { providesTags: providesItem('VpcRouter', 'router') },
    vpcRouterUpdate: { invalidatesTags: invalidatesChild('VpcRouter', router) },
    vpcRouterDelete: { invalidatesTags: invalidatesChild('VpcRouter', router) },

    vpcRouterRouteList: { providesTags: providesChildList('VpcRouterRoute', 'router') },
    vpcRouterRouteCreate: {
      invalidatesTags: invalidatesChild('VpcRouterRoute', inRouter),
    },
    vpcRouterRouteView: { providesTags: providesItem('VpcRouterRoute', 'route') },
    vpcRouterRouteUpdate: { invalidatesTags: invalidatesChild('VpcRouterRoute', route) },
    vpcRouterRouteDelete: { invalidatesTags: invalidatesChild('VpcRouterRoute', route) },

    internetGatewayList: { providesTags: providesChildList('InternetGateway', 'vpc') },
    internetGatewayCreate: {
      invalidatesTags: invalidatesChild('InternetGateway', inVpc),
    },
    internetGatewayView: { providesTags: providesItem('InternetGateway', 'gateway') },
    // with cascade its addresses and pools go too; their lists are the gateway's own, now gone
    internetGatewayDelete: { invalidatesTags: invalidatesChild('InternetGateway', gateway) },

    internetGatewayIpAddressList: {
      providesTags: providesChildList('InternetGatewayIpAddress', 'gateway'),
    },
    internetGatewayIpAddressCreate: {
      invalidatesTags: invalidatesChild('InternetGatewayIpAddress', inGateway),
    },
    internetGatewayIpAddressDelete: {
      invalidatesTags: invalidatesChild('InternetGatewayIpAddress', gatewayAddress),
    },

    internetGatewayIpPoolList: {
      providesTags: providesChildList('InternetGatewayIpPool', 'gateway'),
    },
    internetGatewayIpPoolCreate: {
      invalidatesTags: invalidatesChild('InternetGatewayIpPool', inGateway),
    },
    internetGatewayIpPoolDelete: {
      invalidatesTags: invalidatesChild('InternetGatewayIpPool', gatewayPool),
    },
  },
})

export const {
  useVpcListQuery,
  useVpcCreateMutation,
  useVpcViewQuery,
  useVpcUpdateMutation,
  useVpcDeleteMutation,
  useVpcFirewallRulesViewQuery,
  useVpcFirewallRulesUpdateMutation,
  useVpcSubnetListQuery,
  useVpcSubnetCreateMutation,
  useVpcSubnetViewQuery,
  useVpcSubnetUpdateMutation,
  useVpcSubnetDeleteMutation,
  useVpcSubnetListNetworkInterfacesQuery,
  useVpcRouterListQuery,
  useVpcRouterCreateMutation,
  useVpcRouterViewQuery,
  useVpcRouterUpdateMutation,
  useVpcRouterDeleteMutation,
  useVpcRouterRouteListQuery,
  useVpcRouterRouteCreateMutation,
  useVpcRouterRouteViewQuery,
  useVpcRouterRouteUpdateMutation,
  useVpcRouterRouteDeleteMutation,
  useInternetGatewayListQuery,
  useInternetGatewayCreateMutation,
  useInternetGatewayViewQuery,
  useInternetGatewayDeleteMutation,
  useInternetGatewayIpAddressListQuery,
  useInternetGatewayIpAddressCreateMutation,
  useInternetGatewayIpAddressDeleteMutation,
  useInternetGatewayIpPoolListQuery,
  useInternetGatewayIpPoolCreateMutation,
  useInternetGatewayIpPoolDeleteMutation,
} = vpcsApi

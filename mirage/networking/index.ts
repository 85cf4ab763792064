import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { affinityRoutes } from './affinity'
import { firewallRoutes } from './firewall'
import { floatingIpRoutes } from './floatingIps'
import { gatewayRoutes } from './gateways'
import { routerRoutes } from './routers'
import { seedNetworkingData } from './seed'
import { subnetRoutes } from './subnets'
import { vpcRoutes } from './vpcs'

// The mock's networking area: VPCs, subnets, routers, routes, firewall rules, internet gateways, floating IPs, affinity and anti-affinity groups.

export function networkingRoutes(api: MockApi, ctx: MockContext): void {
  vpcRoutes(api, ctx)
  subnetRoutes(api, ctx)
  routerRoutes(api, ctx)
  firewallRoutes(api, ctx)
  gatewayRoutes(api, ctx)
  floatingIpRoutes(api, ctx)
  affinityRoutes(api, ctx)
}

export function seedNetworking(db: MockDb): void {
  seedNetworkingData(db)
}

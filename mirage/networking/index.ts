import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { affinityRoutes } from './affinity'
import { firewallRoutes } from './firewall'
import { floatingIpRoutes } from './floatingIps'
import { gatewayRoutes } from './gateways'
import { routerRoutes } from './routers'
import { vpcRoutes } from './vpcs'

// The networking area: VPCs, subnets, routers, routes, firewall rules, internet gateways,
// floating IPs, affinity and anti-affinity groups.

export function networkingRoutes(api: MockApi, ctx: MockContext): void {
  vpcRoutes(api, ctx)
  routerRoutes(api, ctx)
  firewallRoutes(api, ctx)
  gatewayRoutes(api, ctx)
  floatingIpRoutes(api, ctx)
  affinityRoutes(api, ctx)
}

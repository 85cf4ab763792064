import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'

// The mock's networking area: VPCs, subnets, routers, routes, firewall rules, internet gateways, floating IPs, affinity and anti-affinity groups.

export function networkingRoutes(_api: MockApi, _ctx: MockContext): void {}

export function seedNetworking(_db: MockDb): void {}

import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'

// The mock's fleet area: silos, IP pools, certificates, identity providers, quotas, utilization, silo users and groups, access tokens, probes and support bundles.

export function fleetRoutes(_api: MockApi, _ctx: MockContext): void {}

export function seedFleet(_db: MockDb): void {}

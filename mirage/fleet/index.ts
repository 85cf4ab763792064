import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { bundleRoutes } from './bundles'
import { certificateRoutes } from './certificates'
import { identityRoutes } from './identity'
import { poolRoutes } from './pools'
import { probeRoutes } from './probes'
import { quotaRoutes } from './quotas'
import { rangeRoutes } from './ranges'
import { seedFleetData } from './seed'
import { siloRoutes } from './silos'
import { tokenRoutes } from './tokens'

// The mock's fleet area: silos, IP pools, certificates, identity providers, quotas, utilization, silo users and groups, access tokens, probes and support bundles.

export function fleetRoutes(api: MockApi, ctx: MockContext): void {
  siloRoutes(api, ctx)
  quotaRoutes(api, ctx)
  identityRoutes(api, ctx)
  poolRoutes(api, ctx)
  rangeRoutes(api, ctx)
  certificateRoutes(api, ctx)
  tokenRoutes(api, ctx)
  probeRoutes(api, ctx)
  bundleRoutes(api, ctx)
}

export function seedFleet(db: MockDb): void {
  seedFleetData(db)
}

import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { bundleRoutes } from './bundles'
import { identityRoutes } from './identity'
import { poolRoutes } from './pools'
import { probeRoutes } from './probes'
import { siloRoutes } from './silos'

// The fleet area: silos with their quotas, utilization, certificates and identity providers,
// IP pools, probes and support bundles.

export function fleetRoutes(api: MockApi, ctx: MockContext): void {
  siloRoutes(api, ctx)
  identityRoutes(api, ctx)
  poolRoutes(api, ctx)
  probeRoutes(api, ctx)
  bundleRoutes(api, ctx)
}

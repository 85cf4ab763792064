import type { MockApi } from '../api/define'
import { computeRoutes } from '../compute'
import type { MockContext } from '../context'
import { fleetRoutes } from '../fleet'
import { networkingRoutes } from '../networking'
import { systemRoutes } from '../system'
import { deviceAuthRoutes } from './deviceAuth'
import { currentUserRoutes } from './me'
import { policyRoutes } from './policy'
import { projectRoutes } from './projects'
import { sessionRoutes } from './session'
import { userRoutes } from './users'

/** One entry per API group; a new group adds its module here. */
const GROUPS: ((api: MockApi, ctx: MockContext) => void)[] = [
  sessionRoutes,
  currentUserRoutes,
  deviceAuthRoutes,
  policyRoutes,
  projectRoutes,
  userRoutes,
  fleetRoutes,
  systemRoutes,
  networkingRoutes,
  computeRoutes,
]

export function registerRoutes(api: MockApi, ctx: MockContext): void {
  for (const group of GROUPS) group(api, ctx)
}

import type { MockContext } from '../context'
import { currentUserRoutes } from './currentUser'
import type { MockApi } from './define'
import { deviceAuthRoutes } from './deviceAuth'
import { policyRoutes } from './policy'
import { projectRoutes } from './projects'
import { sessionRoutes } from './session'
import { userRoutes } from './users'
import { computeRoutes } from '../compute'
import { fleetRoutes } from '../fleet'
import { networkingRoutes } from '../networking'
import { systemRoutes } from '../system'

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

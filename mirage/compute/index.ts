import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { diskMetricRoutes } from './diskMetrics'
import { diskRoutes } from './disks'
import { instanceCreateRoutes } from './instanceCreate'
import { instancePartRoutes } from './instanceParts'
import { instanceRoutes } from './instances'
import { nicRoutes } from './nics'
import { imageRoutes, snapshotRoutes } from './snapshots'

// The compute area: instances (their disks, interfaces, addresses, serial console), disks with
// the import by bulk writes and metrics, snapshots and images.

export function computeRoutes(api: MockApi, ctx: MockContext): void {
  instanceCreateRoutes(api, ctx)
  instanceRoutes(api, ctx)
  instancePartRoutes(api, ctx)
  nicRoutes(api, ctx)
  diskRoutes(api, ctx)
  diskMetricRoutes(api, ctx)
  snapshotRoutes(api, ctx)
  imageRoutes(api, ctx)
}

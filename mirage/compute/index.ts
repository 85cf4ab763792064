import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { consoleRoutes } from './console'
import { diskImportRoutes } from './diskImport'
import { diskMetricRoutes } from './diskMetrics'
import { diskRoutes } from './disks'
import { externalIpRoutes } from './externalIps'
import { imageRoutes } from './images'
import { instanceCreateRoutes } from './instanceCreate'
import { instanceDiskRoutes } from './instanceDisks'
import { instanceRoutes } from './instances'
import { nicRoutes } from './nics'
import { seedComputeRecords } from './seed'
export { settleSeededStates } from './seedSettle'
import { snapshotRoutes } from './snapshots'

// The mock's compute area: instances, disks, snapshots, images, network interfaces, external IPs, the serial console.

export function computeRoutes(api: MockApi, ctx: MockContext): void {
  instanceCreateRoutes(api, ctx)
  instanceRoutes(api, ctx)
  instanceDiskRoutes(api, ctx)
  externalIpRoutes(api, ctx)
  consoleRoutes(api, ctx)
  nicRoutes(api, ctx)
  diskRoutes(api, ctx)
  diskImportRoutes(api, ctx)
  diskMetricRoutes(api, ctx)
  snapshotRoutes(api, ctx)
  imageRoutes(api, ctx)
}

export function seedCompute(db: MockDb): void {
  seedComputeRecords(db)
}

import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { addressLotRoutes } from './addressLots'
import { bgpRoutes } from './bgp'
import { bgpStateRoutes } from './bgpState'
import { hardwareRoutes } from './hardware'
import { metricRoutes } from './metrics'
import { seedHardware } from './seedHardware'
import { seedNetwork } from './seedNetwork'
import { serviceAccessRoutes } from './serviceAccess'
import { switchPortRoutes } from './switchPorts'
import { timeseriesRoutes } from './timeseries/routes'
import { updateRoutes } from './update'

// The mock's system area: hardware inventory, system networking (switch ports, BGP, address lots, loopbacks, allow list), metrics and timeseries, system update.

export function systemRoutes(api: MockApi, ctx: MockContext): void {
  hardwareRoutes(api, ctx)
  switchPortRoutes(api, ctx)
  addressLotRoutes(api, ctx)
  bgpRoutes(api, ctx)
  bgpStateRoutes(api, ctx)
  serviceAccessRoutes(api, ctx)
  metricRoutes(api, ctx)
  timeseriesRoutes(api, ctx)
  updateRoutes(api, ctx)
}

export function seedSystem(db: MockDb): void {
  seedHardware(db)
  seedNetwork(db)
}

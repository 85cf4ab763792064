import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { addressLotRoutes } from './addressLots'
import { bgpRoutes } from './bgp'
import { hardwareRoutes } from './hardware'
import { metricRoutes } from './metrics'
import { serviceAccessRoutes } from './serviceAccess'
import { switchPortRoutes } from './switchPorts'
import { timeseriesRoutes } from './timeseries/routes'
import { updateRoutes } from './update'

// The system area: hardware inventory, system networking (switch ports, BGP, address lots,
// loopbacks, allow list), metrics and timeseries, system update.

export function systemRoutes(api: MockApi, ctx: MockContext): void {
  hardwareRoutes(api, ctx)
  switchPortRoutes(api, ctx)
  addressLotRoutes(api, ctx)
  bgpRoutes(api, ctx)
  serviceAccessRoutes(api, ctx)
  metricRoutes(api, ctx)
  timeseriesRoutes(api, ctx)
  updateRoutes(api, ctx)
}

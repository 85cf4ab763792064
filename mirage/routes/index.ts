import type { MockApi } from '../api/define'
import { diskRoutes } from '../compute/disks'
import { instanceCreateRoutes } from '../compute/instanceCreate'
import { instancePartRoutes } from '../compute/instanceParts'
import { instanceRoutes } from '../compute/instances'
import { nicRoutes } from '../compute/nics'
import { imageRoutes, snapshotRoutes } from '../compute/snapshots'
import type { MockContext } from '../context'
import { bundleRoutes } from '../fleet/bundles'
import { identityRoutes } from '../fleet/identity'
import { poolRoutes } from '../fleet/pools'
import { probeRoutes } from '../fleet/probes'
import { siloRoutes } from '../fleet/silos'
import { affinityRoutes } from '../networking/affinity'
import { firewallRoutes } from '../networking/firewall'
import { floatingIpRoutes } from '../networking/floatingIps'
import { gatewayRoutes } from '../networking/gateways'
import { routerRoutes } from '../networking/routers'
import { vpcRoutes } from '../networking/vpcs'
import { addressLotRoutes } from '../system/addressLots'
import { bgpRoutes } from '../system/bgp'
import { hardwareRoutes } from '../system/hardware'
import { metricRoutes } from '../system/metrics'
import { serviceAccessRoutes } from '../system/serviceAccess'
import { switchPortRoutes } from '../system/switchPorts'
import { timeseriesRoutes } from '../system/timeseries/routes'
import { updateRoutes } from '../system/update'
import { deviceAuthRoutes } from './deviceAuth'
import { currentUserRoutes } from './me'
import { policyRoutes } from './policy'
import { projectRoutes } from './projects'
import { sessionRoutes } from './session'
import { userRoutes } from './users'

/** Every API group's module, by area; a new group adds its module here. */
const GROUPS: ((api: MockApi, ctx: MockContext) => void)[] = [
  // the caller: session, themselves, device sign-in, policies, projects, users and groups
  ...[sessionRoutes, currentUserRoutes, deviceAuthRoutes, policyRoutes, projectRoutes, userRoutes],
  // fleet: silos (quotas, utilization, certificates), identity providers, IP pools, probes, bundles
  ...[siloRoutes, identityRoutes, poolRoutes, probeRoutes, bundleRoutes],
  // system: hardware, switch ports, BGP, address lots, allow list, metrics, timeseries, update
  ...[hardwareRoutes, switchPortRoutes, addressLotRoutes, bgpRoutes, serviceAccessRoutes],
  ...[metricRoutes, timeseriesRoutes, updateRoutes],
  // networking: VPCs, subnets, routers, firewall rules, gateways, floating IPs, affinity groups
  ...[vpcRoutes, routerRoutes, firewallRoutes, gatewayRoutes, floatingIpRoutes, affinityRoutes],
  // compute: instances and their parts, disks, snapshots, images (disk metrics are timeseries)
  ...[instanceCreateRoutes, instanceRoutes, instancePartRoutes, nicRoutes, diskRoutes],
  ...[snapshotRoutes, imageRoutes],
]

export function registerRoutes(api: MockApi, ctx: MockContext): void {
  for (const group of GROUPS) group(api, ctx)
}

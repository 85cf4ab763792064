import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { affinityHandlers } from './affinity'
import { consoleAuthHandlers } from './consoleAuth'
import { currentUserHandlers } from './currentUser'
import { disksHandlers } from './disks'
import { experimentalHandlers } from './experimental'
import { externalSubnetsHandlers } from './externalSubnets'
import { floatingIpsHandlers } from './floatingIps'
import { imagesHandlers } from './images'
import { instancesHandlers } from './instances'
import { ipPoolsHandlers } from './ipPools'
import { loginHandlers } from './login'
import { metricsHandlers } from './metrics'
import { policyHandlers } from './policy'
import { projectsHandlers } from './projects'
import { silosHandlers } from './silos'
import { snapshotsHandlers } from './snapshots'
import { subnetPoolsHandlers } from './subnetPools'
import { systemAlertsHandlers } from './systemAlerts'
import { systemAuditLogHandlers } from './systemAuditLog'
import { systemHardwareHandlers } from './systemHardware'
import { systemIpPoolsHandlers } from './systemIpPools'
import { systemMetricsHandlers } from './systemMetrics'
import { systemNetworkingHandlers } from './systemNetworking'
import { systemSilosHandlers } from './systemSilos'
import { systemStatusHandlers } from './systemStatus'
import { systemSubnetPoolsHandlers } from './systemSubnetPools'
import { systemSupportBundlesHandlers } from './systemSupportBundles'
import { systemUpdateHandlers } from './systemUpdate'
import { tokensHandlers } from './tokens'
import { vpcsHandlers } from './vpcs'

// One module per API group, named as src/api/endpoints/<group>.ts is: an operation's handler is in
// the file of its group. A group with many operations keeps parts beside it (vpcs.routers.ts).
const GROUPS: ((api: MockApi, ctx: MockContext) => void)[] = [
  affinityHandlers,
  consoleAuthHandlers,
  currentUserHandlers,
  disksHandlers,
  experimentalHandlers,
  externalSubnetsHandlers,
  floatingIpsHandlers,
  imagesHandlers,
  instancesHandlers,
  ipPoolsHandlers,
  loginHandlers,
  metricsHandlers,
  policyHandlers,
  projectsHandlers,
  silosHandlers,
  snapshotsHandlers,
  subnetPoolsHandlers,
  systemAlertsHandlers,
  systemAuditLogHandlers,
  systemHardwareHandlers,
  systemIpPoolsHandlers,
  systemMetricsHandlers,
  systemNetworkingHandlers,
  systemSilosHandlers,
  systemStatusHandlers,
  systemSubnetPoolsHandlers,
  systemSupportBundlesHandlers,
  systemUpdateHandlers,
  tokensHandlers,
  vpcsHandlers,
]

export function registerRoutes(api: MockApi, ctx: MockContext): void {
  for (const group of GROUPS) group(api, ctx)
}

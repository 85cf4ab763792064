import { lazy } from 'react'
import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'
import { alertsArea } from './alerts/routes'
import { auditLogArea } from './audit-log/routes'
import { inventoryArea } from './inventory/routes'
import { metricsArea } from './metrics/routes'
import { networkingArea } from './networking/routes'
import { silosArea } from './silos/routes'
import { supportBundlesArea } from './support-bundles/routes'
import { updateArea } from './update/routes'
import { utilizationArea } from './utilization/routes'

const system = () => import(/* webpackChunkName: "system" */ './index')

const issuesArea: Area = {
  nav: [
    {
      label: 'Issues',
      to: () => pb.systemIssues(),
      badge: lazy(() => import(/* webpackChunkName: "system-issue-count" */ './issues/IssueCount')),
    },
  ],
  routes: [
    {
      path: 'issues',
      handle: handle({ crumb: 'Issues' }),
      lazy: async () => ({ Component: (await system()).SystemIssuesPage }),
    },
  ],
}

/**
 * The operator pages (under /system, fleet viewers only): each sub-area (silos, utilization,
 * metrics, inventory, networking) has its own routes module and chunks; this composes them in nav
 * order. Fleet access is the access area's page: the composition root hands it in.
 */
export function systemArea({ access }: { access: Area }): Area {
  const areas = [
    silosArea,
    utilizationArea,
    metricsArea,
    inventoryArea,
    networkingArea,
    access,
    updateArea,
    supportBundlesArea,
    auditLogArea,
    alertsArea,
    issuesArea,
  ]
  return { nav: areas.flatMap((a) => a.nav), routes: areas.flatMap((a) => a.routes) }
}

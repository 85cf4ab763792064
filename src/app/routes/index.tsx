import type { ReactNode } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { fleetAccessArea, projectAccessArea, siloAccessArea } from '~/features/access/routes'
import { affinityArea } from '~/features/affinity/routes'
import { authSettingsArea } from '~/features/auth-settings/routes'
import { authArea } from '~/features/auth/routes'
import { certificatesArea } from '~/features/certificates/routes'
import { disksArea } from '~/features/disks/routes'
import { externalSubnetsArea } from '~/features/external-subnets/routes'
import { floatingIpsArea } from '~/features/floating-ips/routes'
import { projectImagesArea, siloImagesArea } from '~/features/images/routes'
import { instancesArea } from '~/features/instances/routes'
import { lookupArea } from '~/features/lookup/routes'
import { multicastArea } from '~/features/multicast/routes'
import { probesArea } from '~/features/probes/routes'
import { projectRoute, projectsArea } from '~/features/projects/routes'
import { settingsArea } from '~/features/settings/routes'
import { snapshotsArea } from '~/features/snapshots/routes'
import { systemArea } from '~/features/system/routes'
import { utilizationArea } from '~/features/utilization/routes'
import { vpcsArea } from '~/features/vpcs/routes'
import { AppLoading } from '../layouts/AppLoading'
import type { JumpArea } from '../jump/jumpOptions'
import { AuthenticatedLayout } from '../layouts/AuthenticatedLayout'
import { FleetChangeGate } from '../layouts/FleetChangeGate'
import { RootLayout } from '../layouts/RootLayout'
import { SidebarLayout } from '../layouts/SidebarLayout'
import { NotFoundRoute, RouteError } from '../RouteError'
import { authenticatedLoader, fleetViewerLoader } from '../session'
import { handle, type Area } from './area'
import { leaveListMovesToLists } from './listMoves'
import { retryFailedPageCode } from './pageCode'
import { pb } from './paths'

// The composition root: every area's routes and nav entries (src/features/<area>/routes.tsx)
// placed under the layouts. Those modules are small and load each page with a lazy import(), one
// chunk per page group, so importing them here adds no page to the first load.

/**
 * A sidebar frame holding areas: their routes in its outlet, their nav entries in its sidebar. A
 * page that fails (a 403 for a role the user lacks, a 404) shows its error in the outlet, so the
 * navigation stays; the frame's own failure is the outer error page.
 */
const sidebar = (heading: string, areas: Area[], frame = (layout: ReactNode) => layout) => ({
  element: frame(<SidebarLayout heading={heading} nav={areas.flatMap((a) => a.nav)} />),
  errorElement: <RouteError />,
  children: [{ errorElement: <RouteError />, children: areas.flatMap((a) => a.routes) }],
})

const siloAreas = [
  projectsArea,
  siloImagesArea,
  utilizationArea,
  siloAccessArea,
  certificatesArea,
  authSettingsArea,
]
const projectAreas = [
  instancesArea,
  disksArea,
  snapshotsArea,
  projectImagesArea,
  vpcsArea,
  floatingIpsArea,
  externalSubnetsArea,
  multicastArea,
  affinityArea,
  probesArea,
  projectAccessArea,
]
const navOf = (areas: Area[]) => areas.flatMap((a) => a.nav)
const system = systemArea({ access: fleetAccessArea })

/** Every sidebar's pages, for jump-to to offer from anywhere (System to fleet viewers only). */
const jumpAreas: JumpArea[] = [
  { area: 'Silo', nav: navOf(siloAreas) },
  { area: 'Project', nav: navOf(projectAreas) },
  { area: 'Settings', nav: navOf([settingsArea]) },
  { area: 'System', nav: navOf([system]) },
]

// Redirects are elements, not loader `redirect()`s: in mock mode pretender replaces the global
// Response with a polyfill that the router does not recognise as a redirect.

const table: RouteObject[] = leaveListMovesToLists([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      ...authArea.routes,
      {
        element: <AuthenticatedLayout jumpAreas={jumpAreas} />,
        loader: authenticatedLoader,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate replace to={pb.projects()} /> },
          sidebar('Silo', siloAreas),
          projectRoute(projectAreas),
          ...lookupArea.routes,
          {
            path: 'settings',
            handle: handle({ crumb: 'Settings', crumbPath: () => pb.profile() }),
            ...sidebar('Settings', [settingsArea]),
          },
          {
            path: 'system',
            loader: fleetViewerLoader,
            ...sidebar('System', [system], (layout) => <FleetChangeGate>{layout}</FleetChangeGate>),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])

/** A page whose code failed to download is asked for again on the next try. */
export const routes: RouteObject[] = retryFailedPageCode(table)

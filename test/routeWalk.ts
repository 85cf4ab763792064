// The route table as a list of screens to visit, for the route walk (test/e2e/route-walk*.spec.ts)
// and the story-coverage test (src/stories/storyCoverage.test.ts). The table itself is the source
// of truth: a route added to it is walked and needs a story with no change here, unless it brings
// a parameter name SEEDED does not know yet.
import { isValidElement } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { ListOnly } from '~/app/routes/area'
import { alertSeedId } from '~mirage/sim/scenarios/alerts'
import { instanceSeedId } from '~mirage/sim/scenarios/compute'
import { sledSeedId, switchPortSeedId, switchSeedId } from '~mirage/sim/scenarios/hardware'
import { SEED_USER_IDS } from '~mirage/sim/scenarios/seeds'

export type WalkedRoute = {
  /** The full pattern, e.g. `/projects/:project/instances/:instance/storage`. */
  pattern: string
  /** The route object that renders at that pattern (an index route for its parent's path). */
  route: RouteObject
  /** Under the signed-in area (a route whose loader is the gate), so walked signed in. */
  signedIn: boolean
  /** An index route that only redirects (`<Navigate>`): it has no screen, so needs no story. */
  redirect: boolean
  /** The catch-all route: walked at an unknown path, where 'Page not found' is the screen. */
  notFound: boolean
  /**
   * A form shown in its layout's outlet over a list (a side modal): the pattern of the sibling
   * route showing that list alone (`ListOnly`), walked as a screen of its own. What is behind the
   * form is that screen, unchanged.
   */
  over?: string
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`

/** `a/:b?/c` → `a/c` and `a/:b/c`: react-router's optional segments, each way walked. */
function expandOptional(path: string): string[] {
  const segments = path.split('/')
  const i = segments.findIndex((s) => s.endsWith('?'))
  if (i < 0) return [path]
  const without = [...segments.slice(0, i), ...segments.slice(i + 1)].join('/')
  const withIt = [...segments.slice(0, i), segments[i]!.slice(0, -1), ...segments.slice(i + 1)]
  return [...expandOptional(without), ...expandOptional(withIt.join('/'))]
}

/** A layout's child showing its list alone: the pattern at which the list is its own screen. */
function listShown(layout: RouteObject, base: string): string | undefined {
  const list = layout.children?.find((child) => child.Component === ListOnly)
  return list?.path === undefined ? undefined : join(base, list.path)
}

const isRedirect = (route: RouteObject) =>
  isValidElement(route.element) && route.element.type === Navigate

/**
 * Every screen of the table: each route with a path and no children, and each index route (at
 * its parent's path). Pathless routes and routes with children are containers only: they render
 * a layout around their children, and a path that ends on a container without an index route
 * matches no screen. `signedInGate` tells the route that starts the signed-in area.
 */
export function walkRoutes(
  routes: RouteObject[],
  signedInGate: (route: RouteObject) => boolean,
): WalkedRoute[] {
  const found: WalkedRoute[] = []
  const visit = (list: RouteObject[], base: string, signedIn: boolean, over?: string) => {
    for (const route of list) {
      const inside = signedIn || signedInGate(route)
      const leaf = { route, signedIn: inside, redirect: isRedirect(route) }
      if (route.index) {
        found.push({ ...leaf, pattern: base || '/', notFound: false, over })
        continue
      }
      for (const full of route.path === undefined
        ? [base]
        : expandOptional(join(base, route.path))) {
        if (route.children?.length)
          visit(route.children, full, inside, listShown(route, full) ?? over)
        else if (route.Component === ListOnly)
          found.push({ ...leaf, pattern: full, notFound: false })
        else found.push({ ...leaf, pattern: full || '/', notFound: full.endsWith('*'), over })
      }
    }
  }
  visit(routes, '', false)
  // An index route under a pathless layout shares its path with nothing else; duplicates would
  // only come from two routes claiming one pattern, which the router resolves to the first.
  return found.filter((r, i) => found.findIndex((o) => o.pattern === r.pattern) === i)
}

/**
 * Seeded names of the Mirage fleet (mirage/sim/scenarios) for each route parameter, so every walked
 * page shows real data: atlas-ingest is the project with the most detail, ingest-worker-1 a
 * running instance in it. A function value picks by pattern where one name means different
 * things (silo images and project images).
 */
const SEEDED: Record<string, string | ((pattern: string) => string)> = {
  silo: 'prairie',
  provider: 'okta-ish',
  project: 'atlas-ingest',
  // a name means something only within its project (the API's rule); without one, the id
  instance: (pattern) =>
    pattern.includes(':project') ? 'ingest-worker-1' : instanceSeedId('ingest-worker-1'),
  disk: 'ingest-data-1',
  snapshot: 'data-1-weekly',
  image: (pattern) => (pattern.startsWith('/projects/') ? 'ingest-base' : 'ubuntu-24-04'),
  sshKey: 'work-laptop',
  vpc: 'default',
  subnet: 'backend',
  router: 'egress-control',
  route: 'to-partner',
  gateway: 'partner-gw',
  rule: 'allow-https',
  floatingIp: 'ingest-public',
  externalSubnet: 'ingest-edge',
  // an anti-affinity group and an affinity group of atlas-ingest
  group: (pattern) => (pattern.includes('/anti-affinity/') ? 'ingest-spread' : 'ingest-colocate'),
  pool: 'default',
  // prairie's default IPv4 subnet pool, with members and links
  subnetPool: 'routed-v4',
  sledId: sledSeedId(1),
  switchId: switchSeedId(0),
  port: switchPortSeedId(0, 0),
  lot: 'initial-infra',
  bgpConfig: 'as65000',
  announceSet: 'as65000-announce',
  settings: 'uplink-switch0-qsfp0',
  // the second seeded support bundle (active, 'Sled BRM42220036 rebooted unexpectedly')
  probe: 'uplink-check',
  // Tomás: a user with sessions and an access token (users are addressed by id)
  user: SEED_USER_IDS.tomas ?? '',
  bundleId: '5eedf109-0000-4000-8000-000000000002',
  // the first seeded alert (sled 7 unreachable) and the pager it went to
  alertId: alertSeedId(1),
  receiver: 'ops-pager',
}

/** The catch-all route is walked here. */
const UNKNOWN_PATH = 'no/such/page'

/** The pattern with seeded names in place of its parameters; throws for an unknown parameter. */
export function seededPath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return UNKNOWN_PATH
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1)
      const value = SEEDED[name]
      if (value === undefined) {
        throw new Error(
          `route ${pattern}: no seeded value for :${name}; add a seeded name to SEEDED in test/routeWalk.ts`,
        )
      }
      return encodeURIComponent(typeof value === 'function' ? value(pattern) : value)
    })
    .join('/')
}

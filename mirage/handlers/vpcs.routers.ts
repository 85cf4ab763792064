import type {
  RouterRouteCreate,
  RouterRouteUpdate,
  VpcRouterCreate,
  VpcRouterUpdate,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { fromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import type { Wire } from '../orm/models/attrs'
import { invalidRequest } from '../util/errors'
import { ipFamily } from '../util/ip'

// /v1/vpc-routers and /v1/vpc-router-routes. Each VPC has one system router (made with it, never
// deleted) whose routes the API keeps: one per subnet (not modifiable) and the default-v4/-v6
// routes (their target may be edited). Custom routers hold the user's routes.

type Route = Wire<RouterRouteCreate>

/** The API's rules for a custom router's route, beyond what the contract's shapes say. */
function checkCustomRoute({ destination, target }: Pick<Route, 'destination' | 'target'>): void {
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw invalidRequest('VPCs cannot be used as a destination or target in custom routers')
  }
  if (target.type === 'subnet')
    throw invalidRequest('subnets cannot be used as a target in custom routers')
  if (
    target.type === 'ip' &&
    (destination.type === 'ip' || destination.type === 'ip_net') &&
    ipFamily(destination.value) !== ipFamily(target.value)
  ) {
    throw invalidRequest(
      'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
  }
}

export function routerRoutes(api: MockApi, ctx: MockContext): void {
  api.on('vpcRouterList', (c) => list(fromQuery(ctx, c, 'vpc').routers, c.request))
  api.on('vpcRouterCreate', (c) => {
    const vpc = fromQuery(ctx, c, 'vpc')
    const body = c.attrs<VpcRouterCreate>()
    assertNameFree(vpc.routers, body.name, 'vpc-router')
    return ctx.create('vpcRouter', { ...body, vpc })
  })
  api.on('vpcRouterView', (c) => selectParam(ctx, c, 'vpcRouter', 'router'))
  api.on('vpcRouterUpdate', (c) => {
    const router = selectParam(ctx, c, 'vpcRouter', 'router')
    return updateIdentity(router, c.json<VpcRouterUpdate>(), router.vpc!.routers, 'vpc-router')
  })
  api.on('vpcRouterDelete', (c) => {
    const router = selectParam(ctx, c, 'vpcRouter', 'router')
    if (router.kind === 'system') throw invalidRequest('Cannot delete system router')
    // a subnet steered by the router would silently lose its routes: the subnet lets go first
    const users = ctx.schema
      .where('vpcSubnet', { customRouterId: router.id })
      .models.map((s) => s.name)
      .sort()
    if (users.length)
      throw invalidRequest(
        `VPC router cannot be deleted while VPC Subnets use it: ${users.join(', ')}`,
      )
    router.routes.destroy()
    router.destroy()
  })

  const routerFromQuery = (c: Call) => fromQuery(ctx, c, 'vpcRouter')
  api.on('vpcRouterRouteList', (c) => list(routerFromQuery(c).routes, c.request))
  api.on('vpcRouterRouteCreate', (c) => {
    const router = routerFromQuery(c)
    if (router.kind === 'system')
      throw invalidRequest('user-provided routes cannot be added to a system router')
    const body = c.json<RouterRouteCreate>()
    checkCustomRoute(body)
    assertNameFree(router.routes, body.name, 'router-route')
    return ctx.create('routerRoute', { ...c.attrs<RouterRouteCreate>(), vpcRouter: router })
  })
  api.on('vpcRouterRouteView', (c) => selectParam(ctx, c, 'routerRoute', 'route'))
  api.on('vpcRouterRouteUpdate', (c) => {
    const route = selectParam(ctx, c, 'routerRoute', 'route')
    const router = route.vpcRouter!
    if (route.kind === 'vpc_subnet' || route.kind === 'vpc_peering') {
      throw invalidRequest(
        `routes of type ${route.kind} from the system table of VPC ${router.vpcId} are not modifiable`,
      )
    }
    const body = c.json<RouterRouteUpdate>()
    if (router.kind === 'custom') checkCustomRoute(body)
    const { destination, target } = body
    return updateIdentity(route, body, router.routes, 'router-route', { destination, target })
  })
  api.on('vpcRouterRouteDelete', (c) => {
    const route = selectParam(ctx, c, 'routerRoute', 'route')
    if (route.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    route.destroy()
  })
}

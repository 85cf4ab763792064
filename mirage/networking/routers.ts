import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, identityUpdate, now } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  jsonBody,
  optionalName,
  optionalString,
  requireName,
  requireString,
} from '../util/validate'
import type { RoleName } from '../models'
import { toWire } from '../wire'
import { ipFamily } from '../util/ip'
import { KIND } from './records'
import {
  callerOf,
  requireQuery,
  resolveGrandchild,
  resolveRouter,
  scopeOfVpc,
  vpcFromQuery,
} from './selectors'
import type { RouterScope } from './selectors'
import { parseDestination, parseTarget } from './shapes'
import type { Destination, Target } from './shapes'

// /v1/vpc-routers and /v1/vpc-router-routes. Each VPC has one system router (created with the
// VPC, never deleted) whose routes the API maintains: one per subnet (not modifiable) and the
// default-v4/-v6 routes (their target may be edited). Custom routers hold the user's routes.

/** The API's checks on a custom router's route. */
function checkCustomRoute(destination: Destination, target: Target): void {
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw invalidRequest('VPCs cannot be used as a destination or target in custom routers')
  }
  if (target.type === 'subnet') {
    throw invalidRequest('subnets cannot be used as a target in custom routers')
  }
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
  const routersOf = (vpcId: string) => ctx.db.vpcRouters.where((r) => r.vpc_id === vpcId)
  const routesOf = (routerId: string) =>
    ctx.db.vpcRouterRoutes.where((r) => r.vpc_router_id === routerId)

  api.get('/v1/vpc-routers', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me), request)
    return ok(wirePage(routersOf(vpc.id), request))
  })

  api.post('/v1/vpc-routers', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me, 'collaborator'), request)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    assertNameFree(routersOf(vpc.id), name, KIND.router)
    const time = now()
    const router = ctx.db.vpcRouters.insert({
      id: newId(),
      vpc_id: vpc.id,
      name,
      description,
      kind: 'custom',
      time_created: time,
      time_modified: time,
    })
    return created(toWire(router))
  })

  api.get('/v1/vpc-routers/:router', (request, me) => {
    const { router } = resolveRouter(callerOf(ctx, me), request.params.router ?? '', request)
    return ok(toWire(router))
  })

  api.put('/v1/vpc-routers/:router', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { router, vpc } = resolveRouter(c, request.params.router ?? '', request)
    const body = jsonBody(request)
    const updated = ctx.db.vpcRouters.update(
      router.id,
      identityUpdate(body, router, routersOf(vpc.id), KIND.router),
    )
    return ok(toWire(updated))
  })

  api.del('/v1/vpc-routers/:router', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { router } = resolveRouter(c, request.params.router ?? '', request)
    if (router.kind === 'system') throw invalidRequest('Cannot delete system router')
    // A subnet steered by the router would silently lose its routes: the subnet lets go first.
    const users = ctx.db.vpcSubnets
      .where((s) => s.custom_router_id === router.id)
      .map((s) => s.name)
      .sort()
    if (users.length) {
      throw invalidRequest(
        `VPC router cannot be deleted while VPC Subnets use it: ${users.join(', ')}`,
      )
    }
    for (const route of routesOf(router.id)) ctx.db.vpcRouterRoutes.remove(route.id)
    ctx.db.vpcRouters.remove(router.id)
    return noContent()
  })

  /** The {route} of the path: by id alone, or by name with `?router=` (and vpc, project). */
  function resolveRoute(request: Request, me: UserRecord, need: RoleName) {
    const c = callerOf(ctx, me, need)
    const key = request.params.route ?? ''
    return resolveGrandchild(c, { kind: KIND.route, parent: 'router' }, key, request, {
      byId: (id) => {
        const record = ctx.db.vpcRouterRoutes.find(id)
        const router = record && ctx.db.vpcRouters.find(record.vpc_router_id)
        if (!record || !router) return undefined
        const scope = scopeOfVpc(c, router.vpc_id, notFound(KIND.route, id))
        return { record, scope: { ...scope, router } }
      },
      parent: (routerKey) => resolveRouter(c, routerKey, request),
      inParent: (scope: RouterScope) => routesOf(scope.router.id),
    })
  }

  api.get('/v1/vpc-router-routes', (request, me) => {
    const c = callerOf(ctx, me)
    const { router } = resolveRouter(c, requireQuery(request, 'router'), request)
    return ok(wirePage(routesOf(router.id), request))
  })

  api.post('/v1/vpc-router-routes', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { router } = resolveRouter(c, requireQuery(request, 'router'), request)
    if (router.kind === 'system') {
      throw invalidRequest('user-provided routes cannot be added to a system router')
    }
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const destination = parseDestination(body.destination)
    const target = parseTarget(body.target)
    checkCustomRoute(destination, target)
    assertNameFree(routesOf(router.id), name, KIND.route)
    const time = now()
    const route = ctx.db.vpcRouterRoutes.insert({
      id: newId(),
      vpc_router_id: router.id,
      name,
      description,
      kind: 'custom',
      destination,
      target,
      time_created: time,
      time_modified: time,
      _subnet_id: null,
    })
    return created(toWire(route))
  })

  api.get('/v1/vpc-router-routes/:route', (request, me) =>
    ok(toWire(resolveRoute(request, me, 'viewer').record)),
  )

  api.put('/v1/vpc-router-routes/:route', (request, me) => {
    const { record: route, router, vpc } = resolveRoute(request, me, 'collaborator')
    if (route.kind === 'vpc_subnet' || route.kind === 'vpc_peering') {
      throw invalidRequest(
        `routes of type ${route.kind} from the system table of VPC ${vpc.id} are not modifiable`,
      )
    }
    const body = jsonBody(request)
    const name = optionalName(body)
    const description = optionalString(body, 'description')
    const destination = parseDestination(body.destination)
    const target = parseTarget(body.target)
    if (router.kind === 'custom') checkCustomRoute(destination, target)
    if (name !== undefined) assertNameFree(routesOf(router.id), name, KIND.route, route.id)
    const updated = ctx.db.vpcRouterRoutes.update(route.id, {
      name: name ?? route.name,
      description: description ?? route.description,
      destination,
      target,
      time_modified: now(),
    })
    return ok(toWire(updated))
  })

  api.del('/v1/vpc-router-routes/:route', (request, me) => {
    const { record: route } = resolveRoute(request, me, 'collaborator')
    if (route.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    ctx.db.vpcRouterRoutes.remove(route.id)
    return noContent()
  })
}

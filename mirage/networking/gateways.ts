import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { RoleName, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireName, requireString } from '../util/validate'
import { toWire } from '../wire'
import { checkNameOrId, flag } from './body'
import { removeGatewayLinks } from './build'
import { poolForSilo } from '../fleet/shared'
import { isIp } from '../util/ip'
import { KIND } from './records'
import type { InternetGatewayRecord } from './records'
import {
  callerOf,
  query,
  requireQuery,
  resolveGateway,
  resolveGrandchild,
  scopeOfVpc,
  vpcFromQuery,
} from './selectors'
import type { GatewayScope } from './selectors'

// /v1/internet-gateways and the IP pools and addresses attached to a gateway. Routes name a
// gateway as their target; deleting a gateway (or detaching from it) with `cascade=true` also
// deletes the routes that target it, without it the API refuses while attachments exist.

export function gatewayRoutes(api: MockApi, ctx: MockContext): void {
  const gatewaysOf = (vpcId: string) => ctx.db.internetGateways.where((g) => g.vpc_id === vpcId)
  const poolsOf = (gatewayId: string) =>
    ctx.db.internetGatewayIpPools.where((p) => p.internet_gateway_id === gatewayId)
  const addressesOf = (gatewayId: string) =>
    ctx.db.internetGatewayIpAddresses.where((a) => a.internet_gateway_id === gatewayId)

  /** Routes of any router of the gateway's VPC whose target is this gateway. */
  function removeRoutesTo(gateway: InternetGatewayRecord): void {
    const routers = new Set(
      ctx.db.vpcRouters.where((r) => r.vpc_id === gateway.vpc_id).map((r) => r.id),
    )
    const targeting = ctx.db.vpcRouterRoutes.where(
      (r) =>
        routers.has(r.vpc_router_id) &&
        r.target.type === 'internet_gateway' &&
        r.target.value === gateway.name,
    )
    for (const route of targeting) ctx.db.vpcRouterRoutes.remove(route.id)
  }

  api.get('/v1/internet-gateways', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me), request)
    return ok(wirePage(gatewaysOf(vpc.id), request))
  })

  api.post('/v1/internet-gateways', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me, 'collaborator'), request)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    assertNameFree(gatewaysOf(vpc.id), name, KIND.gateway)
    const time = now()
    const gateway = ctx.db.internetGateways.insert({
      id: newId(),
      vpc_id: vpc.id,
      name,
      description,
      time_created: time,
      time_modified: time,
    })
    return created(toWire(gateway))
  })

  api.get('/v1/internet-gateways/:gateway', (request, me) => {
    const { gateway } = resolveGateway(callerOf(ctx, me), request.params.gateway ?? '', request)
    return ok(toWire(gateway))
  })

  api.del('/v1/internet-gateways/:gateway', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { gateway } = resolveGateway(c, request.params.gateway ?? '', request)
    if (flag(query(request, 'cascade'), 'cascade')) {
      removeRoutesTo(gateway)
    } else if (poolsOf(gateway.id).length) {
      throw invalidRequest(
        'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
      )
    } else if (addressesOf(gateway.id).length) {
      throw invalidRequest(
        'Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option',
      )
    }
    removeGatewayLinks(ctx.db, gateway.id)
    ctx.db.internetGateways.remove(gateway.id)
    return noContent()
  })

  /** An attachment (IP pool or address) of the path: by id, or by name with `?gateway=`. */
  function resolveAttachment<T extends { id: string; name: string; internet_gateway_id: string }>(
    request: Request,
    me: UserRecord,
    need: RoleName,
    names: { kind: string; param: string },
    rows: { find(id: string): T | undefined; inGateway(gatewayId: string): T[] },
  ) {
    const c = callerOf(ctx, me, need)
    const key = request.params[names.param] ?? ''
    return resolveGrandchild(c, { kind: names.kind, parent: 'gateway' }, key, request, {
      byId: (id) => {
        const record = rows.find(id)
        const gateway = record && ctx.db.internetGateways.find(record.internet_gateway_id)
        if (!record || !gateway) return undefined
        return {
          record,
          scope: { ...scopeOfVpc(c, gateway.vpc_id, notFound(names.kind, id)), gateway },
        }
      },
      parent: (gatewayKey) => resolveGateway(c, gatewayKey, request),
      inParent: (scope: GatewayScope) => rows.inGateway(scope.gateway.id),
    })
  }

  api.get('/v1/internet-gateway-ip-pools', (request, me) => {
    const c = callerOf(ctx, me)
    const { gateway } = resolveGateway(c, requireQuery(request, 'gateway'), request)
    return ok(wirePage(poolsOf(gateway.id), request))
  })

  api.post('/v1/internet-gateway-ip-pools', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { gateway } = resolveGateway(c, requireQuery(request, 'gateway'), request)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    if (body.ip_pool === undefined) throw invalidBody('missing field `ip_pool`')
    const pool = poolForSilo(ctx.db, checkNameOrId(body.ip_pool, 'ip_pool'), me.silo_id)
    assertNameFree(poolsOf(gateway.id), name, KIND.gatewayPool)
    const time = now()
    const link = ctx.db.internetGatewayIpPools.insert({
      id: newId(),
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
      name,
      description,
      time_created: time,
      time_modified: time,
    })
    return created(toWire(link))
  })

  api.del('/v1/internet-gateway-ip-pools/:pool', (request, me) => {
    const { record, gateway } = resolveAttachment(
      request,
      me,
      'collaborator',
      { kind: KIND.gatewayPool, param: 'pool' },
      { find: (id) => ctx.db.internetGatewayIpPools.find(id), inGateway: poolsOf },
    )
    if (flag(query(request, 'cascade'), 'cascade')) removeRoutesTo(gateway)
    ctx.db.internetGatewayIpPools.remove(record.id)
    return noContent()
  })

  api.get('/v1/internet-gateway-ip-addresses', (request, me) => {
    const c = callerOf(ctx, me)
    const { gateway } = resolveGateway(c, requireQuery(request, 'gateway'), request)
    return ok(wirePage(addressesOf(gateway.id), request))
  })

  api.post('/v1/internet-gateway-ip-addresses', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { gateway } = resolveGateway(c, requireQuery(request, 'gateway'), request)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const address = requireString(body, 'address')
    if (!isIp(address)) throw invalidBody(`address: invalid IP address "${address}"`)
    assertNameFree(addressesOf(gateway.id), name, KIND.gatewayAddress)
    const time = now()
    const attached = ctx.db.internetGatewayIpAddresses.insert({
      id: newId(),
      internet_gateway_id: gateway.id,
      address,
      name,
      description,
      time_created: time,
      time_modified: time,
    })
    return created(toWire(attached))
  })

  api.del('/v1/internet-gateway-ip-addresses/:address', (request, me) => {
    const { record, gateway } = resolveAttachment(
      request,
      me,
      'collaborator',
      { kind: KIND.gatewayAddress, param: 'address' },
      { find: (id) => ctx.db.internetGatewayIpAddresses.find(id), inGateway: addressesOf },
    )
    if (flag(query(request, 'cascade'), 'cascade')) removeRoutesTo(gateway)
    ctx.db.internetGatewayIpAddresses.remove(record.id)
    return noContent()
  })
}

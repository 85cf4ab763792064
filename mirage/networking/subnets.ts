import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  jsonBody,
  optionalName,
  optionalString,
  requireName,
  requireString,
} from '../util/validate'
import type { Body } from '../util/validate'
import { toWire } from '../wire'
import { optionalNameOrId } from './body'
import { insertSubnet, runtimeMaker, subnetV6Block } from './build'
import { overlaps } from '../util/ip'
import { isPrivateV4, parseNetOf } from './ip'
import type { VpcRecord, VpcSubnetRecord } from './records'
import { KIND } from './records'
import { callerOf, resolveSubnet, vpcFromQuery } from './selectors'

// /v1/vpc-subnets: subnets of a VPC, with the API's checks on address ranges (RFC 1918, prefix
// length 8..26, no overlap within the VPC; IPv6 a /64 of the VPC's prefix), the optional custom
// router, and the NICs in a subnet (compute's records).

const MIN_V4_WIDTH = 8
const MAX_V4_WIDTH = 26

function checkV4Block(block: string, siblings: VpcSubnetRecord[]): string {
  const net = parseNetOf(4, block)
  if (!net) throw invalidBody(`ipv4_block: invalid IPv4 subnet "${block}"`)
  if (!isPrivateV4(net)) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  if (net.width < MIN_V4_WIDTH || net.width > MAX_V4_WIDTH) {
    throw invalidRequest(
      `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_V4_WIDTH} and ${MAX_V4_WIDTH}, inclusive`,
    )
  }
  const clash = siblings.find((s) => {
    const other = parseNetOf(4, s.ipv4_block)
    return other !== null && overlaps(net, other)
  })
  if (clash) {
    throw invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)
  }
  return block
}

function checkV6Block(block: string, vpc: VpcRecord, siblings: VpcSubnetRecord[]): string {
  const net = parseNetOf(6, block)
  const prefix = parseNetOf(6, vpc.ipv6_prefix)
  if (!net) throw invalidBody(`ipv6_block: invalid IPv6 subnet "${block}"`)
  const inside = prefix !== null && net.width === 64 && net.first >> 80n === prefix.first >> 80n
  if (!inside) {
    throw invalidRequest(
      `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
    )
  }
  const clash = siblings.find((s) => {
    const other = parseNetOf(6, s.ipv6_block)
    return other !== null && overlaps(net, other)
  })
  if (clash) {
    throw invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)
  }
  return block
}

/** The first /64 of the VPC's prefix no subnet uses yet (the API picks a random free one). */
function freeV6Block(vpc: VpcRecord, siblings: VpcSubnetRecord[]): string {
  const used = new Set(siblings.map((s) => s.ipv6_block))
  for (let n = 0; ; n++) {
    const block = subnetV6Block(vpc.ipv6_prefix, n)
    if (!used.has(block)) return block
  }
}

export function subnetRoutes(api: MockApi, ctx: MockContext): void {
  const subnetsOf = (vpcId: string) => ctx.db.vpcSubnets.where((s) => s.vpc_id === vpcId)

  /** `custom_router` of a create/update body: a custom router of the same VPC, or null. */
  function customRouter(body: Body, vpc: VpcRecord): string | null {
    const key = optionalNameOrId(body, 'custom_router')
    if (key === undefined) return null
    const router = ctx.db.vpcRouters.first(
      (r) => r.vpc_id === vpc.id && (isUuid(key) ? r.id === key : r.name === key),
    )
    if (!router) throw notFound(KIND.router, key)
    if (router.kind === 'system') {
      throw invalidRequest('cannot attach a system router to a VPC subnet')
    }
    return router.id
  }

  api.get('/v1/vpc-subnets', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me), request)
    return ok(wirePage(subnetsOf(vpc.id), request))
  })

  api.post('/v1/vpc-subnets', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me, 'collaborator'), request)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const siblings = subnetsOf(vpc.id)
    const ipv4 = checkV4Block(requireString(body, 'ipv4_block'), siblings)
    const rawV6 = optionalString(body, 'ipv6_block')
    const ipv6 =
      rawV6 === undefined ? freeV6Block(vpc, siblings) : checkV6Block(rawV6, vpc, siblings)
    const routerId = customRouter(body, vpc)
    assertNameFree(siblings, name, KIND.subnet)
    const subnet = insertSubnet(
      ctx.db,
      vpc,
      { name, description, ipv4_block: ipv4, ipv6_block: ipv6, custom_router_id: routerId },
      runtimeMaker(),
    )
    return created(toWire(subnet))
  })

  api.get('/v1/vpc-subnets/:subnet', (request, me) => {
    const { subnet } = resolveSubnet(callerOf(ctx, me), request.params.subnet ?? '', request)
    return ok(toWire(subnet))
  })

  api.put('/v1/vpc-subnets/:subnet', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { subnet, vpc } = resolveSubnet(c, request.params.subnet ?? '', request)
    const body = jsonBody(request)
    const name = optionalName(body)
    const description = optionalString(body, 'description')
    // As on the API, an update without custom_router detaches the subnet's custom router.
    const routerId = customRouter(body, vpc)
    if (name !== undefined) assertNameFree(subnetsOf(vpc.id), name, KIND.subnet, subnet.id)
    const time = now()
    const updated = ctx.db.vpcSubnets.update(subnet.id, {
      name: name ?? subnet.name,
      description: description ?? subnet.description,
      custom_router_id: routerId,
      time_modified: time,
    })
    // The system route to the subnet carries its name.
    if (name !== undefined && name !== subnet.name) {
      for (const route of ctx.db.vpcRouterRoutes.where((r) => r._subnet_id === subnet.id)) {
        ctx.db.vpcRouterRoutes.update(route.id, {
          name,
          destination: { type: 'subnet', value: name },
          target: { type: 'subnet', value: name },
          time_modified: time,
        })
      }
    }
    return ok(toWire(updated))
  })

  api.del('/v1/vpc-subnets/:subnet', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { subnet } = resolveSubnet(c, request.params.subnet ?? '', request)
    if (ctx.db.networkInterfaces.first((n) => n.subnet_id === subnet.id)) {
      throw invalidRequest(
        'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
      )
    }
    for (const route of ctx.db.vpcRouterRoutes.where((r) => r._subnet_id === subnet.id)) {
      ctx.db.vpcRouterRoutes.remove(route.id)
    }
    ctx.db.vpcSubnets.remove(subnet.id)
    return noContent()
  })

  api.get('/v1/vpc-subnets/:subnet/network-interfaces', (request, me) => {
    const { subnet } = resolveSubnet(callerOf(ctx, me), request.params.subnet ?? '', request)
    const nics = ctx.db.networkInterfaces.where((n) => n.subnet_id === subnet.id)
    return ok(wirePage(nics, request))
  })
}

import type { VpcCreate, VpcSubnetCreate, VpcSubnetUpdate, VpcUpdate } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { list } from '../api/lists'
import { fromQuery, projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import { randomUlaPrefix, removeSubnet, removeVpc, subnetV6Block } from '../orm/parts/vpc'
import { invalidRequest } from '../util/errors'
import { overlaps, parseNet, type Net } from '../util/ip'
import { firewallRoutes } from './vpcs.firewall'
import { gatewayRoutes } from './vpcs.gateways'
import { routerRoutes } from './vpcs.routers'

// /v1/vpcs and /v1/vpc-subnets. A new VPC gets its system router, default subnet, gateway and
// firewall rules from the vpc factory; it goes only once it has no subnets (which hold the
// interfaces) and no custom routers. Subnets get the API's address rules, which the contract's
// shapes cannot state: RFC 1918 only, prefix length 8..26, no overlap within the VPC, IPv6 a
// /64 of the VPC's prefix.

/** RFC 1918: the only ranges a VPC subnet's IPv4 block may come from. */
const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((cidr) => parseNet(cidr)!)
const clash = (net: Net, blocks: string[]) => blocks.some((b) => overlaps(net, parseNet(b)!))
const conflict = (block: string) =>
  invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)

function checkV4(block: string, siblings: M<'vpcSubnet'>[]) {
  const net = parseNet(block)!
  if (!PRIVATE_V4.some((r) => net.first >= r.first && net.last <= r.last)) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  if (net.width < 8 || net.width > 26) {
    throw invalidRequest(
      'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
    )
  }
  if (
    clash(
      net,
      siblings.map((s) => s.ipv4Block),
    )
  )
    throw conflict(block)
  return block
}

function checkV6(block: string | null | undefined, vpc: M<'vpc'>, siblings: M<'vpcSubnet'>[]) {
  const used = siblings.map((s) => s.ipv6Block)
  // none given: the first /64 of the VPC's prefix not yet used (the API picks a free one)
  if (!block) {
    for (let n = 0; ; n++)
      if (!used.includes(subnetV6Block(vpc.ipv6Prefix, n))) return subnetV6Block(vpc.ipv6Prefix, n)
  }
  const [net, prefix] = [parseNet(block)!, parseNet(vpc.ipv6Prefix)!]
  if (net.width !== 64 || net.first >> 80n !== prefix.first >> 80n) {
    throw invalidRequest(
      `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6Prefix}'`,
    )
  }
  if (clash(net, used)) throw conflict(block)
  return block
}

function vpcRoutes(api: MockApi, ctx: MockContext): void {
  api.on('vpcList', (c) => list(projectFromQuery(ctx, c).vpcs, c.request))
  api.on('vpcCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const body = c.attrs<VpcCreate>()
    const prefix = body.ipv6Prefix ? parseNet(body.ipv6Prefix)! : null
    // unique local (fd00::/8) and a /48: the API's rule, beyond the contract's Ipv6Net
    if (prefix && (prefix.width !== 48 || prefix.first >> 120n !== 0xfdn)) {
      throw invalidRequest(
        `VPC IPv6 prefix '${body.ipv6Prefix}' must be a /48 from the unique local range fd00::/8`,
      )
    }
    assertNameFree(project.vpcs, body.name, 'vpc')
    return ctx.create('vpc', { ...body, ipv6Prefix: body.ipv6Prefix ?? randomUlaPrefix(), project })
  })
  api.on('vpcView', (c) => selectParam(ctx, c, 'vpc', 'vpc'))
  api.on('vpcUpdate', (c) => {
    const vpc = selectParam(ctx, c, 'vpc', 'vpc')
    const body = c.json<VpcUpdate>()
    return updateIdentity(vpc, body, vpc.project!.vpcs, 'vpc', {
      dnsName: body.dns_name ?? vpc.dnsName,
    })
  })
  api.on('vpcDelete', (c) => {
    const vpc = selectParam(ctx, c, 'vpc', 'vpc')
    // the API's words: subnets hold interfaces, so they go first (the default one included)
    if (vpc.subnets.length) throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    // the system router goes with the VPC; routers the user made must be deleted first
    if (vpc.routers.models.some((r) => r.kind === 'custom')) {
      throw invalidRequest('VPC cannot be deleted while custom VPC Routers exist')
    }
    removeVpc(ctx, vpc)
  })

  /** `custom_router` of a subnet body: a custom router of the same VPC, or null. */
  const customRouter = (key: string | null | undefined, vpc: M<'vpc'>) => {
    if (!key) return null
    const router = byNameOrId(vpc.routers, key, 'vpc-router')
    if (router.kind === 'system')
      throw invalidRequest('cannot attach a system router to a VPC subnet')
    return router.id
  }
  api.on('vpcSubnetList', (c) => list(fromQuery(ctx, c, 'vpc').subnets, c.request))
  api.on('vpcSubnetCreate', (c) => {
    const vpc = fromQuery(ctx, c, 'vpc')
    const { name, description, ...body } = c.attrs<VpcSubnetCreate>()
    const siblings = vpc.subnets.models
    const ipv4Block = checkV4(body.ipv4Block, siblings)
    const ipv6Block = checkV6(body.ipv6Block, vpc, siblings)
    const customRouterId = customRouter(body.customRouter, vpc)
    assertNameFree(siblings, name, 'vpc-subnet')
    const subnet = { name, description, ipv4Block, ipv6Block, customRouterId }
    return ctx.create('vpcSubnet', { vpc, ...subnet })
  })
  api.on('vpcSubnetView', (c) => selectParam(ctx, c, 'vpcSubnet', 'subnet'))
  api.on('vpcSubnetUpdate', (c) => {
    const subnet = selectParam(ctx, c, 'vpcSubnet', 'subnet')
    const body = c.json<VpcSubnetUpdate>()
    const vpc = subnet.vpc!
    // as on the API, an update without custom_router detaches the subnet's custom router
    const customRouterId = customRouter(body.custom_router, vpc)
    const before = subnet.name
    updateIdentity(subnet, body, vpc.subnets, 'vpc-subnet', { customRouterId })
    // the system route to the subnet carries its name
    if (subnet.name !== before) {
      const value = { type: 'subnet' as const, value: subnet.name }
      const { name, timeModified } = subnet
      const routes = ctx.schema.where('routerRoute', { subnetId: subnet.id }).models
      routes.forEach((r) => r.update({ name, destination: value, target: value, timeModified }))
    }
    return subnet
  })
  api.on('vpcSubnetDelete', (c) => {
    const subnet = selectParam(ctx, c, 'vpcSubnet', 'subnet')
    if (subnet.networkInterfaces.length) {
      throw invalidRequest(
        'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
      )
    }
    removeSubnet(ctx, subnet)
  })
  api.on('vpcSubnetListNetworkInterfaces', (c) =>
    list(selectParam(ctx, c, 'vpcSubnet', 'subnet', 'viewer').networkInterfaces, c.request),
  )
}

/** The vpcs group: VPCs and subnets here, routers, firewall rules and gateways beside it. */
export function vpcsHandlers(api: MockApi, ctx: MockContext): void {
  vpcRoutes(api, ctx)
  routerRoutes(api, ctx)
  firewallRoutes(api, ctx)
  gatewayRoutes(api, ctx)
}

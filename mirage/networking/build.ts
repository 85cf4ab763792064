import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { newId, randomHex } from '../util/ids'
import { now } from '../util/lookup'
import { siloPools } from '../fleet/shared'
import { formatIp } from '../util/ip'
import { parseNetOf } from './ip'
import type { FirewallRuleRecord, VpcRecord, VpcSubnetRecord } from './records'

// How a VPC comes into being, as the API's VPC-create saga does it: the VPC, its system router,
// a 'default' subnet with its system route, the 'default' internet gateway (linked to the silo's
// default IP pool) with the default-v4/-v6 routes to it, and the default firewall rules. Shared by
// POST /v1/vpcs, project creation and the seed (which passes fixed ids and times).

/**
 * Where new ids, timestamps and VPC prefixes come from: random and "now" at runtime, fixed in the
 * seed (which passes `prefix`).
 */
export type Maker = { id: () => string; time: string; prefix?: () => string }

export const runtimeMaker = (): Maker => ({ id: newId, time: now() })

const DEFAULT_SUBNET_V4 = '172.30.0.0/22'

/** A random /48 from fd00::/8, as the API picks one when the create body has none. */
export const randomUlaPrefix = (): string => {
  const h = randomHex(10)
  return `fd${h.slice(0, 2)}:${h.slice(2, 6)}:${h.slice(6, 10)}::/48`
}

/** The n-th /64 of a VPC's /48 prefix. */
export function subnetV6Block(prefix: string, n: number): string {
  const net = parseNetOf(6, prefix)
  if (!net) throw new Error(`[mock] bad VPC prefix ${prefix}`)
  return `${formatIp({ family: 6, value: net.first + (BigInt(n) << 64n) })}/64`
}

/** Nexus's defaults, pointed at the new VPC by name. */
function defaultFirewallRules(vpc: VpcRecord, make: Maker): FirewallRuleRecord[] {
  const rule = (
    name: string,
    description: string,
    filters: FirewallRuleRecord['filters'],
  ): FirewallRuleRecord => ({
    id: make.id(),
    name,
    description,
    status: 'enabled',
    direction: 'inbound',
    action: 'allow',
    priority: 65534,
    targets: [{ type: 'vpc', value: vpc.name }],
    filters: { hosts: null, protocols: null, ports: null, ...filters },
    vpc_id: vpc.id,
    time_created: make.time,
    time_modified: make.time,
  })
  return [
    rule('allow-icmp', 'allow inbound ICMP traffic from anywhere', {
      protocols: [{ type: 'icmp', value: null }],
    }),
    rule(
      'allow-internal-inbound',
      'allow inbound traffic to all instances within the VPC if originated within the VPC',
      { hosts: [{ type: 'vpc', value: vpc.name }] },
    ),
    rule('allow-ssh', 'allow inbound TCP connections on port 22 from anywhere', {
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    }),
  ]
}

export type SubnetParams = {
  name: string
  description: string
  ipv4_block: string
  ipv6_block: string
  custom_router_id: string | null
}

/** The subnet and the system router's route to it (kind vpc_subnet, named after the subnet). */
export function insertSubnet(
  db: MockDb,
  vpc: VpcRecord,
  params: SubnetParams,
  make: Maker,
): VpcSubnetRecord {
  const subnet = db.vpcSubnets.insert({
    id: make.id(),
    vpc_id: vpc.id,
    name: params.name,
    description: params.description,
    ipv4_block: params.ipv4_block,
    ipv6_block: params.ipv6_block,
    custom_router_id: params.custom_router_id,
    time_created: make.time,
    time_modified: make.time,
  })
  db.vpcRouterRoutes.insert({
    id: make.id(),
    vpc_router_id: vpc.system_router_id,
    name: subnet.name,
    description: `VPC Subnet route for '${subnet.name}'`,
    kind: 'vpc_subnet',
    destination: { type: 'subnet', value: subnet.name },
    target: { type: 'subnet', value: subnet.name },
    time_created: make.time,
    time_modified: make.time,
    _subnet_id: subnet.id,
  })
  return subnet
}

export type VpcParams = { name: string; description: string; dns_name: string; ipv6_prefix: string }

export function insertVpc(
  db: MockDb,
  project: ProjectRecord,
  params: VpcParams,
  make: Maker,
): VpcRecord {
  const vpc = db.vpcs.insert({
    id: make.id(),
    project_id: project.id,
    name: params.name,
    description: params.description,
    dns_name: params.dns_name,
    ipv6_prefix: params.ipv6_prefix,
    system_router_id: make.id(),
    time_created: make.time,
    time_modified: make.time,
  })
  const stamp = { time_created: make.time, time_modified: make.time }
  db.vpcRouters.insert({
    id: vpc.system_router_id,
    vpc_id: vpc.id,
    name: 'system',
    description: 'Routes are automatically added to this router as vpc subnets are created',
    kind: 'system',
    ...stamp,
  })
  const gateway = db.internetGateways.insert({
    id: make.id(),
    vpc_id: vpc.id,
    name: 'default',
    description: 'Default VPC gateway',
    ...stamp,
  })
  const defaultPool = siloPools(db, project.silo_id).find((p) => p.is_default)
  if (defaultPool) {
    db.internetGatewayIpPools.insert({
      id: make.id(),
      internet_gateway_id: gateway.id,
      ip_pool_id: defaultPool.id,
      name: defaultPool.name,
      description: 'Default internet gateway ip pool',
      ...stamp,
    })
  }
  for (const [name, cidr] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    db.vpcRouterRoutes.insert({
      id: make.id(),
      vpc_router_id: vpc.system_router_id,
      name,
      description: 'The default route of a vpc',
      kind: 'default',
      destination: { type: 'ip_net', value: cidr },
      target: { type: 'internet_gateway', value: 'default' },
      ...stamp,
      _subnet_id: null,
    })
  }
  insertSubnet(
    db,
    vpc,
    {
      name: 'default',
      description: `The default subnet for ${vpc.name}`,
      ipv4_block: DEFAULT_SUBNET_V4,
      ipv6_block: subnetV6Block(vpc.ipv6_prefix, 0),
      custom_router_id: null,
    },
    make,
  )
  db.vpcFirewallRules.insert({ id: vpc.id, rules: defaultFirewallRules(vpc, make) })
  return vpc
}

/** The 'default' VPC every project starts with. */
export function insertDefaultVpc(db: MockDb, project: ProjectRecord, make: Maker): VpcRecord {
  return insertVpc(
    db,
    project,
    {
      name: 'default',
      dns_name: 'default',
      description: `Default VPC for project "${project.name}"`,
      ipv6_prefix: make.prefix?.() ?? randomUlaPrefix(),
    },
    make,
  )
}

/** Everything the VPC holds goes with it (the delete handler has checked there are no subnets). */
export function removeVpc(db: MockDb, vpc: VpcRecord): void {
  for (const subnet of db.vpcSubnets.where((s) => s.vpc_id === vpc.id)) {
    db.vpcSubnets.remove(subnet.id)
  }
  for (const router of db.vpcRouters.where((r) => r.vpc_id === vpc.id)) {
    for (const route of db.vpcRouterRoutes.where((r) => r.vpc_router_id === router.id)) {
      db.vpcRouterRoutes.remove(route.id)
    }
    db.vpcRouters.remove(router.id)
  }
  for (const gateway of db.internetGateways.where((g) => g.vpc_id === vpc.id)) {
    removeGatewayLinks(db, gateway.id)
    db.internetGateways.remove(gateway.id)
  }
  if (db.vpcFirewallRules.find(vpc.id)) db.vpcFirewallRules.remove(vpc.id)
  db.vpcs.remove(vpc.id)
}

export function removeGatewayLinks(db: MockDb, gatewayId: string): void {
  for (const p of db.internetGatewayIpPools.where((x) => x.internet_gateway_id === gatewayId)) {
    db.internetGatewayIpPools.remove(p.id)
  }
  for (const a of db.internetGatewayIpAddresses.where((x) => x.internet_gateway_id === gatewayId)) {
    db.internetGatewayIpAddresses.remove(a.id)
  }
}

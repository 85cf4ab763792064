import { randomHex } from '~/util/names'
import { stamped, type MockContext } from '../../context'
import { formatIp, parseNet } from '../../util/ip'
import { siloPools } from '../allocate'
import type { M } from '../models'

// How a VPC comes into being, as the API's VPC-create saga does it (the vpc factory's
// afterCreate): its system router, the 'default' internet gateway linked to the silo's default
// IP pool with the default-v4/-v6 routes to it, a 'default' subnet with its system route, and the
// default firewall rules. Every project gets a 'default' VPC (the project factory's afterCreate),
// through the API, a seed or a test alike.

/** A random /48 from fd00::/8, as the API picks one when the create body has none. */
export const randomUlaPrefix = (): string => {
  const h = randomHex(10)
  return `fd${h.slice(0, 2)}:${h.slice(2, 6)}:${h.slice(6, 10)}::/48`
}

/** A fixed, distinct /48 per seeded VPC, spread over fd00::/8 like the API's random ones. */
export function seededUlaPrefix(n: number): string {
  const a = (n * 0x9e37 + 0x5eed) & 0xffff
  const b = (n * 0x7f4a + 0x1c69) & 0xffff
  return `fd${((n * 37) & 0xff).toString(16).padStart(2, '0')}:${a.toString(16)}:${b.toString(16)}::/48`
}

/** The n-th /64 of a VPC's /48 prefix. */
export function subnetV6Block(prefix: string, n: number): string {
  const net = parseNet(prefix)
  if (net?.family !== 6) throw new Error(`[mock] bad VPC prefix ${prefix}`)
  return `${formatIp({ family: 6, value: net.first + (BigInt(n) << 64n) })}/64`
}

export const createDefaultVpc = (ctx: MockContext, project: M<'project'>) =>
  ctx.create('vpc', {
    project,
    name: 'default',
    description: `Default VPC for project "${project.name}"`,
    ...stamped(project.timeCreated),
  })

export function buildVpc(ctx: MockContext, vpc: M<'vpc'>): void {
  const stamp = { timeCreated: vpc.timeCreated, timeModified: vpc.timeCreated }
  const router = ctx.create('vpcRouter', 'system', { vpc, ...stamp })
  vpc.update({ systemRouterId: router.id, dnsName: vpc.dnsName || vpc.name })
  const gateway = ctx.create('internetGateway', {
    vpc,
    name: 'default',
    description: 'Default VPC gateway',
    ...stamp,
  })
  const pool = siloPools(ctx, vpc.project?.siloId ?? '').find((l) => l.isDefault)?.pool
  if (pool) {
    ctx.create('internetGatewayIpPool', {
      internetGateway: gateway,
      ipPool: pool,
      name: pool.name,
      description: 'Default internet gateway ip pool',
      ...stamp,
    })
  }
  for (const [name, cidr] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const) {
    ctx.create('routerRoute', {
      vpcRouter: router,
      name,
      description: 'The default route of a vpc',
      kind: 'default',
      destination: { type: 'ip_net', value: cidr },
      target: { type: 'internet_gateway', value: 'default' },
      ...stamp,
    })
  }
  ctx.create('vpcSubnet', {
    vpc,
    name: 'default',
    description: `The default subnet for ${vpc.name}`,
    ipv4Block: '172.30.0.0/22',
    ipv6Block: subnetV6Block(vpc.ipv6Prefix, 0),
    ...stamp,
  })
  // Nexus's defaults, pointed at the new VPC by name
  const rules: [string, string, object][] = [
    [
      'allow-icmp',
      'allow inbound ICMP traffic from anywhere',
      { protocols: [{ type: 'icmp', value: null }] },
    ],
    [
      'allow-internal-inbound',
      'allow inbound traffic to all instances within the VPC if originated within the VPC',
      { hosts: [{ type: 'vpc', value: vpc.name }] },
    ],
    [
      'allow-ssh',
      'allow inbound TCP connections on port 22 from anywhere',
      { ports: ['22'], protocols: [{ type: 'tcp' }] },
    ],
  ]
  for (const [name, description, filters] of rules) {
    ctx.create('vpcFirewallRule', {
      vpc,
      name,
      description,
      targets: [{ type: 'vpc', value: vpc.name }],
      filters: { hosts: null, protocols: null, ports: null, ...filters },
      ...stamp,
    })
  }
}

/** The system route to a new subnet (kind vpc_subnet, named after it), the subnet factory's. */
export function routeToSubnet(ctx: MockContext, subnet: M<'vpcSubnet'>): void {
  const value = { type: 'subnet' as const, value: subnet.name }
  ctx.create('routerRoute', {
    vpcRouterId: subnet.vpc!.systemRouterId,
    subnet,
    name: subnet.name,
    description: `VPC Subnet route for '${subnet.name}'`,
    kind: 'vpc_subnet',
    destination: value,
    target: value,
    ...stamped(subnet.timeCreated),
  })
}

/** Everything the VPC holds goes with it (the delete handler checked it has no subnets). */
export function removeVpc(ctx: MockContext, vpc: M<'vpc'>): void {
  for (const subnet of vpc.subnets.models) removeSubnet(ctx, subnet)
  for (const router of vpc.routers.models) {
    router.routes.destroy()
    router.destroy()
  }
  for (const gateway of vpc.internetGateways.models) {
    gateway.ipPools.destroy()
    gateway.ipAddresses.destroy()
    gateway.destroy()
  }
  vpc.firewallRules.destroy()
  vpc.destroy()
}

/** A subnet and the system route that follows it. */
export function removeSubnet(ctx: MockContext, subnet: M<'vpcSubnet'>): void {
  ctx.schema.where('routerRoute', { subnetId: subnet.id }).destroy()
  subnet.destroy()
}

import { seedAt, type MockContext, stamped } from '../../context'
import type { M } from '../../orm/models'
import { subnetV6Block } from '../../orm/parts/vpc'

// The default fleet's networking beyond the default VPC every project has: in the first three
// projects the things the console shows off: extra VPCs and subnets, custom routers with routes
// of every target kind, a second internet gateway, firewall rules of every target, filter,
// protocol, direction, action and status, floating IPs (compute attaches some) and affinity and
// anti-affinity groups (their members come once compute has made the instances).

/** 'kind:value' → the contract's `{ type, value }` (routes, rule targets and host filters) */
const tagged = (text: string) => {
  const [type, ...value] = text.split(':')
  return value.length ? { type, value: value.join(':') } : { type }
}
/** 'tcp', 'udp', 'icmp' or 'icmp:type/code' */
const protocol = (text: string) => {
  const [type, icmp] = text.split(':')
  if (type !== 'icmp') return { type }
  const [icmpType, code] = (icmp ?? '').split('/')
  return { type, value: icmp ? { icmp_type: Number(icmpType), code: code ?? null } : null }
}

type Stamp = { timeCreated: string; timeModified: string }
/** 'kind:value' texts, or 'tcp', 'icmp:8/0' … (protocols) */
type Texts = string[]
// name, description, priority, targets, hosts, protocols, ports, [status, direction, action]
type RuleSeed = [string, string, number, Texts, Texts | null, Texts, Texts | null, string?]
/** anti?, name, description, policy, members: a pattern of instance names */
type GroupSeed = [boolean, string, string, 'allow' | 'fail', RegExp | null]

/** Groups that get members once compute has seeded instances (seedAffinityMembers). */
const memberPlans = new WeakMap<MockContext, [M<'affinityGroup'>, RegExp][]>()

function builders(ctx: MockContext, project: M<'project'>, stamp: Stamp) {
  const defaultVpc = ctx.schema.findBy('vpc', { projectId: project.id, name: 'default' })!
  return {
    defaultVpc,
    vpc: (name: string, dnsName: string, description: string) =>
      ctx.create('vpc', { project, name, dnsName, description, ...stamp }),
    /** name, description, IPv4 block, custom router; the IPv6 block is the vpc's n-th */
    subnets: (vpc: M<'vpc'>, list: [string, string, string, string?][]) =>
      list.forEach(([name, description, ipv4Block, customRouterId = null], i) =>
        ctx.create('vpcSubnet', {
          vpc,
          name,
          description,
          ipv4Block,
          ipv6Block: subnetV6Block(vpc.ipv6Prefix, i + 1),
          customRouterId,
          ...stamp,
        }),
      ),
    router: (
      vpc: M<'vpc'>,
      name: string,
      description: string,
      routes: [string, string, string, string][],
    ) => {
      const vpcRouter = ctx.create('vpcRouter', { vpc, name, description, ...stamp })
      for (const [name, description, destination, target] of routes) {
        const parts = { destination: tagged(destination), target: tagged(target) } as object
        ctx.create('routerRoute', { vpcRouter, name, description, ...parts, ...stamp })
      }
      return vpcRouter
    },
    rules: (vpc: M<'vpc'>, list: RuleSeed[]) => {
      for (const [name, description, priority, targets, hosts, protocols, ports, flags] of list) {
        const [status, direction, action] = flags?.split(' ') ?? ['enabled', 'inbound', 'allow']
        const filters = {
          hosts: hosts?.map(tagged) ?? null,
          protocols: protocols.map(protocol),
          ports,
        }
        const rule = {
          name,
          description,
          priority,
          status,
          direction,
          action,
          targets: targets.map(tagged),
          filters,
        }
        ctx.create('vpcFirewallRule', { ...(rule as object), vpc, ...stamp })
      }
    },
    floatingIp: (name: string, description: string, ip?: string) => {
      const pool = ip ? { ip, ipPoolId: ctx.schema.findBy('ipPool', { name: 'default' })!.id } : {}
      ctx.create('floatingIp', { project, name, description, ...pool, ...stamp })
    },
    groups: (list: GroupSeed[]) => {
      for (const [anti, name, description, policy, members] of list) {
        const group = ctx.create(anti ? 'antiAffinityGroup' : 'affinityGroup', {
          project,
          name,
          description,
          policy,
          ...stamp,
        })
        if (members) memberPlans.set(ctx, [...(memberPlans.get(ctx) ?? []), [group, members]])
      }
    },
  }
}

export function seedNetworking(ctx: MockContext): void {
  const project = (name: string) => ctx.schema.findBy('project', { name })!
  // atlas-ingest, where the console's networking screens are shown: a second VPC, a custom
  // router with a route of every target kind attached to a subnet, a second gateway with pool
  // and address links, and firewall rules of every kind
  const stamp = { timeCreated: seedAt(24 * 20), timeModified: seedAt(24 * 3) }
  const a = builders(ctx, project('atlas-ingest'), stamp)
  const ingestNet = a.vpc('ingest-net', 'ingest', 'Isolated network for the tile workers')
  a.subnets(ingestNet, [
    ['workers', 'Tile ingestion workers', '10.20.0.0/24'],
    ['queues', 'Message queue brokers', '10.20.1.0/24'],
  ])
  // prettier-ignore
  const egress = a.router(a.defaultVpc, 'egress-control', 'Steers backend traffic', [
    ['to-partner', 'Partner network through the VPN host', 'ip_net:192.168.50.0/24', 'ip:172.30.0.10'],
    ['metadata-blackhole', 'Never reach a metadata service', 'ip:169.254.169.254', 'drop'],
    ['cdn-origin', 'CDN origin pulls leave through the gateway', 'ip_net:203.0.113.0/24', 'internet_gateway:default'],
    ['backend-via-worker', 'Backend traffic through the inspection worker', 'subnet:backend', 'instance:ingest-worker-1'],
  ])
  a.subnets(a.defaultVpc, [['backend', 'Databases and caches', '172.30.4.0/24', egress.id]])
  const gateway = ctx.create('internetGateway', {
    vpc: a.defaultVpc,
    name: 'partner-gw',
    description: 'Egress to the partner exchange',
    ...stamp,
  })
  const edge = ctx.schema.findBy('ipPool', { name: 'edge-v6' })
  ctx.create('internetGatewayIpPool', {
    internetGateway: gateway,
    ipPool: edge,
    name: 'edge',
    description: 'IPv6 egress',
    ...stamp,
  })
  ctx.create('internetGatewayIpAddress', {
    internetGateway: gateway,
    address: '198.51.100.90',
    name: 'partner-nat',
    description: 'Source address the partner allow-lists',
    ...stamp,
  })
  // prettier-ignore
  a.rules(a.defaultVpc, [
    ['allow-https', 'Public HTTPS to every instance', 100, ['vpc:default'], ['ip_net:0.0.0.0/0'], ['tcp'], ['443']],
    ['allow-node-metrics', 'Scrapes from the monitor', 200, ['subnet:backend'], ['instance:tile-cache', 'subnet:default'], ['tcp'], ['9100-9102']],
    ['deny-legacy-udp', 'Old telemetry sender, kept for reference', 300, ['instance:ingest-worker-1', 'ip:172.30.0.42'], ['ip:198.51.100.7'], ['udp'], ['5000-5010'], 'disabled inbound deny'],
    ['block-outbound-smtp', 'Backends never send mail', 400, ['ip_net:172.30.4.0/24'], null, ['tcp'], ['25', '465', '587'], 'enabled outbound deny'],
    ['allow-partner-ping', 'Echo requests from the ingest network and partners', 500, ['vpc:default'], ['vpc:ingest-net', 'ip_net:2001:db8::/32'], ['icmp:8/0'], null],
    ['allow-unreachable-out', 'Destination unreachable replies', 600, ['subnet:default'], null, ['icmp:3/0-15'], null, 'disabled outbound allow'],
  ])
  a.floatingIp('ingest-public', 'Public endpoint of the tile API')
  a.floatingIp('ingest-spare', 'Held for the failover host', '198.51.100.60')
  // prettier-ignore
  a.groups([
    [true, 'ingest-spread', 'Keep the workers on different sleds', 'allow', /^ingest-worker-/],
    [false, 'ingest-colocate', 'Worker and its cache on one sled', 'fail', /^(ingest-worker-1|tile-cache)$/],
  ])

  const b = builders(ctx, project('billing-api'), stamped(seedAt(24 * 15)))
  const billingNet = b.vpc('billing-net', 'billing', 'Cardholder data environment')
  b.subnets(billingNet, [['db', 'Ledger databases', '10.40.0.0/24']])
  // prettier-ignore
  b.rules(billingNet, [['allow-postgres', 'Application servers to the databases', 100, ['subnet:db'], ['subnet:default'], ['tcp'], ['5432']]])
  b.floatingIp('billing-api-public', 'Invoices API')
  // prettier-ignore
  b.groups([
    [true, 'billing-replicas', 'API servers on separate sleds', 'fail', /^invoice-api-/],
    [false, 'billing-cache-pair', 'Database next to the metering', 'allow', /^(billing-db|usage-meter)$/],
  ])

  const f = builders(ctx, project('build-farm'), stamped(seedAt(24 * 9)))
  f.router(f.defaultVpc, 'builders', 'Artifact cache traffic', [
    ['artifacts', 'Artifact store in the lab', 'ip_net:10.99.0.0/16', 'ip:172.30.0.5'],
  ])
  f.floatingIp('build-cache', 'Cache for external contributors')
  // prettier-ignore
  f.groups([
    [true, 'builder-spread', 'One builder per sled', 'allow', /^builder-0[1-3]$/],
    [false, 'scratch-group', 'Not used yet', 'allow', null],
  ])
}

/**
 * Members of the seeded groups, once compute has seeded its instances: each planned group takes
 * the instances of its project whose names match its pattern, in name order.
 */
export function seedAffinityMembers(ctx: MockContext): void {
  for (const [group, members] of memberPlans.get(ctx) ?? []) {
    const instances = ctx.schema
      .where(
        'instance',
        (i) =>
          i.projectId === group.projectId && i.runState !== 'destroyed' && members.test(i.name),
      )
      .models.sort((x, y) => (x.name < y.name ? -1 : 1))
    group.update({ memberIds: instances.map((i) => i.id) })
  }
}

import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { insertSubnet, insertVpc, subnetV6Block } from './build'
import type { VpcRecord } from './records'
import { addRules, at, customRouter, floatingIp, groups, maker, nextId, rule } from './seedKit'

// atlas-ingest, the project the console's networking screens are demonstrated on: a second VPC,
// a custom router with a route of every target kind attached to a subnet, a second internet
// gateway with pool and address links, and firewall rules using every target kind, every host
// filter kind, each protocol, ports, both directions, both actions and both statuses.

export function seedAtlasIngest(db: MockDb, project: ProjectRecord, vpc: VpcRecord, index: number) {
  const stamp = { time_created: at(24 * 20), time_modified: at(24 * 3) }
  const make = maker(stamp.time_created, 100 + index)
  const subnet = (
    v: VpcRecord,
    n: number,
    name: string,
    description: string,
    ipv4: string,
    router: string | null = null,
  ) =>
    insertSubnet(
      db,
      v,
      {
        name,
        description,
        ipv4_block: ipv4,
        ipv6_block: subnetV6Block(v.ipv6_prefix, n),
        custom_router_id: router,
      },
      make,
    )

  const ingestNet = insertVpc(
    db,
    project,
    {
      name: 'ingest-net',
      dns_name: 'ingest',
      description: 'Isolated network for the tile workers',
      ipv6_prefix: make.prefix?.() ?? '',
    },
    make,
  )
  subnet(ingestNet, 1, 'workers', 'Tile ingestion workers', '10.20.0.0/24')
  subnet(ingestNet, 2, 'queues', 'Message queue brokers', '10.20.1.0/24')

  const router = customRouter(db, vpc, stamp, 'egress-control', 'Steers backend traffic', [
    [
      'to-partner',
      'Partner network through the VPN host',
      { type: 'ip_net', value: '192.168.50.0/24' },
      { type: 'ip', value: '172.30.0.10' },
    ],
    [
      'metadata-blackhole',
      'Never reach a metadata service',
      { type: 'ip', value: '169.254.169.254' },
      { type: 'drop' },
    ],
    [
      'cdn-origin',
      'CDN origin pulls leave through the gateway',
      { type: 'ip_net', value: '203.0.113.0/24' },
      { type: 'internet_gateway', value: 'default' },
    ],
    [
      'backend-via-worker',
      'Backend traffic through the inspection worker',
      { type: 'subnet', value: 'backend' },
      { type: 'instance', value: 'ingest-worker-1' },
    ],
  ])
  subnet(vpc, 1, 'backend', 'Databases and caches', '172.30.4.0/24', router.id)

  const gateway = db.internetGateways.insert({
    id: nextId(),
    vpc_id: vpc.id,
    name: 'partner-gw',
    description: 'Egress to the partner exchange',
    ...stamp,
  })
  const edgePool = db.ipPools.first((p) => p.name === 'edge-v6')
  if (edgePool) {
    db.internetGatewayIpPools.insert({
      id: nextId(),
      internet_gateway_id: gateway.id,
      ip_pool_id: edgePool.id,
      name: 'edge',
      description: 'IPv6 egress',
      ...stamp,
    })
  }
  db.internetGatewayIpAddresses.insert({
    id: nextId(),
    internet_gateway_id: gateway.id,
    address: '198.51.100.90',
    name: 'partner-nat',
    description: 'Source address the partner allow-lists',
    ...stamp,
  })

  addRules(db, vpc, [
    rule(vpc, stamp, {
      name: 'allow-https',
      description: 'Public HTTPS to every instance',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 100,
      targets: [{ type: 'vpc', value: 'default' }],
      filters: {
        hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
        protocols: [{ type: 'tcp' }],
        ports: ['443'],
      },
    }),
    rule(vpc, stamp, {
      name: 'allow-node-metrics',
      description: 'Scrapes from the monitor',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 200,
      targets: [{ type: 'subnet', value: 'backend' }],
      filters: {
        hosts: [
          { type: 'instance', value: 'tile-cache' },
          { type: 'subnet', value: 'default' },
        ],
        protocols: [{ type: 'tcp' }],
        ports: ['9100-9102'],
      },
    }),
    rule(vpc, stamp, {
      name: 'deny-legacy-udp',
      description: 'Old telemetry sender, kept for reference',
      status: 'disabled',
      direction: 'inbound',
      action: 'deny',
      priority: 300,
      targets: [
        { type: 'instance', value: 'ingest-worker-1' },
        { type: 'ip', value: '172.30.0.42' },
      ],
      filters: {
        hosts: [{ type: 'ip', value: '198.51.100.7' }],
        protocols: [{ type: 'udp' }],
        ports: ['5000-5010'],
      },
    }),
    rule(vpc, stamp, {
      name: 'block-outbound-smtp',
      description: 'Backends never send mail',
      status: 'enabled',
      direction: 'outbound',
      action: 'deny',
      priority: 400,
      targets: [{ type: 'ip_net', value: '172.30.4.0/24' }],
      filters: { hosts: null, protocols: [{ type: 'tcp' }], ports: ['25', '465', '587'] },
    }),
    rule(vpc, stamp, {
      name: 'allow-partner-ping',
      description: 'Echo requests from the ingest network and partners',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 500,
      targets: [{ type: 'vpc', value: 'default' }],
      filters: {
        hosts: [
          { type: 'vpc', value: 'ingest-net' },
          { type: 'ip_net', value: '2001:db8::/32' },
        ],
        protocols: [{ type: 'icmp', value: { icmp_type: 8, code: '0' } }],
        ports: null,
      },
    }),
    rule(vpc, stamp, {
      name: 'allow-unreachable-out',
      description: 'Destination unreachable replies',
      status: 'disabled',
      direction: 'outbound',
      action: 'allow',
      priority: 600,
      targets: [{ type: 'subnet', value: 'default' }],
      filters: {
        hosts: null,
        protocols: [{ type: 'icmp', value: { icmp_type: 3, code: '0-15' } }],
        ports: null,
      },
    }),
  ])

  floatingIp(db, project, stamp, 'ingest-public', 'Public endpoint of the tile API')
  floatingIp(db, project, stamp, 'ingest-spare', 'Held for the failover host', '198.51.100.60')
  groups(db, project, stamp, [
    [true, 'ingest-spread', 'Keep the workers on different sleds', 'allow', /^ingest-worker-/],
    [
      false,
      'ingest-colocate',
      'Worker and its cache on one sled',
      'fail',
      /^(ingest-worker-1|tile-cache)$/,
    ],
  ])
}

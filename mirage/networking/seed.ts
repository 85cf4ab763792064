import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { insertDefaultVpc, insertSubnet, insertVpc, subnetV6Block } from './build'
import type { VpcRecord } from './records'
import { seedAtlasIngest } from './seedAtlas'
import {
  addRules,
  at,
  customRouter,
  floatingIp,
  groups,
  maker,
  resetSeedKit,
  rule,
} from './seedKit'

// Networking seed: every project's default VPC, and in the first three projects the things the
// console shows off: extra VPCs and subnets, custom routers and routes, a second internet
// gateway, firewall rules of every kind, detached floating IPs (compute attaches some), and
// affinity / anti-affinity groups (whose members compute adds through seedAffinityMembers once
// the instances exist). Ids and times are fixed.

export { seedAffinityMembers } from './seedKit'

function seedBillingApi(db: MockDb, project: ProjectRecord, index: number) {
  const stamp = { time_created: at(24 * 15), time_modified: at(24 * 15) }
  const make = maker(stamp.time_created, 100 + index)
  const billingNet = insertVpc(
    db,
    project,
    {
      name: 'billing-net',
      dns_name: 'billing',
      description: 'Cardholder data environment',
      ipv6_prefix: make.prefix?.() ?? '',
    },
    make,
  )
  insertSubnet(
    db,
    billingNet,
    {
      name: 'db',
      description: 'Ledger databases',
      ipv4_block: '10.40.0.0/24',
      ipv6_block: subnetV6Block(billingNet.ipv6_prefix, 1),
      custom_router_id: null,
    },
    make,
  )
  addRules(db, billingNet, [
    rule(billingNet, stamp, {
      name: 'allow-postgres',
      description: 'Application servers to the databases',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 100,
      targets: [{ type: 'subnet', value: 'db' }],
      filters: {
        hosts: [{ type: 'subnet', value: 'default' }],
        protocols: [{ type: 'tcp' }],
        ports: ['5432'],
      },
    }),
  ])
  floatingIp(db, project, stamp, 'billing-api-public', 'Invoices API')
  groups(db, project, stamp, [
    [true, 'billing-replicas', 'API servers on separate sleds', 'fail', /^invoice-api-/],
    [
      false,
      'billing-cache-pair',
      'Database next to the metering',
      'allow',
      /^(billing-db|usage-meter)$/,
    ],
  ])
}

function seedBuildFarm(db: MockDb, project: ProjectRecord, vpc: VpcRecord) {
  const stamp = { time_created: at(24 * 9), time_modified: at(24 * 9) }
  customRouter(db, vpc, stamp, 'builders', 'Artifact cache traffic', [
    [
      'artifacts',
      'Artifact store in the lab',
      { type: 'ip_net', value: '10.99.0.0/16' },
      { type: 'ip', value: '172.30.0.5' },
    ],
  ])
  floatingIp(db, project, stamp, 'build-cache', 'Cache for external contributors')
  groups(db, project, stamp, [
    [true, 'builder-spread', 'One builder per sled', 'allow', /^builder-0[1-3]$/],
    [false, 'scratch-group', 'Not used yet', 'allow', null],
  ])
}

export function seedNetworkingData(db: MockDb): void {
  resetSeedKit()
  const projects = db.projects.all().sort((a, b) => (a.id < b.id ? -1 : 1))
  projects.forEach((project, i) => {
    const vpc = insertDefaultVpc(db, project, maker(project.time_created, i + 1))
    if (project.name === 'atlas-ingest') seedAtlasIngest(db, project, vpc, i)
    if (project.name === 'billing-api') seedBillingApi(db, project, i)
    if (project.name === 'build-farm') seedBuildFarm(db, project, vpc)
  })
}

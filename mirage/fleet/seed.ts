import type { MockDb } from '../db'
import { sledSeedId } from '../system/seedHardware'
import { seedId } from '../util/ids'
import { BUNDLE_STATES_SEED, GiB, TiB } from './constants'
import { allocateIp } from './shared'
import { linkId } from './records'
import { probeInterface } from './probes'

// Fleet seed data: a second silo (maple, single sign-on only) beside the foundation's prairie,
// quotas for both, IP pools with IPv4 and IPv6 ranges linked to the silos (one default each),
// the service pool, certificates, access tokens, a probe and support bundles in every state.
// Ids use kinds 0xf101… so they never collide with other areas' seed ids.

export const FLEET_KIND = {
  silo: 0xf101,
  user: 0xf102,
  group: 0xf103,
  idp: 0xf104,
  pool: 0xf105,
  range: 0xf106,
  certificate: 0xf107,
  probe: 0xf108,
  bundle: 0xf109,
  token: 0xf10a,
  nic: 0xf10b,
}

const BASE = Date.UTC(2025, 4, 12, 9, 30)
const at = (hoursBefore: number) => new Date(BASE - hoursBefore * 3_600_000).toISOString()

const MAPLE_SILO_ID = seedId(FLEET_KIND.silo, 1)
const SERVICE_POOL_ID = seedId(FLEET_KIND.pool, 99)

/** A PEM-looking blob: the mock never parses certificates, only checks their armour. */
export const pem = (label: string, seed: string) =>
  `-----BEGIN ${label}-----\n${btoa(`mock ${label.toLowerCase()} for ${seed}`)}\n-----END ${label}-----\n`

// name, description, ranges, links [silo id, is_default]
type PoolSeed = [string, string, [string, string][], [string, boolean][]]

function seedPools(db: MockDb, prairieId: string) {
  const pools: PoolSeed[] = [
    [
      'default',
      'Public addresses of the prairie silo',
      [
        ['198.51.100.20', '198.51.100.99'],
        ['2001:db8:100::', '2001:db8:100:0:ffff:ffff:ffff:ffff'],
      ],
      [[prairieId, true]],
    ],
    [
      'edge-v6',
      'IPv6 addresses for edge services',
      [['2001:db8:200::1', '2001:db8:200::ffff']],
      [
        [prairieId, false],
        [MAPLE_SILO_ID, false],
      ],
    ],
    [
      'maple-public',
      'Public addresses of the maple silo',
      [['203.0.113.10', '203.0.113.59']],
      [[MAPLE_SILO_ID, true]],
    ],
    ['lab-reserve', 'Held back for the hardware lab', [['192.0.2.200', '192.0.2.239']], []],
  ]
  let rangeN = 0
  pools.forEach(([name, description, ranges, links], i) => {
    const id = seedId(FLEET_KIND.pool, i + 1)
    const time = at(24 * (120 - i * 10))
    db.ipPools.insert({ id, name, description, time_created: time, time_modified: time })
    for (const [first, last] of ranges) {
      rangeN++
      db.ipPoolRanges.insert({
        id: seedId(FLEET_KIND.range, rangeN),
        ip_pool_id: id,
        range: { first, last },
        time_created: time,
      })
    }
    for (const [siloId, isDefault] of links) {
      db.ipPoolSiloLinks.insert({
        id: linkId(id, siloId),
        ip_pool_id: id,
        silo_id: siloId,
        is_default: isDefault,
      })
    }
  })

  const time = at(24 * 200)
  db.ipPools.insert({
    id: SERVICE_POOL_ID,
    name: 'oxide-service-pool',
    description: 'IP pool for internal services',
    time_created: time,
    time_modified: time,
    _service: true,
  })
  db.ipPoolRanges.insert({
    id: seedId(FLEET_KIND.range, 99),
    ip_pool_id: SERVICE_POOL_ID,
    range: { first: '192.0.2.10', last: '192.0.2.40' },
    time_created: time,
  })
}

function seedMaple(db: MockDb) {
  const time = at(24 * 90)
  db.silos.insert({
    id: MAPLE_SILO_ID,
    name: 'maple',
    description: 'Research lab tenants, signed in through their own identity provider',
    discoverable: true,
    identity_mode: 'saml_jit',
    mapped_fleet_roles: { admin: ['viewer'] },
    time_created: time,
    time_modified: time,
  })
  const users = ['Hana Kim', 'Omar Farouk', 'Ines Duarte']
  users.forEach((display_name, i) => {
    db.users.insert({ id: seedId(FLEET_KIND.user, i + 1), display_name, silo_id: MAPLE_SILO_ID })
  })
  const adminsGroup = seedId(FLEET_KIND.group, 1)
  db.groups.insert({ id: adminsGroup, display_name: 'maple-admins', silo_id: MAPLE_SILO_ID })
  db.groupMemberships.insert({
    id: `maple-admins:${seedId(FLEET_KIND.user, 1)}`,
    group_id: adminsGroup,
    user_id: seedId(FLEET_KIND.user, 1),
  })
  db.policies.insert({
    id: MAPLE_SILO_ID,
    role_assignments: [
      { identity_id: adminsGroup, identity_type: 'silo_group', role_name: 'admin' },
    ],
  })
  db.samlProviders.insert({
    id: seedId(FLEET_KIND.idp, 1),
    name: 'maple-sso',
    description: 'The lab’s single sign-on',
    silo_id: MAPLE_SILO_ID,
    acs_url: 'https://maple.sys.example.test/login/maple/saml/maple-sso',
    idp_entity_id: 'https://idp.maple.example.test/saml/metadata',
    slo_url: 'https://idp.maple.example.test/saml/logout',
    sp_client_id: 'maple-console',
    technical_contact_email: 'lab-ops@maple.example.test',
    public_cert: pem('CERTIFICATE', 'maple-sso'),
    group_attribute_name: 'memberOf',
    time_created: time,
    time_modified: time,
    mock_user_id: seedId(FLEET_KIND.user, 1),
  })
}

export function seedFleetData(db: MockDb): void {
  const prairie = db.silos.all()[0]
  if (!prairie) throw new Error('[mock] the fleet seed needs the foundation silo')
  seedMaple(db)
  seedPools(db, prairie.id)

  const quotas: [string, number, number, number][] = [
    [prairie.id, 256, 1 * TiB, 20 * TiB],
    [MAPLE_SILO_ID, 64, 256 * GiB, 4 * TiB],
  ]
  for (const [siloId, cpus, memory, storage] of quotas) {
    db.siloQuotas.insert({ id: siloId, silo_id: siloId, cpus, memory, storage })
  }

  const certificates: [string, string, string][] = [
    ['prairie-api', 'Wildcard certificate of the prairie API', prairie.id],
    ['prairie-api-next', 'Renewal, valid from next month', prairie.id],
    ['maple-api', 'Certificate of the maple API', MAPLE_SILO_ID],
  ]
  certificates.forEach(([name, description, siloId], i) => {
    const time = at(24 * (60 - i * 20))
    db.certificates.insert({
      id: seedId(FLEET_KIND.certificate, i + 1),
      name,
      description,
      cert: pem('CERTIFICATE', name),
      service: 'external_api',
      time_created: time,
      time_modified: time,
      _silo_id: siloId,
      _key: pem('PRIVATE KEY', name),
    })
  })

  // Device-flow tokens of the signed-in fleet admin (the first user), for the tokens list.
  const ada = db.users.first((u) => u.silo_id === prairie.id)
  if (ada) {
    const tokens: [string, string | null][] = [
      [at(24 * 30), null],
      [at(24 * 2), '2025-08-10T09:30:00.000Z'],
    ]
    tokens.forEach(([time_created, time_expires], i) => {
      db.accessTokens.insert({
        id: `mock-token-seeded-${i + 1}`,
        user_id: ada.id,
        token_id: seedId(FLEET_KIND.token, i + 1),
        time_created,
        time_expires,
      })
    })
  }

  const project = db.projects.first((p) => p.silo_id === prairie.id && p.name === 'build-farm')
  if (project) {
    const probeId = seedId(FLEET_KIND.probe, 1)
    const address = allocateIp(db, undefined, prairie.id, { family: 4 })
    const time = at(24 * 5)
    db.probes.insert({
      id: probeId,
      name: 'uplink-check',
      description: 'Checks the rack uplink from a build-farm sled',
      sled: sledSeedId(2), // the system area's inventory is seeded after the fleet, with fixed ids
      time_created: time,
      time_modified: time,
      _project_id: project.id,
      _ip: address.ip,
      _ip_pool_id: address.ip_pool_id,
      _interface: probeInterface(probeId, 'uplink-check', 1, seedId(FLEET_KIND.nic, 1)),
    })
  }

  BUNDLE_STATES_SEED.forEach(([state, reason, failure, hoursBefore], i) => {
    db.supportBundles.insert({
      id: seedId(FLEET_KIND.bundle, i + 1),
      reason_for_creation: reason,
      reason_for_failure: failure,
      state,
      time_created: at(hoursBefore),
    })
  })
}

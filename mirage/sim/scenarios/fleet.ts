import type { IpVersion, SupportBundleState } from '~/api/generated/types'
import { GiB, TiB } from '~/util/format'
import { stamped, seedAt, type MockContext } from '../../context'
import { pem } from '../../orm/factories/fleet'
import type { M } from '../../orm/models'
import { assign, setPolicy } from '../../orm/policy'
import { seedId } from '../../util/ids'
import { sledSeedId } from './hardware'
import { seedSubnetPools } from './subnetPools'

// The default fleet's second silo (maple, single sign-on only), IPv4 and IPv6 pools linked to the
// silos (prairie has a default of each version, maple an IPv4 one), the pool the rack's services
// use, quotas, certificates, Ada's access tokens, a probe and support bundles in every state.

/** Seed id kinds of maple and of records the contract sweep names by id. */
// prettier-ignore
export const FLEET_KIND = {
  silo: 0xf101, user: 0xf102, group: 0xf103, idp: 0xf104, pool: 0xf105, range: 0xf106,
  certificate: 0xf107, probe: 0xf108, bundle: 0xf109, token: 0xf10a, nic: 0xf10b,
  scimToken: 0xf10c,
}
const MAPLE_SILO_ID = seedId(FLEET_KIND.silo, 1)

function seedMaple(ctx: MockContext): M<'silo'> {
  const time = seedAt(24 * 90)
  const silo = ctx.create('silo', 'saml', {
    id: MAPLE_SILO_ID,
    name: 'maple',
    description: 'Research lab tenants, signed in through their own identity provider',
    mappedFleetRoles: { admin: ['viewer'] },
    // its auth settings: device tokens last a working day at most
    deviceTokenMaxTtlSeconds: 8 * 3600,
    ...stamped(time),
  })
  const users = ['Hana Kim', 'Omar Farouk', 'Ines Duarte'].map((displayName, i) =>
    ctx.create('user', { id: seedId(FLEET_KIND.user, i + 1), silo, displayName }),
  )
  const admins = ctx.create('group', {
    id: seedId(FLEET_KIND.group, 1),
    silo,
    displayName: 'maple-admins',
    members: users.slice(0, 1),
  })
  setPolicy(ctx, silo.id, [assign('silo_group', admins.id, 'admin')])
  // prettier-ignore
  ctx.create('samlProvider', {
    id: seedId(FLEET_KIND.idp, 1), silo, name: 'maple-sso', description: 'The lab’s single sign-on',
    acsUrl: 'https://maple.sys.example.test/login/maple/saml/maple-sso',
    idpEntityId: 'https://idp.maple.example.test/saml/metadata',
    sloUrl: 'https://idp.maple.example.test/saml/logout', spClientId: 'maple-console',
    technicalContactEmail: 'lab-ops@maple.example.test', publicCert: pem('CERTIFICATE', 'maple-sso'),
    groupAttributeName: 'memberOf', timeCreated: time, timeModified: time, mockUser: users[0],
  })
  // the lab's SCIM client tokens, one from a rack that set an expiry
  ctx.create('scimToken', {
    id: seedId(FLEET_KIND.scimToken, 1),
    silo,
    bearerToken: 'seeded-scim-token-1',
    timeCreated: seedAt(24 * 30),
  })
  ctx.create('scimToken', 'expiring', {
    id: seedId(FLEET_KIND.scimToken, 2),
    silo,
    bearerToken: 'seeded-scim-token-2',
    timeCreated: seedAt(24 * 2),
  })
  return silo
}

type Range = [first: string, last: string]
const DEFAULT_RANGES: Range[] = [
  ['198.51.100.20', '198.51.100.99'],
  ['2001:db8:100::', '2001:db8:100:0:ffff:ffff:ffff:ffff'],
]

/**
 * Everything of the fleet that projects rely on: maple, the pools, quotas and certificates;
 * `defaultRanges`: the addresses of prairie's default pools (the IPv4 ranges make 'default', the
 * IPv6 ones 'default-v6', a pool holding one IP version).
 */
export function seedFleet(
  ctx: MockContext,
  prairie: M<'silo'>,
  defaultRanges = DEFAULT_RANGES,
): void {
  seedMaple(ctx)
  const isV6 = ([first]: Range) => first.includes(':')
  const defaultV6 = defaultRanges.filter(isV6)
  // name, description, IP version, ranges, links [silo id, is_default]; 'default-v6' last, so
  // the pools before it keep the ids they had when one default pool held both versions
  // prettier-ignore
  const pools: [string, string, IpVersion, Range[], [string, boolean][]][] = [
    ['default', 'Public IPv4 addresses of the prairie silo', 'v4',
      defaultRanges.filter((r) => !isV6(r)), [[prairie.id, true]]],
    ['edge-v6', 'IPv6 addresses for edge services', 'v6', [['2001:db8:200::1', '2001:db8:200::ffff']],
      [[prairie.id, false], [MAPLE_SILO_ID, false]]],
    ['maple-public', 'Public addresses of the maple silo', 'v4', [['203.0.113.10', '203.0.113.59']],
      [[MAPLE_SILO_ID, true]]],
    ['lab-reserve', 'Held back for the hardware lab', 'v4', [['192.0.2.200', '192.0.2.239']], []],
    ...(defaultV6.length
      ? [['default-v6', 'Public IPv6 addresses of the prairie silo', 'v6', defaultV6,
          [[prairie.id, true]]] satisfies [string, string, IpVersion, Range[], [string, boolean][]]]
      : []),
  ]
  pools.forEach(([name, description, ipVersion, ranges, links], i) => {
    const time = seedAt(24 * (120 - i * 10))
    const pool = ctx.create('ipPool', { name, description, ipVersion, ...stamped(time) })
    for (const [first, last] of ranges)
      ctx.create('ipPoolRange', { ipPool: pool, range: { first, last }, timeCreated: time })
    for (const [siloId, isDefault] of links)
      ctx.create('ipPoolSiloLink', { ipPool: pool, siloId, isDefault })
  })
  seedSubnetPools(ctx, prairie.id, MAPLE_SILO_ID)
  const time = seedAt(24 * 200)
  const service = ctx.create('ipPool', 'systemServices', {
    id: seedId(FLEET_KIND.pool, 99),
    ...stamped(time),
  })
  ctx.create('ipPoolRange', {
    id: seedId(FLEET_KIND.range, 99),
    ipPool: service,
    range: { first: '192.0.2.10', last: '192.0.2.40' },
    timeCreated: time,
  })

  // prettier-ignore
  const quotas: [string, number, number, number][] = [
    [prairie.id, 256, 1 * TiB, 20 * TiB], [MAPLE_SILO_ID, 64, 256 * GiB, 4 * TiB],
  ]
  for (const [siloId, cpus, memory, storage] of quotas) {
    ctx.create('siloQuotaSet', { id: siloId, siloId, cpus, memory, storage })
  }
  const certificates: [string, string, string][] = [
    ['prairie-api', 'Wildcard certificate of the prairie API', prairie.id],
    ['prairie-api-next', 'Renewal, valid from next month', prairie.id],
    ['maple-api', 'Certificate of the maple API', MAPLE_SILO_ID],
  ]
  certificates.forEach(([name, description, siloId], i) =>
    ctx.create('certificate', {
      siloId,
      name,
      description,
      cert: pem('CERTIFICATE', name),
      key: pem('PRIVATE KEY', name),
      ...stamped(seedAt(24 * (60 - i * 20))),
    }),
  )
}

/** What comes after the projects: Ada's device tokens, a probe, support bundles. */
export function seedFleetUse(ctx: MockContext, ada: M<'user'>, project: M<'project'>): void {
  const tokens: [number, string | null][] = [
    [24 * 30, null],
    [24 * 2, '2025-08-10T09:30:00.000Z'],
  ]
  tokens.forEach(([hours, timeExpires], i) =>
    ctx.create('accessToken', {
      user: ada,
      token: `mock-token-seeded-${i + 1}`,
      timeCreated: seedAt(hours),
      timeExpires,
    }),
  )
  // another user's, for an admin to see on that user's page
  const tomas = ctx.schema.findBy('user', { username: 'tomas' })
  if (tomas) {
    ctx.create('accessToken', {
      user: tomas,
      token: 'mock-token-seeded-tomas',
      timeCreated: seedAt(24 * 12),
      timeExpires: null,
    })
  }
  ctx.create('probe', {
    project,
    name: 'uplink-check',
    description: 'Checks the rack uplink from a sled',
    sled: sledSeedId(2),
    ...stamped(seedAt(24 * 5)),
  })
  // bundles name sleds as the inventory does, by serial
  const sled = (n: number) => ctx.schema.find('sled', sledSeedId(n))?.baseboard.serial ?? 'unknown'
  const bundles: [SupportBundleState, string, string | null, number][] = [
    ['active', 'Created by external API', null, 24 * 21],
    ['active', `Sled ${sled(7)} rebooted unexpectedly`, null, 24 * 6],
    ['failed', 'Created by external API', `sled agent on ${sled(3)} did not respond`, 24 * 3],
    ['destroying', 'Created by external API', null, 30],
    ['collecting', 'Created by external API', null, 1],
  ]
  for (const [state, reasonForCreation, reasonForFailure, hours] of bundles) {
    const timeCreated = seedAt(hours)
    ctx.create('supportBundle', { state, reasonForCreation, reasonForFailure, timeCreated })
  }
}

import { MOCK_SILO_NAME } from '~/app/mockSilo'
import { stamped, seedAt, type MockContext } from '../../context'
import { FLEET_ID } from '../../orm/auth'
import { sshPublicKey } from '../../orm/factories/foundation'
import type { M } from '../../orm/models'
import { assign, setPolicy } from '../../orm/policy'
import { seedId } from '../../util/ids'

// The silo everyone signs in to: people, groups and roles; its projects, SSH keys, SAML provider
// and a standing device code. Fixed ids and times (hours before the seed's base), so every page
// load and e2e run sees the same records. Names and people are invented.

/** Sign-in accounts the README and the e2e tests rely on. */
export const SEED_LOGINS = {
  fleetViewer: { username: 'ada', password: 'correct horse' },
  plainUser: { username: 'noor', password: 'plain user' },
} as const
export const SEED_SILO_NAME = MOCK_SILO_NAME
export const SEED_SAML_PROVIDER = 'okta-ish'
/** A device code that /device/confirm always accepts (spec §5 format). */
export const SEED_DEVICE_CODE = 'LXQ-VWPTR'

// username, display name, password, groups (by index into GROUPS)
const USERS: [string, string, string, number[]][] = [
  ['ada', 'Ada Okafor', SEED_LOGINS.fleetViewer.password, [0, 1]],
  ['noor', 'Noor Haddad', SEED_LOGINS.plainUser.password, []],
  ['tomas', 'Tomás Reyes', 'team player', [0]],
  ['mei', 'Mei Tanaka', 'read only', [2]],
  ['kofi', 'Kofi Mensah', 'pager duty', [0, 1]],
  ['lena', 'Lena Fischer', 'just looking', []],
  ['ravi', 'Ravi Iyer', 'night shift', [1]],
  ['sanna', 'Sanna Berg', 'audit trail', [2]],
]
const GROUPS = ['platform-team', 'on-call', 'auditors', 'contractors']
export const SEED_USER_IDS = Object.fromEntries(USERS.map(([u], i) => [u, seedId(2, i + 1)]))
const user = (name: string) => SEED_USER_IDS[name] ?? ''
const group = (name: string) => seedId(3, GROUPS.indexOf(name) + 1)

export const PROJECTS: [string, string][] = [
  ['atlas-ingest', 'Map tile ingestion workers'],
  ['billing-api', 'Invoices and usage metering'],
  ['build-farm', 'Shared CI builders'],
  ['canary-east', 'Canary deployments for the east region'],
  ['chat-relay', 'Customer chat message relay'],
  ['data-lake', 'Long-term analytics storage'],
  ['design-review', 'Preview environments for design review'],
  ['dev-sandbox', 'Scratch space for experiments'],
  ['edge-cache', 'Caching proxies in front of the web tier'],
  ['email-digest', 'Weekly digest mailer'],
  ['fraud-scoring', 'Risk models for card payments'],
  ['geo-tiles', 'Vector tile rendering'],
  ['hr-portal', 'Internal HR self-service'],
  ['image-resizer', 'Thumbnail and crop service'],
  ['inventory-sync', 'Warehouse stock synchronisation'],
  ['kiosk-fleet', 'Backends for in-store kiosks'],
  ['ledger-core', 'Double-entry ledger'],
  ['metrics-stack', 'Dashboards and time series storage'],
  ['ml-training', 'GPU-less model training jobs'],
  ['mobile-backend', 'API for the mobile apps'],
  ['nightly-etl', 'Batch jobs that run overnight'],
  ['payments-prod', 'Payment processing, production'],
  ['payments-staging', 'Payment processing, staging'],
  ['quarry-search', 'Full-text search cluster'],
  ['release-tools', 'Release automation'],
  ['search-index', 'Index builders for quarry-search'],
  ['support-desk', 'Ticketing for the support team'],
  ['telemetry-ingest', 'Device telemetry intake'],
  ['vault-secrets', 'Secrets management'],
  ['web-frontend', 'Public website'],
]

/** prairie with its people and roles: where every scenario signs in (Ada, a fleet admin). */
export function seedSilo(ctx: MockContext): M<'silo'> {
  const silo = ctx.create('silo', {
    name: SEED_SILO_NAME,
    description: 'The silo of the mock fleet',
    ...stamped(seedAt(24 * 200)),
  })
  const users = USERS.map(([username, displayName, password]) =>
    ctx.create('user', { silo, displayName, username, password }),
  )
  GROUPS.forEach((displayName, g) =>
    ctx.create('group', {
      silo,
      displayName,
      members: users.filter((_, u) => USERS[u]![3].includes(g)),
    }),
  )
  setPolicy(ctx, silo.id, [
    assign('silo_user', user('ada'), 'admin'),
    assign('silo_group', group('platform-team'), 'collaborator'),
    assign('silo_group', group('auditors'), 'viewer'),
    assign('silo_user', user('lena'), 'viewer'),
  ])
  setPolicy(ctx, FLEET_ID, [
    assign('silo_user', user('ada'), 'admin'),
    assign('silo_group', group('auditors'), 'viewer'),
  ])
  // the browsers people are signed in from: who, started and last used (hours before the seed)
  const sessions: [string, number, number][] = [
    ['ada', 24 * 3, 0.25],
    ['ada', 24 * 20, 30],
    ['tomas', 24 * 6, 2],
    ['tomas', 24 * 41, 24 * 9],
    ['mei', 24, 5],
  ]
  for (const [name, started, used] of sessions) {
    ctx.create('consoleSession', {
      userId: user(name),
      timeCreated: seedAt(started),
      timeLastUsed: seedAt(used),
    })
  }
  return silo
}

/** prairie's 30 projects (two pages), their roles, Ada's SSH keys and SSO. */
export function seedSiloContents(ctx: MockContext, silo: M<'silo'>): void {
  PROJECTS.forEach(([name, description], i) =>
    ctx.create('project', {
      silo,
      name,
      description,
      timeCreated: seedAt(29 * (PROJECTS.length - i)),
      timeModified: seedAt(29 * (PROJECTS.length - i) - (i % 4) * 3),
    }),
  )
  const project = (name: string) => seedId(4, PROJECTS.findIndex(([n]) => n === name) + 1)
  setPolicy(ctx, project('payments-prod'), [assign('silo_user', user('ravi'), 'admin')])
  setPolicy(ctx, project('ml-training'), [assign('silo_group', group('on-call'), 'viewer')])
  // atlas-ingest's access page: a project role above the silo one (Lena), one below it (the
  // platform team), so the effective role shows each way
  setPolicy(ctx, project('atlas-ingest'), [
    assign('silo_user', user('lena'), 'collaborator'),
    assign('silo_group', group('platform-team'), 'viewer'),
  ])

  const keys: [string, string, string, string, string][] = [
    ['ada', 'work-laptop', 'Daily driver', 'ssh-ed25519', 'ada@laptop'],
    ['ada', 'ci-runner', 'Deploy key for the build farm', 'ecdsa-sha2-nistp256', 'ci@build-farm'],
    ['tomas', 'desktop', '', 'ssh-rsa', 'tomas@desk'],
  ]
  keys.forEach(([owner, name, description, type, comment], i) =>
    ctx.create('sshKey', {
      siloUserId: user(owner),
      name,
      description,
      publicKey: sshPublicKey(type, i + 1, comment),
      ...stamped(seedAt(24 * (40 - i * 9))),
    }),
  )

  // prettier-ignore
  ctx.create('samlProvider', {
    silo, name: SEED_SAML_PROVIDER, description: 'Pretend corporate single sign-on',
    acsUrl: `https://${SEED_SILO_NAME}.sys.example.test/login/${SEED_SILO_NAME}/saml/${SEED_SAML_PROVIDER}`,
    idpEntityId: 'https://sso.example.test/metadata', sloUrl: 'https://sso.example.test/logout',
    spClientId: 'oxide-console-mock', technicalContactEmail: 'it-help@example.test',
    publicCert: null, groupAttributeName: 'groups', mockUserId: user('ada'),
    ...stamped(seedAt(24 * 150)),
  })
}

/** A standing code for demos and e2e: it can be confirmed any number of times. */
export const seedDeviceCode = (ctx: MockContext) =>
  ctx.create('deviceAuthRequest', {
    id: 'seeded-device-code',
    clientId: seedId(6, 1),
    userCode: SEED_DEVICE_CODE,
    timeExpires: '2099-01-01T00:00:00.000Z',
    confirmedUserId: null,
    reusable: true,
  })

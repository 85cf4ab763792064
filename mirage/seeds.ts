import { MOCK_SILO_NAME } from '~/app/mockSilo'
import { FLEET_ID } from './auth'
import type { MockDb } from './db'
import { seedCompute } from './compute'
import { seedFleet } from './fleet'
import { seedNetworking } from './networking'
import { seedSystem } from './system'
import type { RoleAssignment } from './models'
import { seedId } from './util/ids'

// The mock fleet's starting data. Fixed ids and timestamps, so every page load (and every e2e
// run) sees the same records. Names and people are invented.

/** Sign-in accounts the README and the e2e tests rely on. */
export const SEED_LOGINS = {
  fleetViewer: { username: 'ada', password: 'correct horse' },
  plainUser: { username: 'noor', password: 'plain user' },
} as const
export const SEED_SILO_NAME = MOCK_SILO_NAME
export const SEED_SAML_PROVIDER = 'okta-ish'
/** A device code that /device/confirm always accepts (spec §5 format). */
export const SEED_DEVICE_CODE = 'LXQ-VWPTR'

const KIND = { silo: 1, user: 2, group: 3, project: 4, sshKey: 5, deviceClient: 6, idp: 7 }
const SILO_ID = seedId(KIND.silo, 1)
const BASE = Date.UTC(2025, 4, 12, 9, 30)
const at = (hoursBefore: number) => new Date(BASE - hoursBefore * 3_600_000).toISOString()

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
export const SEED_USER_IDS = Object.fromEntries(
  USERS.map(([u], i) => [u, seedId(KIND.user, i + 1)]),
)
const userId = (username: string) => SEED_USER_IDS[username] ?? ''
const groupId = (name: string) => seedId(KIND.group, GROUPS.indexOf(name) + 1)

const PROJECTS: [string, string][] = [
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

/** A well-formed OpenSSH key blob: the key type again, length-prefixed, then 32 fake key bytes. */
function keyBlob(type: string, seed: number): string {
  const u32 = (n: number) => String.fromCharCode(0, 0, 0, n)
  let key = ''
  for (let i = 0; i < 32; i++) key += String.fromCharCode((seed * 31 + i * 7) % 256)
  return btoa(u32(type.length) + type + u32(32) + key)
}
const sshKey = (type: string, seed: number, comment: string) =>
  `${type} ${keyBlob(type, seed)} ${comment}`

const assign = (
  identity_type: RoleAssignment['identity_type'],
  identity_id: string,
  role_name: RoleAssignment['role_name'],
): RoleAssignment => ({ identity_id, identity_type, role_name })

export function seed(db: MockDb): void {
  db.silos.insert({
    id: SILO_ID,
    name: SEED_SILO_NAME,
    description: 'The silo of the mock fleet',
    discoverable: true,
    identity_mode: 'local_only',
    mapped_fleet_roles: {},
    time_created: at(24 * 200),
    time_modified: at(24 * 200),
  })

  USERS.forEach(([username, display_name, password, groups], i) => {
    const id = seedId(KIND.user, i + 1)
    db.users.insert({ id, display_name, silo_id: SILO_ID })
    db.localCredentials.insert({ id, silo_id: SILO_ID, username, password })
    for (const g of groups) {
      db.groupMemberships.insert({
        id: `${g}:${id}`,
        group_id: seedId(KIND.group, g + 1),
        user_id: id,
      })
    }
  })
  GROUPS.forEach((display_name, i) => {
    db.groups.insert({ id: seedId(KIND.group, i + 1), display_name, silo_id: SILO_ID })
  })

  db.policies.insert({
    id: SILO_ID,
    role_assignments: [
      assign('silo_user', userId('ada'), 'admin'),
      assign('silo_group', groupId('platform-team'), 'collaborator'),
      assign('silo_group', groupId('auditors'), 'viewer'),
      assign('silo_user', userId('lena'), 'viewer'),
    ],
  })
  db.policies.insert({
    id: FLEET_ID,
    role_assignments: [
      assign('silo_user', userId('ada'), 'admin'),
      assign('silo_group', groupId('auditors'), 'viewer'),
    ],
  })

  PROJECTS.forEach(([name, description], i) => {
    db.projects.insert({
      id: seedId(KIND.project, i + 1),
      name,
      description,
      time_created: at(29 * (PROJECTS.length - i)),
      time_modified: at(29 * (PROJECTS.length - i) - (i % 4) * 3),
      silo_id: SILO_ID,
    })
  })
  const projectId = (name: string) =>
    seedId(KIND.project, PROJECTS.findIndex(([n]) => n === name) + 1)
  db.policies.insert({
    id: projectId('payments-prod'),
    role_assignments: [assign('silo_user', userId('ravi'), 'admin')],
  })
  db.policies.insert({
    id: projectId('ml-training'),
    role_assignments: [assign('silo_group', groupId('on-call'), 'viewer')],
  })
  // atlas-ingest's access page: a project role above the silo one (Lena), one below it (the
  // platform team), so the effective role shows each way
  db.policies.insert({
    id: projectId('atlas-ingest'),
    role_assignments: [
      assign('silo_user', userId('lena'), 'collaborator'),
      assign('silo_group', groupId('platform-team'), 'viewer'),
    ],
  })

  const keys: [string, string, string, string, string][] = [
    ['ada', 'work-laptop', 'Daily driver', 'ssh-ed25519', 'ada@laptop'],
    ['ada', 'ci-runner', 'Deploy key for the build farm', 'ecdsa-sha2-nistp256', 'ci@build-farm'],
    ['tomas', 'desktop', '', 'ssh-rsa', 'tomas@desk'],
  ]
  keys.forEach(([owner, name, description, type, comment], i) => {
    db.sshKeys.insert({
      id: seedId(KIND.sshKey, i + 1),
      name,
      description,
      public_key: sshKey(type, i + 1, comment),
      silo_user_id: userId(owner),
      time_created: at(24 * (40 - i * 9)),
      time_modified: at(24 * (40 - i * 9)),
    })
  })

  db.samlProviders.insert({
    id: seedId(KIND.idp, 1),
    name: SEED_SAML_PROVIDER,
    description: 'Pretend corporate single sign-on',
    silo_id: SILO_ID,
    acs_url: `https://${SEED_SILO_NAME}.sys.example.test/login/${SEED_SILO_NAME}/saml/${SEED_SAML_PROVIDER}`,
    idp_entity_id: 'https://sso.example.test/metadata',
    slo_url: 'https://sso.example.test/logout',
    sp_client_id: 'oxide-console-mock',
    technical_contact_email: 'it-help@example.test',
    public_cert: null,
    group_attribute_name: 'groups',
    time_created: at(24 * 150),
    time_modified: at(24 * 150),
    mock_user_id: userId('ada'),
  })

  db.deviceAuthRequests.insert({
    id: 'seeded-device-code',
    client_id: seedId(KIND.deviceClient, 1),
    user_code: SEED_DEVICE_CODE,
    time_expires: '2099-01-01T00:00:00.000Z',
    confirmed_user_id: null,
    reusable: true,
  })

  // The areas in dependency order: IP pools and silos, then hardware, then each project's VPCs and
  // floating IPs, then the instances and disks that use all of them.
  seedFleet(db)
  seedSystem(db)
  seedNetworking(db)
  seedCompute(db)
}

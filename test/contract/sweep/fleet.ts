import { pem } from '~mirage/factories/fleet'
import { FLEET_KIND } from '~mirage/fleet/seed'
import { SEED_USER_IDS } from '~mirage/seeds'
import { sledSeedId } from '~mirage/system/seedHardware'
import { seedId } from '~mirage/util/ids'
import type { SweepCase } from './case'

// The fleet area: silos, identity, quotas and utilization, IP pools and their ranges and links,
// certificates, access tokens, probes and support bundles. Signed in as ada (fleet admin) unless
// a case says otherwise; cases that need an id use the seed's fixed ones.

const user = (name: string) => SEED_USER_IDS[name] ?? ''
const quotas = { cpus: 16, memory: 64 * 1024 ** 3, storage: 1024 ** 4 }
const certificate = (name: string) => ({
  name,
  description: 'sweep',
  cert: pem('CERTIFICATE', name),
  key: pem('PRIVATE KEY', name),
  service: 'external_api',
})
const ACTIVE_BUNDLE = seedId(FLEET_KIND.bundle, 1)
const COLLECTING_BUNDLE = seedId(FLEET_KIND.bundle, 5)
const samlBody = {
  name: 'sweep-sso',
  description: 'made by the sweep',
  acs_url: 'https://maple.sys.example.test/login/maple/saml/sweep-sso',
  idp_entity_id: 'https://idp.example.test/sweep',
  idp_metadata_source: { type: 'url', url: 'https://idp.example.test/metadata.xml' },
  slo_url: 'https://idp.example.test/logout',
  sp_client_id: 'sweep',
  technical_contact_email: 'ops@example.test',
  group_attribute_name: 'groups',
}

const silos: SweepCase[] = [
  { op: 'siloList' },
  { op: 'siloList', as: 'noor', status: 403, note: 'not a fleet viewer' },
  { op: 'siloList', as: 'mei', note: 'fleet viewer through a group' },
  {
    op: 'siloCreate',
    as: 'mei',
    status: 403,
    note: 'a fleet viewer may not create',
    body: {
      name: 'viewer-silo',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      quotas,
      tls_certificates: [],
    },
  },
  { op: 'siloCreate', status: 400, note: 'a body the contract refuses', body: {} },
  { op: 'siloView', path: { silo: 'maple' }, as: 'ada' },
  { op: 'siloView', path: { silo: 'nope' }, status: 404, note: 'unknown silo' },
  {
    op: 'siloCreate',
    body: {
      name: 'sweep-silo',
      description: 'made by the sweep',
      discoverable: true,
      identity_mode: 'local_only',
      quotas,
      tls_certificates: [certificate('sweep-silo-api')],
      mapped_fleet_roles: { admin: ['viewer'] },
      admin_group_name: 'sweep-admins',
    },
  },
  {
    op: 'siloCreate',
    status: 400,
    note: 'duplicate name',
    body: {
      name: 'maple',
      description: '',
      discoverable: false,
      identity_mode: 'saml_jit',
      quotas,
      tls_certificates: [],
    },
  },
  {
    op: 'siloCreate',
    status: 400,
    note: 'no quotas',
    body: {
      name: 'x',
      description: '',
      discoverable: true,
      identity_mode: 'local_only',
      tls_certificates: [],
    },
  },
  { op: 'siloIpPoolList', path: { silo: 'prairie' } },
  { op: 'siloPolicyView', path: { silo: 'sweep-silo' } },
  {
    op: 'siloPolicyUpdate',
    path: { silo: 'maple' },
    body: {
      role_assignments: [
        {
          identity_id: seedId(FLEET_KIND.user, 2),
          identity_type: 'silo_user',
          role_name: 'viewer',
        },
      ],
    },
  },
  { op: 'siloQuotasView', path: { silo: 'sweep-silo' } },
  { op: 'siloQuotasUpdate', path: { silo: 'sweep-silo' }, body: { cpus: 32, memory: null } },
  {
    op: 'siloQuotasUpdate',
    path: { silo: 'sweep-silo' },
    body: { cpus: -1 },
    status: 400,
    note: 'negative',
  },
  { op: 'systemQuotasList' },
  { op: 'siloUtilizationList' },
  { op: 'siloUtilizationView', path: { silo: 'prairie' } },
  { op: 'utilizationView' },
  { op: 'siloIdentityProviderList', query: { silo: 'prairie' } },
  { op: 'siloIdentityProviderList', status: 400, note: 'silo is required' },
  { op: 'samlIdentityProviderCreate', query: { silo: 'maple' }, body: samlBody },
  {
    op: 'samlIdentityProviderCreate',
    query: { silo: 'maple' },
    body: samlBody,
    status: 400,
    note: 'duplicate name',
  },
  { op: 'samlIdentityProviderView', path: { provider: 'okta-ish' }, query: { silo: 'prairie' } },
  { op: 'samlIdentityProviderView', path: { provider: seedId(FLEET_KIND.idp, 1) }, note: 'by id' },
  {
    op: 'samlIdentityProviderView',
    path: { provider: 'okta-ish' },
    status: 400,
    note: 'a name needs the silo',
  },
  {
    op: 'localIdpUserCreate',
    query: { silo: 'sweep-silo' },
    body: { external_id: 'newcomer', password: { mode: 'password', value: 'first day' } },
  },
  {
    op: 'localIdpUserCreate',
    query: { silo: 'maple' },
    body: { external_id: 'someone', password: { mode: 'login_disallowed' } },
    status: 400,
    note: 'maple signs in with SAML only',
  },
  {
    op: 'localIdpUserCreate',
    query: { silo: 'prairie' },
    body: { external_id: 'ada', password: { mode: 'login_disallowed' } },
    status: 400,
    note: 'username taken',
  },
  {
    op: 'localIdpUserSetPassword',
    path: { user_id: user('lena') },
    query: { silo: 'prairie' },
    body: { mode: 'password', value: 'new secret' },
  },
  {
    op: 'localIdpUserSetPassword',
    path: { user_id: user('lena') },
    query: { silo: 'maple' },
    body: { mode: 'login_disallowed' },
    status: 400,
    note: 'not a local silo',
  },
  { op: 'localIdpUserDelete', path: { user_id: user('sanna') }, query: { silo: 'prairie' } },
  {
    op: 'localIdpUserDelete',
    path: { user_id: user('sanna') },
    query: { silo: 'prairie' },
    status: 404,
    note: 'already deleted',
  },
  { op: 'siloUserList', query: { silo: 'maple' } },
  { op: 'siloUserView', path: { user_id: user('ada') }, query: { silo: 'prairie' } },
  {
    op: 'siloUserView',
    path: { user_id: user('ada') },
    query: { silo: 'maple' },
    status: 404,
    note: 'other silo',
  },
  { op: 'userBuiltinList' },
  { op: 'userBuiltinView', path: { user: 'db-init' } },
  { op: 'userBuiltinView', path: { user: 'nobody' }, status: 404, note: 'unknown' },
  { op: 'siloDelete', path: { silo: 'prairie' }, status: 400, note: 'holds projects' },
  { op: 'siloDelete', path: { silo: 'sweep-silo' } },
  { op: 'siloQuotasView', path: { silo: 'sweep-silo' }, status: 404, note: 'gone with its silo' },
]

const v4 = { first: '192.0.2.50', last: '192.0.2.60' }
const v6 = { first: '2001:db8:300::1', last: '2001:db8:300::ff' }
const pools: SweepCase[] = [
  { op: 'ipPoolList' },
  { op: 'ipPoolList', as: 'noor', status: 403, note: 'not a fleet viewer' },
  { op: 'ipPoolCreate', as: 'ada', body: { name: 'sweep-pool', description: 'made by the sweep' } },
  {
    op: 'ipPoolCreate',
    body: { name: 'default', description: '' },
    status: 400,
    note: 'duplicate',
  },
  { op: 'ipPoolView', path: { pool: 'sweep-pool' } },
  { op: 'ipPoolUpdate', path: { pool: 'sweep-pool' }, body: { description: 'edited' } },
  { op: 'ipPoolRangeAdd', path: { pool: 'sweep-pool' }, body: v4 },
  { op: 'ipPoolRangeAdd', path: { pool: 'sweep-pool' }, body: v6 },
  {
    op: 'ipPoolRangeAdd',
    path: { pool: 'sweep-pool' },
    body: { first: '198.51.100.90', last: '198.51.100.120' },
    status: 400,
    note: 'overlaps the default pool',
  },
  {
    op: 'ipPoolRangeAdd',
    path: { pool: 'sweep-pool' },
    body: { first: '192.0.2.90', last: '192.0.2.80' },
    status: 400,
    note: 'first after last',
  },
  { op: 'ipPoolRangeList', path: { pool: 'sweep-pool' } },
  { op: 'ipPoolUtilizationView', path: { pool: 'default' } },
  {
    op: 'ipPoolSiloLink',
    path: { pool: 'sweep-pool' },
    body: { silo: 'maple', is_default: false },
  },
  {
    op: 'ipPoolSiloLink',
    path: { pool: 'sweep-pool' },
    body: { silo: 'maple', is_default: false },
    status: 400,
    note: 'already linked',
  },
  { op: 'ipPoolSiloList', path: { pool: 'sweep-pool' } },
  {
    op: 'ipPoolSiloUpdate',
    path: { pool: 'sweep-pool', silo: 'maple' },
    body: { is_default: true },
  },
  {
    op: 'ipPoolDelete',
    path: { pool: 'sweep-pool' },
    status: 400,
    note: 'still has ranges and links',
  },
  { op: 'ipPoolSiloUnlink', path: { pool: 'sweep-pool', silo: 'maple' } },
  {
    op: 'ipPoolSiloUnlink',
    path: { pool: 'sweep-pool', silo: 'maple' },
    status: 404,
    note: 'not linked',
  },
  { op: 'ipPoolRangeRemove', path: { pool: 'sweep-pool' }, body: v4 },
  { op: 'ipPoolRangeRemove', path: { pool: 'sweep-pool' }, body: v6 },
  { op: 'ipPoolRangeRemove', path: { pool: 'sweep-pool' }, body: v6, status: 404, note: 'gone' },
  { op: 'ipPoolDelete', path: { pool: 'sweep-pool' } },
  { op: 'ipPoolServiceView' },
  { op: 'ipPoolServiceRangeList' },
  { op: 'ipPoolServiceRangeAdd', body: { first: '192.0.2.41', last: '192.0.2.45' } },
  { op: 'ipPoolServiceRangeRemove', body: { first: '192.0.2.41', last: '192.0.2.45' } },
  { op: 'projectIpPoolList', as: 'noor', note: 'any silo user sees the silo’s pools' },
  { op: 'projectIpPoolView', path: { pool: 'default' } },
  {
    op: 'projectIpPoolView',
    path: { pool: 'lab-reserve' },
    status: 404,
    note: 'not linked to the silo',
  },
]

const rest: SweepCase[] = [
  { op: 'certificateList', as: 'ada' },
  { op: 'certificateCreate', body: certificate('sweep-cert') },
  {
    op: 'certificateCreate',
    body: { ...certificate('bad-cert'), cert: 'not pem' },
    status: 400,
    note: 'bad PEM',
  },
  { op: 'certificateView', path: { certificate: 'sweep-cert' } },
  { op: 'certificateDelete', path: { certificate: 'sweep-cert' } },
  {
    op: 'certificateView',
    path: { certificate: 'maple-api' },
    status: 404,
    note: 'another silo’s',
  },
  { op: 'currentUserAccessTokenList' },
  { op: 'currentUserAccessTokenDelete', path: { token_id: seedId(FLEET_KIND.token, 1) } },
  {
    op: 'currentUserAccessTokenDelete',
    path: { token_id: seedId(FLEET_KIND.token, 1) },
    status: 404,
    note: 'already revoked',
  },
  { op: 'probeList', query: { project: 'build-farm' } },
  { op: 'probeList', status: 400, note: 'project is required' },
  {
    op: 'probeCreate',
    query: { project: 'build-farm' },
    body: { name: 'sweep-probe', description: 'made by the sweep', sled: sledSeedId(1) },
  },
  {
    op: 'probeCreate',
    query: { project: 'build-farm' },
    body: { name: 'other-probe', description: '', sled: sledSeedId(1), ip_pool: 'lab-reserve' },
    status: 404,
    note: 'pool not linked to the silo',
  },
  { op: 'probeView', path: { probe: 'uplink-check' }, query: { project: 'atlas-ingest' } },
  { op: 'probeDelete', path: { probe: 'sweep-probe' }, query: { project: 'build-farm' } },
  {
    op: 'probeView',
    path: { probe: 'sweep-probe' },
    query: { project: 'build-farm' },
    status: 404,
    note: 'deleted',
  },
  { op: 'supportBundleList' },
  { op: 'supportBundleList', as: 'noor', status: 403, note: 'not a fleet viewer' },
  { op: 'supportBundleCreate', as: 'ada' },
  { op: 'supportBundleView', path: { bundle_id: ACTIVE_BUNDLE } },
  { op: 'supportBundleIndex', path: { bundle_id: ACTIVE_BUNDLE } },
  { op: 'supportBundleDownload', path: { bundle_id: ACTIVE_BUNDLE } },
  { op: 'supportBundleHead', path: { bundle_id: ACTIVE_BUNDLE } },
  { op: 'supportBundleDownloadFile', path: { bundle_id: ACTIVE_BUNDLE, file: 'bundle_id.txt' } },
  { op: 'supportBundleHeadFile', path: { bundle_id: ACTIVE_BUNDLE, file: 'bundle_id.txt' } },
  {
    op: 'supportBundleDownload',
    path: { bundle_id: COLLECTING_BUNDLE },
    status: 400,
    note: 'still collecting',
  },
  { op: 'supportBundleDelete', path: { bundle_id: seedId(FLEET_KIND.bundle, 3) } },
  {
    op: 'supportBundleView',
    path: { bundle_id: seedId(FLEET_KIND.bundle, 3) },
    status: 404,
    note: 'deleted',
  },
]

export const fleetCases: SweepCase[] = [...silos, ...pools, ...rest]

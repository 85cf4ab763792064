import './silos'
import './systemIpPools'
import { systemSilosApi } from './systemSilos'
import { FAILURE, tagWiring } from './tagTesting'

const silo = (name: string) => ({ id: `id-${name}`, name })
const counts = { cpus: 1, memory: 1, storage: 1 }
const { endpoints: e } = systemSilosApi

tagWiring({
  seed: {
    silos: ['siloList', {}, { items: [silo('a'), silo('b')] }],
    a: ['siloView', { path: { silo: 'a' } }, silo('a')],
    quotas: ['systemQuotasList', {}, { items: [{ siloId: 'id-a', ...counts }] }],
    aQuotas: ['siloQuotasView', { path: { silo: 'a' } }, { siloId: 'id-a', ...counts }],
    use: ['siloUtilizationList', {}, { items: [{ siloId: 'id-a', siloName: 'a' }] }],
    bUse: ['siloUtilizationView', { path: { silo: 'b' } }, { siloId: 'id-b', siloName: 'b' }],
    myUse: ['utilizationView', undefined, { allocated: counts, provisioned: counts }],
    aPolicy: ['siloPolicyView', { path: { silo: 'a' } }, { roleAssignments: [] }],
    myPolicy: ['policyView', undefined, { roleAssignments: [] }],
    aUsers: [
      'siloUserList',
      { query: { silo: 'a' } },
      { items: [{ id: 'u1', displayName: 'Ann' }] },
    ],
    myUsers: ['userList', {}, { items: [] }],
    aIdps: ['siloIdentityProviderList', { query: { silo: 'a' } }, { items: [] }],
    poolSilos: ['systemIpPoolSiloList', { path: { pool: 'p' } }, { items: [] }],
  },
  provides: [
    ['silo quotas: by silo id', [{ type: 'SiloQuotas', id: 'id-a' }], ['quotas', 'aQuotas']],
    ['silo utilization: by the name addressed', [{ type: 'SiloUtilization', id: 'b' }], ['bUse']],
    ["a silo's users: that silo's list", [{ type: 'User', id: 'LIST:a' }], ['aUsers']],
  ],
  mutations: [
    {
      name: 'create: the silo, quota and utilization lists',
      run: (d) =>
        d(
          e.siloCreate.initiate({
            body: {
              name: 'c',
              description: '',
              discoverable: true,
              identityMode: 'local_only',
              quotas: counts,
              tlsCertificates: [],
            },
          }),
        ),
      status: 201,
      response: silo('c'),
      hit: ['silos', 'quotas', 'use'],
    },
    {
      name: 'delete: the silo, its quotas, utilization and policy, and pool links',
      run: (d) => d(e.siloDelete.initiate({ path: { silo: 'a' } })),
      status: 204,
      hit: ['silos', 'a', 'quotas', 'aQuotas', 'use', 'aPolicy', 'poolSilos'],
    },
    {
      name: 'update quotas: quotas and utilization of that silo, and the signed-in silo utilization',
      run: (d) => d(e.siloQuotasUpdate.initiate({ path: { silo: 'a' }, body: { cpus: 2 } })),
      response: { silo_id: 'id-a', ...counts },
      hit: ['quotas', 'aQuotas', 'use', 'myUse'],
    },
    {
      name: "update a silo's policy: that policy and the signed-in silo's",
      run: (d) =>
        d(e.siloPolicyUpdate.initiate({ path: { silo: 'a' }, body: { roleAssignments: [] } })),
      response: { role_assignments: [] },
      hit: ['aPolicy', 'myPolicy'],
    },
    {
      name: "create a local user: that silo's users and the signed-in silo's",
      run: (d) =>
        d(
          e.localIdpUserCreate.initiate({
            query: { silo: 'a' },
            body: { externalId: 'bo', password: { mode: 'login_disallowed' } },
          }),
        ),
      status: 201,
      response: { id: 'u2', display_name: 'bo' },
      hit: ['aUsers', 'myUsers'],
    },
    {
      name: 'set a password: nothing (never read back)',
      run: (d) =>
        d(
          e.localIdpUserSetPassword.initiate({
            path: { userId: 'u1' },
            query: { silo: 'a' },
            body: { mode: 'login_disallowed' },
          }),
        ),
      status: 204,
      hit: [],
    },
    {
      name: 'a failed delete: nothing',
      run: (d) => d(e.siloDelete.initiate({ path: { silo: 'a' } })),
      ...FAILURE,
      hit: [],
    },
  ],
})

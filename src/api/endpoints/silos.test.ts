import { silosApi } from './silos'
import { answerFetch, createTestStore, invalidatedBy, providing, type TestStore } from './testing'

const policy = { roleAssignments: [] }
const stamps = { timeCreated: new Date(0), timeModified: new Date(0) }
const user = { id: 'user-1', displayName: 'Ann', siloId: 'silo', ...stamps }
const group = { id: 'group-1', displayName: 'admins', siloId: 'silo', ...stamps }

let store: TestStore
beforeEach(async () => {
  store = createTestStore()
  const { upsertQueryData } = silosApi.util
  await store.dispatch(upsertQueryData('policyView', undefined, policy))
  await store.dispatch(upsertQueryData('userList', {}, { items: [user] }))
  await store.dispatch(upsertQueryData('groupList', {}, { items: [group] }))
  await store.dispatch(upsertQueryData('groupView', { path: { groupId: 'group-1' } }, group))
})
afterEach(() => {
  store.dispatch(silosApi.util.resetApiState())
})

test('policy, users and groups provide their tags', () => {
  expect(providing(store, ['SiloPolicy'])).toEqual(['policyView()'])
  expect(providing(store, [{ type: 'User', id: 'LIST' }])).toEqual(['userList({})'])
  expect(providing(store, [{ type: 'User', id: 'user-1' }])).toEqual(['userList({})'])
  expect(providing(store, [{ type: 'Group', id: 'LIST' }])).toEqual(['groupList({})'])
  expect(providing(store, [{ type: 'Group', id: 'group-1' }])).toEqual([
    'groupList({})',
    'groupView({"path":{"groupId":"group-1"}})',
  ])
})

test('a policy update invalidates the silo policy only', async () => {
  const calls = answerFetch(200, policy)
  const action = silosApi.endpoints.policyUpdate.initiate({ body: policy })
  expect(await invalidatedBy(store, () => store.dispatch(action))).toEqual(['policyView()'])
  expect(calls).toEqual([{ url: '/v1/policy', method: 'PUT', body: { role_assignments: [] } }])
})

test('user list filters by group in the query string', async () => {
  const calls = answerFetch(200, { items: [] })
  await store.dispatch(silosApi.endpoints.userList.initiate({ query: { group: 'group-1' } }))
  expect(calls[0]?.url).toBe('/v1/users?group=group-1')
})

test('lists whose params are all optional can be called without an argument', async () => {
  const calls = answerFetch(200, { items: [] })
  await store.dispatch(silosApi.endpoints.groupList.initiate())
  expect(calls[0]?.url).toBe('/v1/groups')
})

test('certificates: create refreshes the lists, delete the certificate and the lists', async () => {
  const cert = {
    id: 'id-c',
    name: 'c',
    description: '',
    cert: 'x',
    service: 'external_api' as const,
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }
  const { upsertQueryData } = silosApi.util
  await store.dispatch(upsertQueryData('certificateList', {}, { items: [] }))
  await store.dispatch(upsertQueryData('certificateView', { path: { certificate: 'c' } }, cert))
  const counts = { cpus: 0, memory: 0, storage: 0 }
  await store.dispatch(
    upsertQueryData('utilizationView', undefined, { capacity: counts, provisioned: counts }),
  )
  expect(providing(store, ['Utilization'])).toEqual(['utilizationView()'])

  answerFetch(201, cert)
  const body = { name: 'd', description: '', cert: 'x', key: 'y', service: 'external_api' as const }
  const create = silosApi.endpoints.certificateCreate.initiate({ body })
  expect(await invalidatedBy(store, () => store.dispatch(create))).toEqual(['certificateList({})'])

  await store.dispatch(upsertQueryData('certificateList', {}, { items: [] }))
  answerFetch(204)
  const del = silosApi.endpoints.certificateDelete.initiate({ path: { certificate: 'c' } })
  expect(await invalidatedBy(store, () => store.dispatch(del))).toEqual([
    'certificateList({})',
    'certificateView({"path":{"certificate":"c"}})',
  ])
})

import { currentUserApi } from './currentUser'
import { loginApi } from './login'
import { policyApi } from './policy'
import { projectsApi } from './projects'
import { silosApi } from './silos'
import { answerFetch, cached, createTestStore, invalidatedBy, type TestStore } from './testing'

let store: TestStore
beforeEach(async () => {
  store = createTestStore()
  const me = {
    id: 'u',
    displayName: 'Me',
    siloId: 's',
    siloName: 'default',
    fleetViewer: false,
    siloAdmin: false,
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }
  await store.dispatch(currentUserApi.util.upsertQueryData('currentUserView', undefined, me))
  await store.dispatch(currentUserApi.util.upsertQueryData('currentUserGroups', {}, { items: [] }))
  const policy = { roleAssignments: [] }
  await store.dispatch(policyApi.util.upsertQueryData('systemPolicyView', undefined, policy))
  await store.dispatch(silosApi.util.upsertQueryData('policyView', undefined, policy))
  await store.dispatch(projectsApi.util.upsertQueryData('projectList', {}, { items: [] }))
})
afterEach(() => {
  store.dispatch(loginApi.util.resetApiState())
})

const loginLocal = () =>
  loginApi.endpoints.loginLocal.initiate({
    path: { siloName: 'default' },
    body: { username: 'ann', password: 'secret' },
  })

test('a local sign-in posts the credentials and invalidates everything', async () => {
  const before = cached(store)
  const calls = answerFetch(204)
  const hit = await invalidatedBy(store, () => store.dispatch(loginLocal()))
  expect(hit).toEqual(before)
  expect(calls).toEqual([
    {
      url: '/v1/login/default/local',
      method: 'POST',
      body: { username: 'ann', password: 'secret' },
    },
  ])
})

test('a rejected sign-in invalidates nothing', async () => {
  answerFetch(401, { error_code: 'Unauthorized', message: 'credentials missing or invalid' })
  const result = await store.dispatch(loginLocal())
  expect(result.error).toMatchObject({ statusCode: 401 })
  expect(cached(store)).toHaveLength(5)
})

test('a SAML sign-in posts to the provider path and invalidates everything', async () => {
  const before = cached(store)
  const calls = answerFetch(200, {})
  const action = loginApi.endpoints.loginSaml.initiate({
    path: { siloName: 'default', providerName: 'idp' },
    body: undefined,
  })
  expect(await invalidatedBy(store, () => store.dispatch(action))).toEqual(before)
  expect(calls).toEqual([{ url: '/login/default/saml/idp', method: 'POST', body: undefined }])
})

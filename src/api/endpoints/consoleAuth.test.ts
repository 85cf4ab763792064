import { consoleAuthApi } from './consoleAuth'
import { projectsApi } from './projects'
import { answerFetch, cached, createTestStore, type TestStore } from './testing'

let store: TestStore
beforeEach(async () => {
  store = createTestStore()
  await store.dispatch(projectsApi.util.upsertQueryData('projectList', {}, { items: [] }))
})
afterEach(() => {
  store.dispatch(consoleAuthApi.util.resetApiState())
})

test('logout empties the cache once it succeeds', async () => {
  const calls = answerFetch(204)
  const result = await store.dispatch(consoleAuthApi.endpoints.logout.initiate())
  expect(result.error).toBeUndefined()
  expect(calls).toEqual([{ url: '/v1/logout', method: 'POST', body: undefined }])
  expect(cached(store)).toEqual([])
})

test('a failed logout keeps the cache: the session is still there', async () => {
  answerFetch(500, { message: 'oops', request_id: 'r' })
  await store.dispatch(consoleAuthApi.endpoints.logout.initiate())
  expect(cached(store)).toEqual(['projectList({})'])
})

test('device confirm sends the user code and touches no cached data', async () => {
  const calls = answerFetch(204)
  const action = consoleAuthApi.endpoints.deviceAuthConfirm.initiate({
    body: { userCode: 'ABC-DEFG' },
  })
  await store.dispatch(action)
  expect(calls).toEqual([
    { url: '/device/confirm', method: 'POST', body: { user_code: 'ABC-DEFG' } },
  ])
  expect(cached(store)).toEqual(['projectList({})'])
})

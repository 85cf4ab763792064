import { policyApi } from './policy'
import { answerFetch, createTestStore, invalidatedBy, providing } from './testing'

test('the system policy is provided and invalidated by its update', async () => {
  const store = createTestStore()
  const policy = { roleAssignments: [] }
  await store.dispatch(policyApi.util.upsertQueryData('systemPolicyView', undefined, policy))
  expect(providing(store, ['SystemPolicy'])).toEqual(['systemPolicyView()'])

  const calls = answerFetch(200, policy)
  const action = policyApi.endpoints.systemPolicyUpdate.initiate({ body: policy })
  expect(await invalidatedBy(store, () => store.dispatch(action))).toEqual(['systemPolicyView()'])
  expect(calls[0]).toMatchObject({ url: '/v1/system/policy', method: 'PUT' })
  store.dispatch(policyApi.util.resetApiState())
})

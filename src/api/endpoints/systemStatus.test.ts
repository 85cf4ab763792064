import { systemStatusApi } from './systemStatus'
import { answerFetch, createTestStore } from './testing'

test('ping asks /v1/ping and provides no tags', async () => {
  const store = createTestStore()
  const calls = answerFetch(200, { status: 'ok' })
  const result = await store.dispatch(systemStatusApi.endpoints.ping.initiate())
  expect(result.data).toEqual({ status: 'ok' })
  expect(calls).toEqual([{ url: '/v1/ping', method: 'GET', body: undefined }])
  expect(store.getState().api.provided.tags).toEqual({})
  store.dispatch(systemStatusApi.util.resetApiState())
})

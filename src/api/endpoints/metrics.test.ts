import { metricsApi } from './metrics'
import { systemMetricsApi } from './systemMetrics'
import { answerFetch, createTestStore, providing } from './testing'

// Measurements are tagged Metric and nothing invalidates them: they refresh by going stale.
test('silo and fleet metrics, timeseries queries and schemas provide Metric tags', async () => {
  const store = createTestStore()
  const calls = answerFetch(200, { items: [], tables: [] })
  await store.dispatch(
    metricsApi.endpoints.siloMetric.initiate({
      path: { metricName: 'cpus_provisioned' },
      query: { project: 'p' },
    }),
  )
  await store.dispatch(
    metricsApi.endpoints.timeseriesQuery.initiate({
      query: { project: 'p' },
      body: { query: 'get a:b' },
    }),
  )
  await store.dispatch(
    systemMetricsApi.endpoints.systemMetric.initiate({ path: { metricName: 'ram_provisioned' } }),
  )
  await store.dispatch(
    systemMetricsApi.endpoints.systemTimeseriesQuery.initiate({ body: { query: 'get a:b' } }),
  )
  await store.dispatch(
    systemMetricsApi.endpoints.systemTimeseriesSchemaList.initiate({ query: { limit: 25 } }),
  )
  expect(providing(store, [{ type: 'Metric', id: 'silo/cpus_provisioned' }])).toHaveLength(1)
  expect(providing(store, [{ type: 'Metric', id: 'system/ram_provisioned' }])).toHaveLength(1)
  expect(providing(store, [{ type: 'Metric', id: 'timeseries' }])).toEqual([
    'systemTimeseriesQuery({"body":{"query":"get a:b"}})',
    'timeseriesQuery({"query":{"project":"p"},"body":{"query":"get a:b"}})',
  ])
  expect(providing(store, ['Metric'])).toHaveLength(5)
  // read-only POSTs: the query goes in the body
  expect(calls[1]).toEqual({
    url: '/v1/timeseries/query?project=p',
    method: 'POST',
    body: { query: 'get a:b' },
  })
  store.dispatch(metricsApi.util.resetApiState())
})

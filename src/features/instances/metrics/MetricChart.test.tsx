import { render, screen } from '@testing-library/react'
import { Response } from 'miragejs'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { diskCharts } from './charts'
import { MetricChart } from './MetricChart'
import { metricsWindow } from './range'

// A chart's states before lines: waiting, the API's error, nothing measured.

const mock = mockApiForEachTest()
const window = metricsWindow('1h', new Date('2025-03-14T10:42:00Z'))
const [throughput] = diskCharts('5eed0401-0000-4000-8000-000000000001', window)
const QUERY = '/v1/timeseries/query'

function renderChart() {
  render(
    <Provider store={createTestStore()}>
      <MetricChart spec={throughput!} project="atlas-ingest" window={window} />
    </Provider>,
  )
}

const nothingMeasured = () => ({
  tables: [{ name: 'virtual_disk:bytes_read', timeseries: {} }],
})

test('a titled section that shows a spinner while the queries are out', async () => {
  mock.server().post(QUERY, nothingMeasured)
  renderChart()
  expect(screen.getByRole('region', { name: 'Disk throughput' })).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
  // until the answers are in
  expect(await screen.findByRole('heading', { name: 'No data for this range' })).toBeInTheDocument()
  expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument()
})

test('the API error message replaces the chart', async () => {
  mock.server().post(
    QUERY,
    () =>
      new Response(
        400,
        {},
        {
          error_code: 'InvalidRequest',
          message: 'Query parsing failed: unexpected end of query',
          request_id: 'r1',
        },
      ),
  )
  renderChart()
  expect(
    await screen.findByText('Query parsing failed: unexpected end of query'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
})

test('nothing measured in the range is an empty state, not an empty chart', async () => {
  mock.server().post(QUERY, nothingMeasured)
  renderChart()
  expect(await screen.findByRole('heading', { name: 'No data for this range' })).toBeInTheDocument()
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  // both lines of the chart were asked for, for this instance, in the chosen project
  const sent = mock.requests()
  expect(sent.map((r) => r.url)).toEqual([
    `${QUERY}?project=atlas-ingest`,
    `${QUERY}?project=atlas-ingest`,
  ])
  expect(sent.map((r) => (r.body as { query: string }).query)).toEqual(throughput!.queries)
})

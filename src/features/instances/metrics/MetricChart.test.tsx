import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { answerFetch, createTestStore } from '~/api/endpoints/testing'
import { diskCharts } from './charts'
import { MetricChart } from './MetricChart'
import { metricsWindow } from './range'

// A chart's states before lines: waiting, the API's error, nothing measured.

const window = metricsWindow('1h', new Date('2025-03-14T10:42:00Z'))
const [throughput] = diskCharts('5eed0401-0000-4000-8000-000000000001', window)

function renderChart() {
  render(
    <Provider store={createTestStore()}>
      <MetricChart spec={throughput!} project="atlas-ingest" window={window} />
    </Provider>,
  )
}

test('a titled section that shows a spinner while the queries are out', () => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch
  renderChart()
  expect(screen.getByRole('region', { name: 'Disk throughput' })).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
})

test('the API error message replaces the chart', async () => {
  answerFetch(400, {
    error_code: 'InvalidRequest',
    message: 'Query parsing failed: unexpected end of query',
    request_id: 'r1',
  })
  renderChart()
  expect(
    await screen.findByText('Query parsing failed: unexpected end of query'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
})

test('nothing measured in the range is an empty state, not an empty chart', async () => {
  const calls = answerFetch(200, { tables: [{ name: 'virtual_disk:bytes_read', timeseries: {} }] })
  renderChart()
  expect(await screen.findByRole('heading', { name: 'No data for this range' })).toBeInTheDocument()
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  // both lines of the chart were asked for, for this instance, in the chosen project
  expect(calls.map((c) => c.url)).toEqual([
    '/v1/timeseries/query?project=atlas-ingest',
    '/v1/timeseries/query?project=atlas-ingest',
  ])
  expect(calls.map((c) => (c.body as { query: string }).query)).toEqual(throughput!.queries)
})

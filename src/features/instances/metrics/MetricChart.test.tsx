import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { diskCharts, networkCharts } from './charts'
import { MetricChart } from './MetricChart'
import { metricsWindow } from './range'
import { errorResponse } from '~mirage/util/errors'

// A chart's states before lines: waiting, the API's error, nothing measured.

// MUI menus take seconds in jsdom on a busy machine; the default 5 s is about speed
jest.setTimeout(30_000)

const mock = mockApiForEachTest()
const window = metricsWindow('1h', new Date('2025-03-14T10:42:00Z'))
const [throughput] = diskCharts('5eed0401-0000-4000-8000-000000000001', window)
const QUERY = '/v1/timeseries/query'

function renderChart(spec = throughput!) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <MetricChart spec={spec} project="atlas-ingest" window={window} />
      </MemoryRouter>
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
  mock
    .server()
    .post(QUERY, () =>
      errorResponse(400, 'InvalidRequest', 'Query parsing failed: unexpected end of query'),
    )
  renderChart()
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Could not load the .+ measurements: Query parsing failed: unexpected end of query/,
  )
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  // Retry asks again
  mock.server().post(QUERY, nothingMeasured)
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No data for this range' })).toBeInTheDocument()
})

test('nothing measured in the range is an empty state, not an empty chart', async () => {
  mock.server().post(QUERY, nothingMeasured)
  renderChart()
  expect(await screen.findByRole('heading', { name: 'No data for this range' })).toBeInTheDocument()
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  // both lines of the chart were asked for, for this instance, in the chosen project
  const sent = mock.requests().filter((r) => r.url.startsWith(QUERY))
  expect(sent.map((r) => r.url)).toEqual([
    `${QUERY}?project=atlas-ingest`,
    `${QUERY}?project=atlas-ingest`,
  ])
  expect(sent.map((r) => (r.body as { query: string }).query)).toEqual(throughput!.queries)
})

test('a chart the rack does not record is left out, not shown as an error', async () => {
  const dropped = networkCharts('5eed0401-0000-4000-8000-000000000001', window).find(
    (s) => s.id === 'network-dropped',
  )!
  mock
    .server()
    .post(QUERY, () =>
      errorResponse(
        400,
        'InvalidRequest',
        'Timeseries not found for: instance_network_interface:packets_dropped',
      ),
    )
  renderChart(dropped)
  expect(screen.getByRole('region', { name: 'Packets dropped' })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Packets dropped' })).not.toBeInTheDocument(),
  )
  expect(screen.queryByText(/Timeseries not found/)).not.toBeInTheDocument()
})

test("View query opens the explorer on the chart's queries, one per line", async () => {
  mock.server().post(QUERY, nothingMeasured)
  // a fleet viewer: viewing the system policy succeeds (spec §1)
  mock.server().get('/v1/system/policy', () => ({ role_assignments: [] }))
  renderChart()
  const button = await screen.findByRole('button', { name: 'View query of Disk throughput' })
  await userEvent.click(button)
  const read = await screen.findByRole('menuitem', { name: 'Read' })
  // the explorer reads the query from ?query=
  const href = new URL(read.getAttribute('href') ?? '', 'http://console')
  expect(href.pathname).toBe('/system/metrics')
  expect(href.searchParams.get('query')).toBe(throughput!.queries[0])
  expect(screen.getByRole('menuitem', { name: 'Written' })).toBeInTheDocument()
})

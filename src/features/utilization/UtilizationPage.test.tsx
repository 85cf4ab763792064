import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { formatBytes } from '~/util/format'
import { UtilizationPage } from './UtilizationPage'
import { errorResponse } from '~mirage/util/errors'

// The silo's utilization on the seeded mock (quotas: 256 CPUs, 1 TiB memory, 20 TiB storage)
// and the states of its usage charts. jsdom cannot draw a chart (MUI X Charts needs browser
// APIs it lacks), so here the metrics answer with nothing or an error; e2e sees the lines.

const METRICS = ['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned']
const nothingMeasured = () => {
  for (const m of METRICS)
    mock.server().get(`/v1/metrics/${m}`, () => ({ items: [], next_page: null }))
}

jest.setTimeout(60_000)
// each save is two round trips and a re-render of the grid: more than findBy's second when busy
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })

function Search() {
  return <output aria-label="search">{useLocation().search}</output>
}

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/utilization"
            element={
              <>
                <UtilizationPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

type Counts = { cpus: number; memory: number; storage: number }

test('each resource: provisioned of its quota, with units, the share and what is left', async () => {
  nothingMeasured()
  const { provisioned } = (await call<{ provisioned: Counts }>('GET', '/v1/utilization')).body
  renderAt('/utilization')
  const cpus = await screen.findByRole('region', { name: 'CPUs' }, { timeout: 20_000 })
  expect(cpus).toHaveTextContent(`${provisioned.cpus}of 256 quota`)
  expect(within(cpus).getByRole('meter', { name: 'CPUs provisioned' })).toHaveAttribute(
    'aria-valuetext',
    `${Math.floor((provisioned.cpus / 256) * 100)}% of quota`,
  )
  expect(cpus).toHaveTextContent(`Available${256 - provisioned.cpus}`)

  const memory = screen.getByRole('region', { name: 'Memory' })
  expect(memory).toHaveTextContent(`${formatBytes(provisioned.memory)}of 1 TiB quota`)
  const storage = screen.getByRole('region', { name: 'Storage' })
  expect(storage).toHaveTextContent(`${formatBytes(provisioned.storage)}of 20 TiB quota`)
})

test('a chart shows the API error with Retry; nothing measured is an empty state', async () => {
  nothingMeasured()
  mock.server().get('/v1/metrics/cpus_provisioned', () => {
    return errorResponse(400, 'InvalidRequest', 'metrics are resting')
  })
  const user = userEvent.setup()
  renderAt('/utilization')
  const cpus = await screen.findByRole('region', { name: 'CPUs provisioned' }, { timeout: 20_000 })
  expect(await within(cpus).findByRole('alert')).toHaveTextContent(
    'Could not load the cpus provisioned measurements: Metrics are resting',
  )
  const memory = screen.getByRole('region', { name: 'Memory provisioned' })
  expect(
    await within(memory).findByRole('heading', { name: 'No data for this range' }),
  ).toBeInTheDocument()
  // Retry asks again (the failed answer is not served from the cache)
  nothingMeasured()
  await user.click(within(cpus).getByRole('button', { name: 'Retry' }))
  expect(
    await within(cpus).findByRole('heading', { name: 'No data for this range' }),
  ).toBeInTheDocument()
})

test('the range and the project filter are asked for, and kept in the address', async () => {
  nothingMeasured()
  const user = userEvent.setup()
  renderAt('/utilization')
  const storage = await screen.findByRole(
    'region',
    { name: 'Storage provisioned' },
    { timeout: 20_000 },
  )
  await within(storage).findByRole('heading', { name: 'No data for this range' })

  await user.click(screen.getByRole('button', { name: 'Last 24 hours' }))
  const project = screen.getByRole('combobox', { name: 'Project' })
  await waitFor(() => expect(within(project).getAllByRole('option').length).toBeGreaterThan(1))
  await user.selectOptions(project, 'atlas-ingest')
  expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(
    '?range=24h&project=atlas-ingest',
  )
  await waitFor(() => {
    const asked = mock
      .requests()
      .filter((r) => r.url.startsWith('/v1/metrics/virtual_disk_space_provisioned'))
      .map((r) => new URL(r.url, 'http://x').searchParams)
    const last = asked.at(-1)
    expect(last?.get('project')).toBe('atlas-ingest')
    const span = Date.parse(last!.get('end_time')!) - Date.parse(last!.get('start_time')!)
    expect(span).toBe(24 * 3_600_000)
  })
})

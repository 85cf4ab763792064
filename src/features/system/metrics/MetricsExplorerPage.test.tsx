import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { pb } from '~/app/routes/paths'
import { Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { MetricsExplorerPage } from './MetricsExplorerPage'

// The explorer over the seeded mock (signed in as Ada, a fleet viewer): the builder writes the
// text, Run asks the API and shows the answer, and the API's refusal stands at the query.

// jsdom cannot draw MUI X Charts (no structuredClone, no layout): the chart is seen in the e2e
// test; here the answer is read from its table.
jest.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => null }))

// MUI's autocomplete, menus and the grid take seconds in jsdom on a busy machine.
jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })
afterEach(() => clearToasts())

let location = ''
function Where() {
  location = useLocation().search
  return null
}

function renderAt(path = pb.systemMetrics()) {
  render(
    <Provider store={createTestStore()}>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/system/metrics" element={<MetricsExplorerPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const queryText = () => screen.getByRole('textbox', { name: 'OxQL query' })
const sent = () =>
  mock
    .requests()
    .filter((r) => r.url === '/v1/system/timeseries/query')
    .map((r) => (r.body as { query: string }).query)

// the grid is a chunk of its own, loaded when first shown
const findTable = () =>
  screen.findByRole('grid', { name: 'Query result timeseries' }, { timeout: 15_000 })

async function pickTimeseries(search: string, name: string) {
  const picker = await screen.findByRole('combobox', { name: 'Timeseries' })
  await userEvent.type(picker, search)
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }))
}

test('the builder writes the query; Run sends it, keeps it in the address and tables the answer', async () => {
  renderAt()
  expect(screen.getByRole('heading', { name: 'No query run yet' })).toBeInTheDocument()
  await pickTimeseries('vcpu', 'virtual_machine:vcpu_usage')
  expect(queryText()).toHaveValue(
    'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h | align mean_within(1m)',
  )
  // the schema's fields and unit
  expect(screen.getByText(/Unit: Nanoseconds/)).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }))
  await userEvent.click(screen.getByRole('button', { name: 'Add filter' }))
  const filter = screen.getByRole('group', { name: 'Filter 1' })
  await userEvent.selectOptions(within(filter).getByRole('combobox', { name: 'Field' }), 'state')
  await userEvent.type(within(filter).getByRole('textbox', { name: 'Value' }), 'run')
  const expected =
    'get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1d && state == "run" | align mean_within(20m)'
  expect(queryText()).toHaveValue(expected)
  // nothing is asked until Run
  expect(sent()).toEqual([])

  await userEvent.click(screen.getByRole('button', { name: 'Run query' }))
  await waitFor(() => expect(sent()).toEqual([expected]))
  expect(new URLSearchParams(location).get('query')).toBe(expected)
  // one timeseries per vCPU of each placed instance, all in the run state
  const table = await findTable()
  const rows = await within(table).findAllByRole('row')
  expect(rows.length).toBeGreaterThan(2)
  expect(screen.getByText(/\d+ timeseries, \d+ points/)).toBeInTheDocument()
})

test("the API's refusal is shown at the query, not as a toast, and the text stays", async () => {
  renderAt()
  const text = 'get virtual_disk:reads | filter colour == "red"'
  fireEvent.change(await screen.findByRole('textbox', { name: 'OxQL query' }), {
    target: { value: text },
  })
  // Ctrl+Enter runs, as the field's help says
  fireEvent.keyDown(queryText(), { key: 'Enter', ctrlKey: true })
  await waitFor(() =>
    expect(queryText()).toHaveAccessibleDescription(
      "Query parsing failed: timeseries 'virtual_disk:reads' has no field named 'colour'",
    ),
  )
  expect(queryText()).toHaveAttribute('aria-invalid', 'true')
  expect(queryText()).toHaveValue(text)
  // said once, at the query: no toast repeats it
  expect(screen.getAllByText(/Query parsing failed/)).toHaveLength(1)
})

test('a query the builder cannot show runs as typed; an empty one is not sent', async () => {
  renderAt()
  await userEvent.click(await screen.findByRole('button', { name: 'Run query' }))
  expect(queryText()).toHaveAccessibleDescription('Query is required')
  const text =
    'get hardware_component:temperature | filter chassis_kind == "switch" || sensor == "CPU"'
  fireEvent.change(queryText(), { target: { value: text } })
  expect(
    screen.getByText(/The builder cannot show this query: it joins conditions with \|\|/),
  ).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Run query' }))
  await waitFor(() => expect(sent()).toEqual([text]))
  expect(await findTable()).toBeInTheDocument()
})

test('a shared link runs its query at once, the builder showing its parts', async () => {
  const query =
    'get virtual_disk:bytes_read | filter timestamp >= @now() - 1w | align mean_within(2h) | group_by [project_id], sum'
  renderAt(pb.systemMetrics(query))
  await waitFor(() => expect(sent()).toEqual([query]))
  expect(queryText()).toHaveValue(query)
  expect(screen.getByRole('button', { name: 'Last week' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('combobox', { name: 'Mean within' })).toHaveValue('7200000')
  expect(await findTable()).toBeInTheDocument()
})

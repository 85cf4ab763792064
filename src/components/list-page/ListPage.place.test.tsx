import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { routeParam } from '~/app/routes/params'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { instancesApi } from '~/api/endpoints/instances'
import { projectsApi } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance, Project } from '~/api/generated/types'
import { nameLinkColumn } from '../table/columns'
import type { DataTableColumn } from '../table/column'
import { ListPage } from './ListPage'

// MUI and a real (mock) network in jsdom on a busy machine: the default 5 s is about speed.
jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
const listRequests = (path: string) =>
  mock
    .requests()
    .filter((r) => r.method === 'GET' && r.url.split('?')[0] === path)
    .map((r) => r.url)

const projectColumns: DataTableColumn<Project>[] = [
  nameLinkColumn((p) => `/projects/${p.name}/instances`),
  { field: 'description', headerName: 'Description', flex: 2 },
]
const instanceColumns: DataTableColumn<Instance>[] = [
  nameLinkColumn((i) => `/x/${i.name}`),
  { field: 'runState', headerName: 'State' },
]

/** The URL the list is at, and back/forward, as the browser would have them. */
function Browser() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output data-testid="url">{location.pathname + location.search}</output>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  )
}
const url = () => screen.getByTestId('url').textContent

function renderAt(
  at: string,
  page: React.ReactNode,
  path: string,
  store: ReturnType<typeof createTestStore> = createTestStore(),
) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {page}
                <Browser />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const projects = (
  <ListPage
    title="Projects"
    label="Projects"
    endpoint={projectsApi.endpoints.projectList}
    query={() => ({})}
    kind="projects"
    whole
    sortsByName
    columns={projectColumns}
    empty={{ title: 'No projects', body: 'None yet.' }}
  />
)

const instancesList = {
  title: 'Instances',
  label: 'Instances',
  endpoint: instancesApi.endpoints.instanceList,
  query: (params: { project?: string }) => ({ project: routeParam(params, 'project') }),
  kind: 'instances',
  sortsByName: true,
  columns: instanceColumns,
  empty: { title: 'No instances', body: 'None yet.' },
} as const

const instances = <ListPage {...instancesList} />

// held whole, with a state filter
const heldInstances = <ListPage {...instancesList} whole stateOf={(i: Instance) => i.runState} />

const grid = (name: string) => screen.findByRole('grid', { name }, { timeout: 20_000 })
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((a) => a.textContent)

test('a list held whole is fetched once, filtered by text in the browser, saying N of M', async () => {
  const user = userEvent.setup()
  renderAt('/projects', projects, '/projects')
  const table = await grid('Projects')
  await within(table).findByRole('link', { name: 'atlas-ingest' })
  expect(screen.getByText('30 projects')).toBeInTheDocument()

  await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'billing')
  await waitFor(() => expect(url()).toBe('/projects?q=billing'))
  expect(screen.getByText(/of 30 projects/)).toHaveTextContent(/^\d+ of 30 projects$/)
  expect(names(table).every((n) => n?.includes('billing'))).toBe(true)
  expect(names(table)).toContain('billing-api')
  // one request for the whole list; filtering asked for nothing more
  expect(listRequests('/v1/projects')).toEqual(['/v1/projects?limit=1000'])
})

test('a held list with states filters by state: each state with its count, N of M, in the URL', async () => {
  const user = userEvent.setup()
  renderAt('/projects/build-farm/instances', heldInstances, '/projects/:project/instances')
  const table = await grid('Instances')
  await within(table).findAllByRole('link')
  const said = () => screen.getByText(/^\d+ (of \d+ )?instances$/)
  const total = Number(said().textContent?.match(/^(\d+) instances$/)?.[1])
  expect(total).toBeGreaterThan(1)

  // its own chunk: it comes once loaded
  await user.click(await screen.findByRole('combobox', { name: 'State' }))
  const options = within(screen.getByRole('listbox')).getAllByRole('option')
  expect(options[0]).toHaveTextContent('All')
  const [name, count] = options[1]!.textContent!.match(/^(.+) \((\d+)\)$/)!.slice(1)
  await user.click(options[1]!)

  await waitFor(() => expect(url()).toBe(`/projects/build-farm/instances?state=${name}`))
  expect(said()).toHaveTextContent(`${count} of ${total} instances`)
  const states = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)
  expect(states).toHaveLength(Math.min(Number(count), 25))
  expect(new Set(states)).toEqual(new Set([name]))
})

test('the name header sorts both ways, with aria-sort, and the sort is in the URL', async () => {
  const user = userEvent.setup()
  renderAt('/projects', projects, '/projects')
  const table = await grid('Projects')
  await within(table).findByRole('link', { name: 'atlas-ingest' })
  const header = within(table).getByRole('columnheader', { name: /Name/ })
  // the API's own order is by name
  expect(header).toHaveAttribute('aria-sort', 'ascending')

  await user.click(within(header).getByText('Name'))
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
  expect(url()).toBe('/projects?sort=-name')
  const first = names(table)[0]
  expect(first! > names(table)[1]!).toBe(true)

  await user.click(within(header).getByText('Name'))
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
  expect(url()).toBe('/projects')
})

test('a held list opens on the page, sort and filter its URL names', async () => {
  renderAt('/projects?page=2&sort=-name', projects, '/projects')
  const table = await grid('Projects')
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
  // 30 projects, the last five of the reversed list: the first five by name
  await waitFor(() => expect(names(table)).toHaveLength(5))
  expect(names(table)).toContain('atlas-ingest')
})

test('a list without a filter box reads no filter from its URL', async () => {
  const unfiltered = (
    <ListPage
      title="Projects"
      label="Projects"
      endpoint={projectsApi.endpoints.projectList}
      query={() => ({})}
      kind="projects"
      whole
      filterable={false}
      columns={projectColumns}
      empty={{ title: 'No projects', body: 'None yet.' }}
    />
  )
  renderAt('/projects?q=no-such-project', unfiltered, '/projects')
  const table = await grid('Projects')
  await waitFor(() => expect(names(table)).toHaveLength(25))
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
})

test('an empty list that pages on the server shows its empty state, with no word on filtering', async () => {
  renderAt('/projects/payments-prod/instances', instances, '/projects/:project/instances')
  expect(await screen.findByText('No instances', {}, { timeout: 20_000 })).toBeVisible()
  expect(screen.queryByText(/Filtering needs a smaller scope/)).not.toBeInTheDocument()
})

test('a paged list keeps its page tokens in the URL: reload, back and forward land there', async () => {
  const user = userEvent.setup()
  renderAt('/projects/build-farm/instances', instances, '/projects/:project/instances')
  const table = await grid('Instances')
  await within(table).findByRole('link', { name: 'builder-01' })
  // a list that pages on the server cannot be filtered in the browser, and says so
  expect(screen.getByText(/Filtering needs a smaller scope/)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Go to next page' }))
  expect(await within(table).findByRole('link', { name: 'builder-26' })).toBeInTheDocument()
  const second = url()!
  expect(second).toMatch(/^\/projects\/build-farm\/instances\?token=[^&]+$/)

  await user.click(screen.getByRole('button', { name: 'Back' }))
  expect(await within(table).findByRole('link', { name: 'builder-01' })).toBeInTheDocument()
  expect(url()).toBe('/projects/build-farm/instances')
  await user.click(screen.getByRole('button', { name: 'Forward' }))
  expect(await within(table).findByRole('link', { name: 'builder-26' })).toBeInTheDocument()
})

test('Next asks for its page with the click, before the list renders its new place', async () => {
  const store = createTestStore()
  renderAt('/projects/build-farm/instances', instances, '/projects/:project/instances', store)
  const table = await grid('Instances')
  await within(table).findByRole('link', { name: 'builder-01' })
  const asked = () =>
    Object.values(store.getState().api.queries).filter(
      (q) => q?.endpointName === 'instanceList' && q.status === 'pending',
    )
  expect(asked()).toEqual([])

  // a click as the browser delivers it, outside act: React has not rendered the new URL when it
  // returns (and is not to warn that the update was not wrapped)
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  env.IS_REACT_ACT_ENVIRONMENT = false
  try {
    screen.getByRole('button', { name: 'Go to next page' }).click()
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = true
  }
  expect(url()).toBe('/projects/build-farm/instances')
  expect(asked()).toHaveLength(1)
  expect(asked()[0]!.originalArgs).toMatchObject({
    query: { project: 'build-farm', pageToken: expect.any(String) },
  })

  // the list then shows that answer; the one request was all it sent
  expect(await within(table).findByRole('link', { name: 'builder-26' })).toBeInTheDocument()
  expect(listRequests('/v1/instances').filter((u) => u.includes('page_token'))).toHaveLength(1)
})

test('a shared link to page 2 opens on page 2', async () => {
  const visit = renderAt(
    '/projects/build-farm/instances',
    instances,
    '/projects/:project/instances',
  )
  const first = await grid('Instances')
  await within(first).findByRole('link', { name: 'builder-01' })
  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
  await within(first).findByRole('link', { name: 'builder-26' })
  const link = url()!
  visit.unmount()

  // the same link in a new tab: nothing of the first visit is in memory
  renderAt(link, instances, '/projects/:project/instances')
  const table = await grid('Instances')
  expect(await within(table).findByRole('link', { name: 'builder-26' })).toBeInTheDocument()
  expect(within(table).queryByRole('link', { name: 'builder-01' })).not.toBeInTheDocument()
})

test('a page token the API refuses falls back to the first page with a note', async () => {
  renderAt(
    '/projects/build-farm/instances?token=bm90LWEtdG9rZW4',
    instances,
    '/projects/:project/instances',
  )
  const table = await grid('Instances')
  expect(await within(table).findByRole('link', { name: 'builder-01' })).toBeInTheDocument()
  expect(screen.getByText(/That page of the list is no longer available/)).toBeInTheDocument()
  expect(url()).toBe('/projects/build-farm/instances')
  expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument()
})

test('sorting a paged list asks the API (sort_by) and starts on page 1', async () => {
  const user = userEvent.setup()
  renderAt('/projects/build-farm/instances', instances, '/projects/:project/instances')
  const table = await grid('Instances')
  await within(table).findByRole('link', { name: 'builder-01' })
  const header = within(table).getByRole('columnheader', { name: /Name/ })
  // only what the API sorts by is sortable
  expect(within(table).getByRole('columnheader', { name: /State/ })).not.toHaveClass(
    'MuiDataGrid-columnHeader--sortable',
  )
  expect(header).toHaveClass('MuiDataGrid-columnHeader--sortable')
  await user.click(within(header).getByText('Name'))
  expect(await within(table).findByRole('link', { name: 'builder-26' })).toBeInTheDocument()
  expect(header).toHaveAttribute('aria-sort', 'descending')
  expect(url()).toBe('/projects/build-farm/instances?sort=-name')
  await act(async () => {})
  expect(listRequests('/v1/instances').at(-1)).toBe(
    '/v1/instances?project=build-farm&limit=25&sort_by=name_descending',
  )
})

test('a paged list whose first page is all of it filters in the browser, with no word on scope', async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/instances', instances, '/projects/:project/instances')
  const table = await grid('Instances')
  await within(table).findByRole('link', { name: 'ingest-worker-1' })
  expect(screen.queryByText(/Filtering needs a smaller scope/)).not.toBeInTheDocument()
  const all = names(table).length
  expect(all).toBeGreaterThan(1)
  const asked = listRequests('/v1/instances').length

  await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'ingest-worker-1')
  await waitFor(() => expect(names(table)).toEqual(['ingest-worker-1']))
  expect(screen.getByText(`1 of ${all} instances`)).toBeInTheDocument()
  expect(url()).toBe('/projects/atlas-ingest/instances?q=ingest-worker-1')
  // the rows were on hand: filtering asked the API for nothing
  expect(listRequests('/v1/instances')).toHaveLength(asked)
})

test('a list of one row has no filter to offer, unless its URL filters it', async () => {
  const one: Project = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'only-one',
    description: 'the one project',
    timeCreated: new Date(0),
    timeModified: new Date(0),
  }
  const held = (
    <ListPage
      title="Projects"
      label="Projects"
      result={{ rows: [one], error: undefined, refetch: () => {} }}
      columns={projectColumns}
      empty={{ title: 'No projects', body: 'None yet.' }}
    />
  )
  const { unmount } = renderAt('/projects', held, '/projects')
  await within(await grid('Projects')).findByRole('link', { name: 'only-one' })
  expect(screen.queryByRole('textbox', { name: 'Filter' })).not.toBeInTheDocument()
  unmount()

  // a filter the URL names stays in sight, to be cleared
  renderAt('/projects?q=only', held, '/projects')
  await within(await grid('Projects')).findByRole('link', { name: 'only-one' })
  expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('only')
})

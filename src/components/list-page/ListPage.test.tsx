import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { routeParam } from '~/app/routes/params'
import { instancesApi } from '~/api/endpoints/instances'
import { projectsApi } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import type { Instance, Project } from '~/api/generated/types'
import { pollInstances } from '~/state/machines'
import { makeServer } from '~mirage/server'
import { call } from '~test/mirage/testing'
import { nameLinkColumn } from '../table/columns'
import type { DataTableColumn } from '../table/column'
import { ListPage } from './ListPage'

// MUI and a real (mock) network in jsdom on a busy machine: the default 5 s is about speed.
jest.setTimeout(30_000)

let server: Server
let requests: string[]
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  requests = []
  server.pretender.handledRequest = (verb, url) => void requests.push(`${verb} ${url}`)
})
afterEach(() => {
  server.shutdown()
  jest.useRealTimers()
})

const listRequests = (path: string) =>
  requests.filter((r) => r.startsWith(`GET ${path}?`) || r === `GET ${path}`)

const projectColumns: DataTableColumn<Project>[] = [
  nameLinkColumn((p) => `/projects/${p.name}/instances`),
]
const instanceColumns: DataTableColumn<Instance>[] = [
  nameLinkColumn((i) => `/x/${i.name}`),
  { field: 'runState', headerName: 'State' },
]

function renderAt(url: string, page: React.ReactNode, path = '*') {
  const store = createTestStore()
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return store
}

const projectsPage = (
  <ListPage
    title="Projects"
    icon={null}
    label="Projects"
    endpoint={projectsApi.endpoints.projectList}
    query={() => ({})}
    kind="projects"
    columns={projectColumns}
    create={{ label: 'New project', to: '/projects-new' }}
    empty={{ title: 'No projects', body: 'None yet.' }}
  />
)

test('shows the first page with its header, create link and pager', async () => {
  renderAt('/projects', projectsPage)
  const table = await screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })
  expect(await within(table).findByRole('link', { name: 'atlas-ingest' })).toBeInTheDocument()
  expect(within(table).queryByRole('link', { name: 'web-frontend' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects-new')
  await userEvent.click(screen.getByRole('button', { name: /next/i }))
  expect(await within(table).findByRole('link', { name: 'web-frontend' })).toBeInTheDocument()
})

test('?highlight= pages forward to the named row and marks it', async () => {
  const created = await call('POST', '/v1/projects', {
    json: { name: 'zz-newest', description: 'made just now' },
  })
  expect(created.status).toBe(201)
  renderAt('/projects?highlight=zz-newest', projectsPage)

  const table = await screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })
  const link = await within(table).findByRole('link', { name: 'zz-newest' })
  const row = within(link.closest<HTMLElement>('[role="row"]')!)
  expect(row.getByText('New')).toBeInTheDocument()
  // the other rows are not marked
  expect(within(table).getAllByText('New')).toHaveLength(1)
  // the walk stopped on the page holding it: going back shows page 1 again
  await userEvent.click(screen.getByRole('button', { name: /previous/i }))
  expect(await within(table).findByRole('link', { name: 'atlas-ingest' })).toBeInTheDocument()
})

test('a later highlight on the same mounted list walks again from page 1', async () => {
  await call('POST', '/v1/projects', { json: { name: 'zz-newest', description: '' } })
  const store = renderAt(
    '/projects?highlight=zz-newest',
    <>
      {projectsPage}
      <Link to="/projects?highlight=aa-second">after the next create</Link>
    </>,
  )
  const table = await screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })
  expect(await within(table).findByRole('link', { name: 'zz-newest' })).toBeInTheDocument()

  // a second create, as the form that opens over the list sends it
  await act(async () => {
    const create = projectsApi.endpoints.projectCreate.initiate({
      body: { name: 'aa-second', description: '' },
    })
    await store.dispatch(create)
  })
  await userEvent.click(screen.getByRole('link', { name: 'after the next create' }))
  const link = await within(table).findByRole('link', { name: 'aa-second' })
  expect(within(link.closest<HTMLElement>('[role="row"]')!).getByText('New')).toBeInTheDocument()
  expect(within(table).queryByRole('link', { name: 'zz-newest' })).not.toBeInTheDocument()
})

test('a list that cannot be fetched says why and fetches again on Retry', async () => {
  const page = (
    <ListPage
      title="Instances"
      icon={null}
      label="Instances"
      endpoint={instancesApi.endpoints.instanceList}
      query={(params) => ({ project: routeParam(params, 'project') })}
      kind="instances"
      columns={instanceColumns}
      empty={{ title: 'No instances', body: 'None yet.' }}
    />
  )
  renderAt('/projects/brand-new/instances', page, '/projects/:project/instances')

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(/^Could not load the instances: .*not found/i)
  expect(screen.queryByRole('grid')).not.toBeInTheDocument()

  await call('POST', '/v1/projects', { json: { name: 'brand-new', description: '' } })
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No instances' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('polls while a row is in progress and stops once it settles', async () => {
  const started = await call('POST', '/v1/instances/canary-web-2/start?project=canary-east')
  expect(started.status).toBe(202)
  // the mock's second to start and the list's polls, on a fake clock that waitFor moves on
  jest.useFakeTimers()
  const page = (
    <ListPage
      title="Instances"
      icon={null}
      label="Instances"
      endpoint={instancesApi.endpoints.instanceList}
      query={(params) => ({ project: routeParam(params, 'project') })}
      kind="instances"
      poll={pollInstances}
      columns={instanceColumns}
      empty={{ title: 'No instances', body: 'None yet.' }}
    />
  )
  renderAt('/projects/canary-east/instances', page, '/projects/:project/instances')

  const table = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 10_000 })
  const link = await within(table).findByRole('link', { name: 'canary-web-2' })
  const row = within(link.closest<HTMLElement>('[role="row"]')!)
  expect(row.getByText('starting')).toBeInTheDocument()
  // the mock starts an instance in about a second; the list asks again until it sees that
  await waitFor(() => expect(row.getByText('running')).toBeInTheDocument(), { timeout: 10_000 })
  const asked = listRequests('/v1/instances').length
  expect(asked).toBeGreaterThanOrEqual(2)

  // settled: no more polling
  await act(() => jest.advanceTimersByTimeAsync(2500))
  expect(listRequests('/v1/instances')).toHaveLength(asked)
})

import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { api } from '~/api/api'
import { disksApi } from '~/api/endpoints/disks'
import { projectsApi } from '~/api/endpoints/projects'
import type { Disk } from '~/api/generated/types'
import { ListPage, type DataTableColumn } from '~/components'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { RouteError } from '../RouteError'
import { store } from '../store'
import { defineList, defineView } from './define'
import { useRouteParams } from './params'

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest()
// the loaders prefetch into the app's store, which the pages read
beforeEach(() => store.dispatch(api.util.resetApiState()))

const disksList = defineList({
  endpoint: disksApi.endpoints.diskList,
  query: (param) => ({ project: param('project') }),
  sortsByName: true,
})
const projectView = defineView(projectsApi.endpoints.projectView, (param) => ({
  path: { project: param('project') },
}))

const columns: DataTableColumn<Disk>[] = [{ field: 'name', headerName: 'Name', flex: 1 }]
const empty = { title: 'No disks', body: 'None here.' }

function DisksList() {
  return <ListPage title="Disks" label="Disks" list={disksList} columns={columns} empty={empty} />
}

const ProjectHeading = projectView.page(({ data }) => <h1>Project {data.name}</h1>)

function ProjectName() {
  const { project } = useRouteParams('project')
  return <p>Named {project}</p>
}

function renderAt(url: string, routes: RouteObject[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
        children: routes,
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

function seedDisks() {
  const { silo } = mock.signIn()
  const project = mock.create('project', { silo, name: 'web' })
  mock.create('disk', { project, name: 'data-1' })
  mock.create('disk', { project, name: 'data-2' })
}

test("a list's page asks for what its loader fetched, and shows its rows", async () => {
  seedDisks()
  renderAt('/projects/web/disks?sort=-name', [
    { path: 'projects/:project/disks', loader: disksList.loader, element: <DisksList /> },
  ])
  const grid = await screen.findByRole('grid', { name: 'Disks' })
  const names = await within(grid).findAllByRole('gridcell', { name: /^data-/ })
  expect(names.map((cell) => cell.textContent)).toEqual(['data-2', 'data-1'])
  // the page asked for the loader's cache entry: every request is the loader's (a page that
  // renders after the entry went stale asks again for the same)
  expect(new Set(mock.sent('GET', '/v1/disks').map((r) => r.url))).toEqual(
    new Set(['/v1/disks?project=web&limit=25&sort_by=name_descending']),
  )
})

test("a view's page renders what its loader fetched, asking for nothing else", async () => {
  seedDisks()
  renderAt('/projects/web', [
    { path: 'projects/:project', loader: projectView.loader, element: <ProjectHeading /> },
  ])
  expect(await screen.findByRole('heading', { name: 'Project web' })).toBeVisible()
  expect(new Set(mock.sent('GET', '/v1/projects').map((r) => r.url))).toEqual(
    new Set(['/v1/projects/web']),
  )
})

test('an unknown resource named by the route is Page not found', async () => {
  seedDisks()
  renderAt('/projects/nope', [
    { path: 'projects/:project', loader: projectView.loader, element: <ProjectHeading /> },
  ])
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a route without a param its list or page reads is Page not found, and asks for nothing', async () => {
  seedDisks()
  renderAt('/disks', [{ path: 'disks', loader: disksList.loader, element: <DisksList /> }])
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect(mock.sent('GET', '/v1/disks')).toHaveLength(0)
})

test('a page reading a param its route lacks is Page not found', async () => {
  seedDisks()
  // React reports the error it hands to the route's error element
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {})
  renderAt('/named', [{ path: 'named', element: <ProjectName /> }])
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
  expect(screen.queryByText(/^Named/)).not.toBeInTheDocument()
  quiet.mockRestore()
})

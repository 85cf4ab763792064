import { act, render, screen, waitFor } from '@testing-library/react'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import type { ApiError } from '~/api/errors'
import { makeServer } from '~mirage/server'
import { RootLayout } from './layouts/RootLayout'
import { NotFoundRoute, RouteError } from './RouteError'

// MUI and the router take seconds in jsdom on a busy machine; the default 5 s is about speed.
jest.setTimeout(30_000)

// The app's mock API, as in the other test layers; starting it also gives jsdom the fetch
// classes (Request) the data router needs.
let server: Server
beforeAll(() => {
  // jsdom has no layout: RootLayout's scroll restoration has nothing to scroll.
  window.scrollTo = () => {}
})
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const notFound: ApiError = { type: 'error', statusCode: 404, message: 'Not found' }

// The shape of the app's table: crumbs on the routes, error pages at the area boundaries.
const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { path: 'projects', handle: { crumb: 'Projects' }, element: <h1>Projects</h1> },
      {
        path: 'projects/:project',
        handle: { crumb: 'a project' },
        loader: () => {
          throw notFound
        },
        errorElement: <RouteError />,
        children: [{ path: 'instances', handle: { crumb: 'Instances' }, element: null }],
      },
      {
        path: 'broken',
        handle: { crumb: 'Broken' },
        element: <h1>Broken</h1>,
        loader: () => {
          throw new Error('boom')
        },
        errorElement: <RouteError />,
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]

function renderAt(path: string, table = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] })
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

describe('document title of error pages (spec §2, §7)', () => {
  it('is Page not found for an unknown path, and follows the crumbs again after', async () => {
    const router = renderAt('/no/such/place')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Page not found / Oxide Console'))

    await act(() => router.navigate('/projects'))
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Projects / Oxide Console'))
  })

  it('is Page not found, not the crumbs of the page that failed, when a loader 404s', async () => {
    renderAt('/projects/nope/instances')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Page not found / Oxide Console'))
  })

  it('is Something went wrong for other errors', async () => {
    renderAt('/broken')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Something went wrong / Oxide Console'))
  })

  it('is set by the root error page too, which renders without the frame', async () => {
    renderAt('/', [
      {
        path: '/',
        loader: () => {
          throw notFound
        },
        element: <RootLayout />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
      },
    ])
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Page not found / Oxide Console'))
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router-dom'
import type { Server } from 'miragejs'
import { createTestStore } from '~/api/endpoints/testing'
import { makeServer } from '~mirage/server'
import { RouteError } from '../RouteError'
import { retryFailedPageCode } from './pageCode'

// Issue 43 §2: a page whose code failed to download (the host was down at the click) is asked
// for again on the next try, and its error page says what happened and offers Retry.

jest.setTimeout(30_000)

// the router's requests need the fetch API that the mock brings to jsdom; nothing is asked of it
let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test' })
})
afterEach(() => server.shutdown())

const chunkError = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(error: /assets/812.js)'), {
    name: 'ChunkLoadError',
  })

function DisksPage() {
  return <h1>Disks of {useLoaderData<string>()}</h1>
}

/** The disks page's code: fails to download the first `failures` times it is asked for. */
function disksCode(failures: number) {
  let left = failures
  return jest.fn(async () => {
    if (left-- > 0) throw chunkError()
    return { Component: DisksPage, loader: () => 'mock-project' }
  })
}

function renderAt(path: string, lazy: RouteObject['lazy']) {
  const routes = retryFailedPageCode([
    {
      path: '/',
      element: (
        <>
          <nav>
            <Link to="/">Home</Link> <Link to="/disks">Disks</Link>
          </nav>
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <p>Loading</p>,
      children: [
        { index: true, element: <h1>Home</h1> },
        { errorElement: <RouteError />, children: [{ path: 'disks', lazy }] },
      ],
    },
  ])
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

test('says the code did not download; Retry downloads it again and shows the page', async () => {
  const code = disksCode(2)
  renderAt('/disks', code)
  expect(
    await screen.findByRole('heading', { name: 'This page could not be loaded' }),
  ).toBeVisible()
  expect(
    screen.getByText(
      "This page's code could not be downloaded. Check your connection, then try again.",
    ),
  ).toBeVisible()
  // the frame around it stays: the rest of the console still works
  expect(screen.getByRole('link', { name: 'Home' })).toBeVisible()
  expect(code).toHaveBeenCalledTimes(2)

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Disks of mock-project' })).toBeVisible()
  expect(code).toHaveBeenCalledTimes(3)
})

test('a link to the page after it failed asks for its code again', async () => {
  const code = disksCode(2)
  renderAt('/', code)
  await userEvent.click(screen.getByRole('link', { name: 'Disks' }))
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible()

  await userEvent.click(screen.getByRole('link', { name: 'Home' }))
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible()
  await userEvent.click(screen.getByRole('link', { name: 'Disks' }))
  expect(await screen.findByRole('heading', { name: 'Disks of mock-project' })).toBeVisible()
  expect(code).toHaveBeenCalledTimes(3)

  // once in, it is not downloaded again
  await userEvent.click(screen.getByRole('link', { name: 'Home' }))
  await userEvent.click(screen.getByRole('link', { name: 'Disks' }))
  expect(await screen.findByRole('heading', { name: 'Disks of mock-project' })).toBeVisible()
  expect(code).toHaveBeenCalledTimes(3)
})

test('a page whose code fails for another reason is not asked for again', async () => {
  const code = jest.fn(async () => {
    throw new TypeError('m.DisksPage is not a function')
  })
  renderAt('/disks', code)
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  expect(code).toHaveBeenCalledTimes(1)
})

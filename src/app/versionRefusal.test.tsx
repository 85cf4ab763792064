import { render, screen, waitFor } from '@testing-library/react'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import { resetStores } from '~/components'
import { makeServer } from '~mirage/server'
import { routes } from './routes'

// Issue 38 §1: a rack that serves an older API version than the console speaks refuses every
// request; the console shows one plain page saying so, not screens that fail one by one.
jest.setTimeout(30_000)

let server: Server
beforeAll(() => {
  window.scrollTo = () => {}
})
afterEach(() => {
  server.shutdown()
  // the refusal is kept for the page's life, as a page load would start afresh
  resetStores()
})

const open = (path: string) =>
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Provider>,
  )

it('an older rack gets the plain page: what the console speaks, what the rack said, what to do', async () => {
  server = makeServer({ environment: 'test', seed: true, rackVersion: '2025073000.0.0' })
  open('/projects')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: "This rack does not serve this console's API version",
    }),
  ).toBeVisible()
  expect(screen.getAllByText(/2026081700\.0\.0/).length).toBeGreaterThan(0)
  expect(screen.getByText('server does not support this API version: 2026081700.0.0')).toBeVisible()
  expect(screen.getByText(/update the rack.s software/)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
  await waitFor(() => expect(document.title).toMatch(/^API version not supported/))
})

it('a rack that serves the version shows the console', async () => {
  server = makeServer({ environment: 'test', seed: true })
  open('/projects')
  expect(
    await screen.findByRole('link', { name: 'atlas-ingest' }, { timeout: 15_000 }),
  ).toBeVisible()
  expect(screen.queryByRole('heading', { name: /does not serve this console/ })).toBeNull()
})

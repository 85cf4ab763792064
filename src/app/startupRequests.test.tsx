import { render, screen } from '@testing-library/react'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import { makeServer } from '~mirage/server'
import { routes } from './routes'
import { STARTUP_REQUESTS } from './startupRequests'

// The whole route table in jsdom, the grid included: seconds on a busy machine.
jest.setTimeout(30_000)

let server: Server
let asked: string[]
beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
})
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  asked = []
  server.pretender.handledRequest = (verb, url) => {
    if (verb === 'GET') asked.push(url)
  }
})
afterEach(() => server.shutdown())

// index.html starts these before the scripts have run: a URL the app does not ask for in the
// same words (a query parameter added, another limit) would be fetched twice, once for nothing.
describe('the requests index.html starts early', () => {
  it('are the very URLs the console asks for when it opens on /projects', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/projects'] })
    render(
      <Provider store={createTestStore()}>
        <RouterProvider router={router} />
      </Provider>,
    )
    expect(
      await screen.findByRole('link', { name: 'atlas-ingest' }, { timeout: 15_000 }),
    ).toBeVisible()
    const early = [...STARTUP_REQUESTS.signedIn, ...STARTUP_REQUESTS.byPath['/projects']!]
    for (const url of early) expect(asked).toContain(url)
  })

  it('start on no page that needs no sign-in', () => {
    expect(STARTUP_REQUESTS.public).toEqual(['/login', '/device'])
    for (const path of Object.keys(STARTUP_REQUESTS.byPath)) {
      expect(STARTUP_REQUESTS.public.some((p) => path === p || path.startsWith(`${p}/`))).toBe(
        false,
      )
    }
  })
})

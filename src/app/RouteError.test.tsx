import { act, render, screen, waitFor } from '@testing-library/react'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import type { ApiError } from '~/api/errors'
import { makeServer, setSessionUser } from '~mirage/server'
import { RouteError } from './RouteError'

// Spec §6: a 403 page tells a user in no groups with no silo role that the identity provider is
// probably not set up; anyone else, and any other error, gets the plain page.

jest.setTimeout(30_000)

let server: Server
let answered: string[]
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
  answered = []
  server.pretender.handledRequest = (_verb, url) => void answered.push(url.split('?')[0]!)
})
afterEach(() => server.shutdown())

const NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

const failing = (statusCode: number): ApiError => ({ type: 'error', statusCode, message: 'x' })

async function errorPageAs(user: string, statusCode: number) {
  setSessionUser(server, user)
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw failing(statusCode)
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
}

/** The notice waits for who the user is, their groups and the silo policy: let those land. */
async function settled() {
  await waitFor(() => expect(answered).toEqual(expect.arrayContaining(ASKED)))
  await act(async () => {})
}
const ASKED = ['/v1/me', '/v1/me/groups', '/v1/policy']

test('a 403 for a user in no groups and with no silo role shows the notice and its docs link', async () => {
  await errorPageAs('noor', 403)
  expect(await screen.findByText(NOTICE)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/operator/identity-providers',
  )
})

test.each([
  ['mei', 'in a group (auditors)'],
  ['lena', 'in no group, but a silo viewer'],
])('a 403 for %s (%s) has no notice', async (user) => {
  await errorPageAs(user, 403)
  await settled()
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
})

test('another error for the same user has no notice (nor asks for it)', async () => {
  await errorPageAs('noor', 500)
  expect(answered).toEqual([])
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
})

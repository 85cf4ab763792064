import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { SiloPage } from './SiloPage'

// A silo's users tab: prairie has local identity (users made here), maple is SAML.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

function renderAt(url: string) {
  // QueryTabs and the forms' discard question need a data router
  const router = createMemoryRouter(
    [
      {
        path: '/system/silos/:silo',
        element: (
          <>
            <SiloPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

const posts = () => mock.requests().filter((r) => r.method === 'POST')

test('a local user is created with a password typed twice, and can sign in with it', async () => {
  const user = userEvent.setup()
  renderAt('/system/silos/prairie?tab=users')
  await screen.findByRole('button', { name: 'New user' })
  // enabled once the fleet role is known (the button is a new element then)
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'New user' })).not.toHaveAttribute('aria-disabled'),
  )
  await user.click(screen.getByRole('button', { name: 'New user' }))
  const form = await screen.findByRole('dialog', { name: 'New user' })
  await user.type(within(form).getByRole('textbox', { name: /^Username/ }), 'zoe')
  await user.type(within(form).getByLabelText(/^Password/), 'first try')
  await user.type(within(form).getByLabelText(/^Confirm password/), 'first tyr')
  await user.click(within(form).getByRole('button', { name: 'Create user' }))
  expect(await within(form).findAllByText('Passwords must match')).not.toHaveLength(0)
  expect(posts()).toEqual([])

  await user.clear(within(form).getByLabelText(/^Confirm password/))
  await user.type(within(form).getByLabelText(/^Confirm password/), 'first try')
  await user.click(within(form).getByRole('button', { name: 'Create user' }))
  expect(await screen.findByText('User zoe created')).toBeInTheDocument()
  expect(posts()[0]?.body).toEqual({
    external_id: 'zoe',
    password: { mode: 'password', value: 'first try' },
  })
  expect((await login('zoe', 'first try')).status).toBe(204)
})

test("a SAML silo's users cannot be made here, and the tab says why", async () => {
  renderAt('/system/silos/maple?tab=users')
  const add = await screen.findByRole('button', { name: 'New user' })
  expect(add).toHaveAccessibleDescription(
    'Users of a silo with SAML identity come from its identity provider',
  )
})

import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { errorResponse } from '~mirage/util/errors'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { AuthSettingsPage } from './AuthSettingsPage'

// prairie's auth settings: no limit on device tokens in the seed; Ada is its admin, Mei a viewer.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/auth-settings',
        element: (
          <>
            <AuthSettingsPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/auth-settings'] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

const puts = () => mock.sent('PUT', '/v1/auth-settings')
const editButton = () => screen.getByRole('button', { name: 'Edit settings' })

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('No limit: device tokens do not expire')
  await waitFor(() => expect(editButton()).not.toHaveAttribute('aria-disabled'))
  await user.click(editButton())
  const form = await screen.findByRole('dialog', { name: 'Edit auth settings' })
  await user.click(within(form).getByRole('radio', { name: /^At most/ }))
  return form
}

test('a lifetime outside the contract is refused at the field; a good one is sent in seconds', async () => {
  const user = userEvent.setup()
  renderPage()
  const form = await openForm(user)
  const lifetime = within(form).getByRole('spinbutton', { name: /^Lifetime/ })
  await user.type(lifetime, '0')
  await user.click(within(form).getByRole('button', { name: 'Update settings' }))
  expect(await within(form).findAllByText('Lifetime must be at least 1 hour')).not.toHaveLength(0)
  expect(puts()).toEqual([])

  await user.clear(lifetime)
  await user.type(lifetime, '8')
  await user.click(within(form).getByRole('button', { name: 'Update settings' }))
  expect(await screen.findByText('Device tokens now last at most 8 hours')).toBeInTheDocument()
  expect(puts()[0]?.body).toEqual({ device_token_max_ttl_seconds: 8 * 3600 })
  expect(await screen.findByText('At most 8 hours')).toBeInTheDocument()
})

test('a server error shows in the form and keeps what was typed', async () => {
  const user = userEvent.setup()
  mock
    .server()
    .put('/v1/auth-settings', () => errorResponse(500, 'InternalError', 'settings unavailable'))
  renderPage()
  const form = await openForm(user)
  await user.type(within(form).getByRole('spinbutton', { name: /^Lifetime/ }), '12')
  await user.click(within(form).getByRole('button', { name: 'Update settings' }))
  expect(await within(form).findByText('Settings unavailable')).toBeInTheDocument()
  expect(within(form).getByRole('spinbutton', { name: /^Lifetime/ })).toHaveValue(12)
  expect(within(form).getByRole('radio', { name: /^At most/ })).toBeChecked()
})

test('a silo viewer reads the settings and is told why they cannot edit them', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderPage()
  expect(await screen.findByText('No limit: device tokens do not expire')).toBeInTheDocument()
  await waitFor(() =>
    expect(editButton()).toHaveAccessibleDescription('Only a silo admin can change auth settings'),
  )
})

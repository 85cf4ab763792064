import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { FLEET_KIND } from '~mirage/sim/scenarios/fleet'
import { seedId } from '~mirage/util/ids'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { openRowMenu } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { ConfirmActionHost, Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { SiloPage } from './SiloPage'

// A silo's SCIM tokens tab: maple's two seeded tokens; the secret of a new one is shown once.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

function renderAt(url: string) {
  const store = createTestStore()
  const router = createMemoryRouter(
    [
      {
        path: '/system/silos/:silo',
        element: (
          <>
            <SiloPage />
            <Toaster />
            <ConfirmActionHost />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return store
}

/** maple's older seeded token */
const id = seedId(FLEET_KIND.scimToken, 1)
const newTokenButton = () => screen.getByRole('button', { name: 'New SCIM token' })

test('a new token is shown once, copyable, and kept nowhere after its dialog closes', async () => {
  const user = userEvent.setup()
  const store = renderAt('/system/silos/maple?tab=scim')
  const grid = await screen.findByRole('grid', { name: 'SCIM tokens' })
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3))
  await waitFor(() => expect(newTokenButton()).not.toHaveAttribute('aria-disabled'))

  await user.click(newTokenButton())
  const dialog = await screen.findByRole('dialog', { name: 'SCIM token created' })
  expect(within(dialog).getByText(/It cannot be seen again/)).toBeInTheDocument()
  const secret = (within(dialog).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value
  expect(secret).toMatch(/^[0-9a-f]{40}$/)
  await user.click(within(dialog).getByRole('button', { name: 'Copy token' }))
  expect(await navigator.clipboard.readText()).toBe(secret)
  expect(JSON.stringify(store.getState())).not.toContain(secret)
  // only Done closes it: an Escape would lose the secret for good
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
  await user.keyboard('{Escape}')
  expect(screen.getByRole('dialog', { name: 'SCIM token created' })).toBeVisible()

  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4))
  expect(document.body.textContent).not.toContain(secret)
  expect(mock.sent('POST', '/v1/system/scim/tokens')).toHaveLength(1)
})

test('delete asks first and says what the client loses', async () => {
  const user = userEvent.setup()
  renderAt('/system/silos/maple?tab=scim')
  const grid = await screen.findByRole('grid', { name: 'SCIM tokens' })
  const { menu } = await openRowMenu(user, grid, id)
  await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete SCIM token' })
  expect(confirm).toHaveTextContent('can no longer update this silo’s users and groups')
  expect(mock.sent('DELETE')).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('SCIM token deleted')).toBeInTheDocument()
  expect(mock.sent('DELETE', `/v1/system/scim/tokens/${id}`)).toHaveLength(1)
  await waitFor(() => expect(within(grid).queryByText(id)).not.toBeInTheDocument())
})

test('a fleet viewer sees the tokens but may not make or delete one, and is told why', async () => {
  const user = userEvent.setup()
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt('/system/silos/maple?tab=scim')
  const grid = await screen.findByRole('grid', { name: 'SCIM tokens' })
  await waitFor(() =>
    expect(newTokenButton()).toHaveAccessibleDescription(
      'Only a fleet admin can change SCIM tokens',
    ),
  )
  const { menu } = await openRowMenu(user, grid, id)
  expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await user.click(within(menu).getByRole('menuitem', { name: 'View' }))
  const view = await screen.findByRole('dialog', { name: 'SCIM token' })
  expect(await within(view).findByText(id)).toBeInTheDocument()
  expect(mock.sent('POST', '/v1/system/scim')).toEqual([])
})

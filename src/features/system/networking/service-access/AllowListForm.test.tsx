import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { IP_MESSAGES } from '~/util/ip'
import { AllowListForm } from './AllowListForm'

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

const puts = () => mock.requests().filter((r) => r.method === 'PUT')

test('a bad network sends nothing; a good list is saved after a confirm that warns of lock-out', async () => {
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <ConfirmActionModal />
        <Toaster />
        <AllowListForm />
      </MemoryRouter>
    </Provider>,
  )
  await user.click(
    await screen.findByRole(
      'radio',
      { name: 'Only these addresses and networks' },
      { timeout: 20_000 },
    ),
  )
  const entry = screen.getByRole('textbox', { name: 'Address or network' })
  await user.type(entry, '203.0.113.0/33')
  await user.click(screen.getByRole('button', { name: 'Save allow list' }))
  await waitFor(() => expect(entry).toHaveAccessibleDescription(IP_MESSAGES.maxWidthV4))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(puts()).toEqual([])

  await user.clear(entry)
  await user.type(entry, '203.0.113.0/24')
  await user.click(screen.getByRole('button', { name: 'Save allow list' }))
  const dialog = await screen.findByRole('dialog', { name: 'Change the allow list' })
  expect(dialog).toHaveTextContent('you lose access to it as soon as this is saved')
  await user.click(within(dialog).getByRole('button', { name: 'Save allow list' }))
  await waitFor(() =>
    expect(puts()).toEqual([
      expect.objectContaining({
        body: { allowed_ips: { allow: 'list', ips: ['203.0.113.0/24'] } },
      }),
    ]),
  )
  expect(await screen.findByText('Allow list saved')).toBeVisible()
})

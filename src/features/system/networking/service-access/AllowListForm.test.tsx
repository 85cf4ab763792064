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
import { errorResponse } from '~mirage/util/errors'

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

test('an allow list that could not be loaded says why; Retry shows the list', async () => {
  let refuse = true
  mock.server().get('/v1/system/networking/allow-list', () =>
    refuse
      ? errorResponse(503, 'ServiceUnavailable', 'allow list offline')
      : {
          allowed_ips: { allow: 'list', ips: ['198.51.100.0/24'] },
          time_created: '2026-01-05T10:00:00Z',
          time_modified: '2026-01-05T10:00:00Z',
        },
  )
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <AllowListForm />
      </MemoryRouter>
    </Provider>,
  )
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the allow list: Allow list offline')
  expect(screen.queryByRole('form', { name: 'Allow list' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(
    await screen.findByRole('radio', { name: 'Only these addresses and networks' }),
  ).toBeChecked()
  expect(screen.getByText('198.51.100.0/24')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})

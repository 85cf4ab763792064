import { Fragment } from 'react'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { alertSeedId } from '~mirage/sim/scenarios/alerts'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { openRowMenu } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { ConfirmActionHost, Toaster } from '~/components'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { AlertPage } from './AlertPage'
import { ReceiverPage } from './ReceiverPage'
import { ReceiverCreateForm } from './ReceiverForms'
import { ReceiversPage } from './ReceiversPage'

// Alerts and webhooks on the seeded fleet: ops-pager (hardware.**), ticket-bridge and the
// unreachable legacy-siem (**); the first alert, sled 7 unreachable, went to ops-pager and
// legacy-siem. As Ada (fleet admin) and Mei (fleet viewer).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

const BASE = '/system/alerts'

function renderAt(url: string) {
  const host = (
    <Fragment key="host">
      <Toaster />
      <ConfirmActionHost />
    </Fragment>
  )
  const router = createMemoryRouter(
    [
      { path: `${BASE}/receivers`, element: [<ReceiversPage key="page" />, host] },
      {
        path: `${BASE}/receivers-new`,
        element: [<ReceiversPage key="page" />, host],
        children: [{ index: true, element: <ReceiverCreateForm /> }],
      },
      { path: `${BASE}/receivers/:receiver`, element: [<ReceiverPage key="page" />, host] },
      { path: `${BASE}/:alertId`, element: [<AlertPage key="page" />, host] },
    ],
    { initialEntries: [url] },
  )
  const store = createTestStore()
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { router, store }
}

test('an alert shows its payload and where it went; a failed delivery is sent again', async () => {
  const user = userEvent.setup()
  renderAt(`${BASE}/${alertSeedId(1)}`)
  await screen.findByRole('heading', { name: 'hardware.sled.unreachable' })
  expect(await screen.findByText('A sled stopped answering the control plane')).toBeInTheDocument()
  // the payload as the rack wrote it: snake_case keys
  expect(screen.getByLabelText('Payload')).toHaveTextContent('"last_seen_seconds_ago": 94')

  const grid = await screen.findByRole('grid', { name: 'Deliveries' })
  const row = (name: string) =>
    within(grid).getByRole('gridcell', { name }).closest<HTMLElement>('[role="row"]')!
  await waitFor(() => expect(row('legacy-siem')).toHaveTextContent(/failed/i))
  expect(row('legacy-siem')).toHaveTextContent('Unreachable')
  expect(row('ops-pager')).toHaveTextContent(/delivered/i)
  expect(row('ops-pager')).toHaveTextContent('200 in 84 ms')
  // ticket-bridge does not subscribe to hardware alerts
  expect(within(grid).queryByText('ticket-bridge')).not.toBeInTheDocument()

  const delivered = await openRowMenu(user, grid, 'ops-pager')
  expect(within(delivered.menu).getByRole('menuitem', { name: 'Resend' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await user.keyboard('{Escape}')
  const failed = await openRowMenu(user, grid, 'legacy-siem')
  await user.click(within(failed.menu).getByRole('menuitem', { name: 'Resend' }))
  expect(await screen.findByText('Alert sent again to legacy-siem')).toBeInTheDocument()
  expect(mock.sent('POST', `/v1/alerts/${alertSeedId(1)}/resend`)).toHaveLength(1)
})

test('a new receiver’s endpoint is checked at its field; a refusal keeps what was typed', async () => {
  const user = userEvent.setup()
  const { router } = renderAt(`${BASE}/receivers-new`)
  const form = await screen.findByRole('dialog', { name: 'New webhook receiver' })
  // pasted: each key typed re-validates the whole form
  await user.click(within(form).getByRole('textbox', { name: 'Name' }))
  await user.paste('ops-pager')
  await user.click(within(form).getByRole('textbox', { name: 'Endpoint' }))
  await user.paste('pager')
  await user.click(within(form).getByRole('button', { name: 'Generate secret' }))
  const secret = within(form).getByRole('textbox', { name: 'Secret' })
  await waitFor(() => expect((secret as HTMLInputElement).value).toMatch(/^[0-9a-f]{64}$/))
  // a class picked is said in words, and added as a subscription
  await user.selectOptions(
    await within(form).findByRole('combobox', { name: 'Alert class' }),
    'disk.faulted',
  )
  expect(within(form).getByRole('status')).toHaveTextContent('A disk lost its backing storage')
  await user.click(within(form).getByRole('button', { name: 'Add subscription' }))
  await user.click(within(form).getByRole('button', { name: 'Create receiver' }))
  const endpoint = within(form).getByRole('textbox', { name: 'Endpoint' })
  await waitFor(() =>
    expect(endpoint).toHaveAccessibleDescription('Enter a URL starting with https:// or http://'),
  )
  expect(mock.sent('POST', '/v1/webhook-receivers')).toEqual([])

  await user.clear(endpoint)
  await user.paste('https://h.example.test')
  await user.click(within(form).getByRole('button', { name: 'Create receiver' }))
  // the name is taken: said at the field, everything typed kept
  const name = within(form).getByRole('textbox', { name: 'Name' })
  await waitFor(() => expect(name).toHaveAccessibleDescription(/already exists/))
  expect(endpoint).toHaveValue('https://h.example.test')
  expect(within(form).getByRole('list', { name: 'Subscriptions' })).toHaveTextContent(
    'disk.faulted',
  )

  await user.clear(name)
  await user.paste('hook')
  await user.click(within(form).getByRole('button', { name: 'Create receiver' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/receivers/hook`))
  const [sent] = mock.sent('POST', '/v1/webhook-receivers').slice(-1)
  expect(sent?.body).toMatchObject({
    name: 'hook',
    endpoint: 'https://h.example.test',
    subscriptions: ['disk.faulted'],
  })
})

test('a new secret is shown once, and only Done closes it; a receiver’s delete asks first', async () => {
  const user = userEvent.setup()
  const { store, router } = renderAt(`${BASE}/receivers/ops-pager?tab=secrets`)
  const grid = await screen.findByRole('grid', { name: 'Secrets' })
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2))
  const add = screen.getByRole('button', { name: 'Add secret' })
  await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'))
  await user.click(add)
  const dialog = await screen.findByRole('dialog', { name: 'Secret added' })
  const secret = (within(dialog).getByRole('textbox', { name: 'Secret' }) as HTMLInputElement).value
  expect(secret).toMatch(/^[0-9a-f]{64}$/)
  await user.keyboard('{Escape}')
  expect(screen.getByRole('dialog', { name: 'Secret added' })).toBeInTheDocument()
  expect(JSON.stringify(store.getState())).not.toContain(secret)
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3))
  expect(document.body.textContent).not.toContain(secret)

  await user.click(screen.getByRole('button', { name: 'Receiver actions' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete webhook receiver' })
  expect(confirm).toHaveTextContent('No more alerts are sent to https://pager.example.test')
  expect(mock.sent('DELETE')).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/receivers`))
  expect(mock.sent('DELETE', '/v1/alert-receivers/')).toHaveLength(1)
})

test('a test of an unreachable receiver says so', async () => {
  const user = userEvent.setup()
  renderAt(`${BASE}/receivers`)
  const grid = await screen.findByRole('grid', { name: 'Receivers' })
  const { menu } = await openRowMenu(user, grid, 'legacy-siem')
  await user.click(within(menu).getByRole('menuitem', { name: 'Send test' }))
  const dialog = await screen.findByRole('dialog', { name: 'Send a test' })
  await user.click(within(dialog).getByRole('button', { name: 'Send test' }))
  expect(await within(dialog).findByText('The test did not get through.')).toBeInTheDocument()
  expect(dialog).toHaveTextContent('Unreachable')
  expect(mock.sent('POST', '/v1/alert-receivers/legacy-siem/probe')).toHaveLength(1)
})

test('a fleet viewer reads receivers but may not change them, and is told why', async () => {
  const user = userEvent.setup()
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt(`${BASE}/receivers/ops-pager?tab=secrets`)
  await screen.findByRole('grid', { name: 'Secrets' })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add secret' })).toHaveAccessibleDescription(
      'Only a fleet admin can change alert receivers',
    ),
  )
  await user.click(screen.getByRole('button', { name: 'Receiver actions' }))
  expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await user.keyboard('{Escape}')
  await user.click(await screen.findByRole('button', { name: 'Add secret' }))
  expect(mock.sent('POST', '/v1/webhook-secrets')).toEqual([])
})

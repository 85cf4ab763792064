import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { renderApp } from '~test/renderApp'
import { api } from '~/api/api'
import { createTestStore } from '~/api/endpoints/testing'
import { store } from '~/app/store'
import { ConfirmActionHost, Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { SiloPage } from '../silos/SiloPage'
import { MemberAddForm } from './MemberAddForm'
import { SubnetPoolPage } from './SubnetPoolPage'
import { SubnetPoolsPage } from './SubnetPoolsPage'

// Subnet pools over the seeded fleet: 'routed-v4' is prairie's IPv4 default (100.64.0.0/20 and
// 100.64.16.0/24), 'routed-v6' its IPv6 one (also linked to maple), 'maple-routed' maple's
// (100.65.0.0/22), 'lab-spare' an empty IPv6 pool linked nowhere.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

const LIST = '/system/networking/subnet-pools'

function renderAt(url: string) {
  const host = (
    <>
      <Toaster />
      <ConfirmActionHost />
    </>
  )
  const router = createMemoryRouter(
    [
      { path: LIST, element: [<SubnetPoolsPage key="page" />, host] },
      {
        path: `${LIST}/:subnetPool`,
        element: [<SubnetPoolPage key="page" />, host],
        children: [{ path: 'members-add', element: <MemberAddForm /> }],
      },
      { path: '/system/silos/:silo', element: [<SiloPage key="page" />, host] },
    ],
    { initialEntries: [url] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

test('the list and the pool’s page show its members and its utilization alike', async () => {
  const router = renderAt(LIST)
  const grid = await screen.findByRole('grid', { name: 'Subnet pools' })
  const row = (
    await within(grid).findByRole('gridcell', { name: 'routed-v4' })
  ).closest<HTMLElement>('[role="row"]')!
  expect(row).toHaveTextContent('IPv4')
  const meter = await within(row).findByRole('meter', { name: 'IPv4 utilization' })
  // a /20 and a /24: 4,096 + 256 addresses
  expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/ of 4,352 IPv4 addresses/))

  await act(() => router.navigate(`${LIST}/routed-v4`))
  await screen.findByRole('heading', { name: 'routed-v4' })
  const members = await screen.findByRole('grid', { name: 'Members' })
  expect(await within(members).findByText('100.64.0.0/20')).toBeInTheDocument()
  expect(within(members).getByText('/24 to /30')).toBeInTheDocument()
  expect(await screen.findByRole('meter', { name: 'IPv4 utilization' })).toHaveAttribute(
    'aria-valuetext',
    meter.getAttribute('aria-valuetext'),
  )
})

test('a member is checked at its field before sending, and a refusal keeps what was typed', async () => {
  const user = userEvent.setup()
  renderAt(`${LIST}/routed-v4/members-add`)
  const form = await screen.findByRole('dialog', { name: 'Add member' })
  const subnet = within(form).getByRole('textbox', { name: /^Subnet/ })
  await user.type(subnet, '100.80.0.5/24')
  await user.click(within(form).getByRole('button', { name: 'Add member' }))
  await waitFor(() =>
    expect(subnet).toHaveAccessibleDescription(
      '100.80.0.5/24 is not a network address. Did you mean 100.80.0.0/24?',
    ),
  )
  expect(mock.sent('POST', '/v1/system/subnet-pools')).toEqual([])

  // maple's pool holds 100.65.0.0/22: the API refuses the overlap, said at Subnet
  await user.clear(subnet)
  await user.type(subnet, '100.65.1.0/24')
  await user.click(within(form).getByRole('button', { name: 'Add member' }))
  await waitFor(() =>
    expect(subnet).toHaveAccessibleDescription(
      'Subnet 100.65.1.0/24 overlaps with existing subnet pool member 100.65.0.0/22',
    ),
  )
  expect(subnet).toHaveValue('100.65.1.0/24')
})

test("unlinking a silo from the silo's tab asks first, then sends it", async () => {
  const user = userEvent.setup()
  renderAt('/system/silos/maple?tab=subnet-pools')
  const grid = await screen.findByRole('grid', { name: 'Subnet pools' })
  await user.click(await within(grid).findByRole('button', { name: 'Row actions for routed-v6' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Unlink' }))
  const confirm = await screen.findByRole('dialog', { name: 'Confirm unlink' })
  expect(confirm).toHaveTextContent('unlink routed-v6 from maple')
  expect(mock.sent('DELETE')).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: 'Unlink' }))
  await screen.findByText('routed-v6 unlinked from maple')
  expect(mock.sent('DELETE').map((r) => r.url)).toEqual([
    expect.stringMatching(/^\/v1\/system\/subnet-pools\/[^/]+\/silos\/[^/]+$/),
  ])
  await waitFor(() => expect(within(grid).queryByText('routed-v6')).toBeNull())
})

test('a fleet viewer sees the pool’s changes disabled, with why', async () => {
  store.dispatch(api.util.resetApiState())
  await login('mei', 'read only')
  renderApp(`${LIST}/routed-v4?tab=silos`)
  const link = await screen.findByRole('button', { name: 'Link silo' }, { timeout: 20_000 })
  await waitFor(() => expect(link).toHaveAccessibleDescription('Only a fleet admin can link silos'))
  await userEvent.click(screen.getByRole('button', { name: 'Subnet pool actions' }))
  expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(
    'Only a fleet admin can change this subnet pool',
  )
})

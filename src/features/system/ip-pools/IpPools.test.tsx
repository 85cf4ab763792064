import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { ConfirmActionHost, Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { IpPoolPage } from './IpPoolPage'
import { IpPoolsPage } from './IpPoolsPage'

// The pools' list and a pool's page over the seeded fleet: 'default' is prairie's IPv4 default
// (80 addresses), 'default-v6' its IPv6 one (a /64), 'lab-reserve' an unlinked IPv4 pool.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

mockApiForEachTest({ seed: true })
afterEach(() => act(() => clearToasts()))

const LIST = '/system/networking/ip-pools'

function renderAt(url: string) {
  const host = (
    <>
      <Toaster />
      <ConfirmActionHost />
    </>
  )
  const router = createMemoryRouter(
    [
      {
        path: LIST,
        element: (
          <>
            <IpPoolsPage />
            {host}
          </>
        ),
      },
      {
        path: `${LIST}/:pool`,
        element: (
          <>
            <IpPoolPage />
            {host}
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
  return router
}

const meterText = async (container: HTMLElement, name: string) =>
  (await within(container).findByRole('meter', { name })).getAttribute('aria-valuetext')

test('the list and the pool’s page read a pool’s utilization the same way', async () => {
  const router = renderAt(LIST)
  const grid = await screen.findByRole('grid', { name: 'IP pools' })
  const rowOf = async (name: string) =>
    (await within(grid).findByRole('gridcell', { name })).closest<HTMLElement>('[role="row"]')!
  const v4Row = await rowOf('default')
  const v6Row = await rowOf('default-v6')
  expect(v4Row).toHaveTextContent('IPv4')
  expect(v6Row).toHaveTextContent('IPv6')
  const listV4 = await meterText(v4Row, 'IPv4 utilization')
  const listV6 = await meterText(v6Row, 'IPv6 utilization')
  expect(listV4).toMatch(/^\d+ of 80 IPv4 addresses allocated$/)
  // past 2^53 the API's doubles are rounded: said so, not shown as exact
  expect(listV6).toBe('About 0 of 18,446,744,073,709,551,616 IPv6 addresses allocated')
  expect(v6Row).toHaveTextContent('≈ 0 / 18.447E18')
  // the pool of the rack's services is listed as such
  expect(await rowOf('oxide-service-pool')).toHaveTextContent('System services')

  await act(() => router.navigate(`${LIST}/default`))
  await screen.findByRole('heading', { name: 'default' })
  expect(await meterText(document.body, 'IPv4 utilization')).toBe(listV4)
  await act(() => router.navigate(`${LIST}/default-v6`))
  await screen.findByRole('heading', { name: 'default-v6' })
  expect(await meterText(document.body, 'IPv6 utilization')).toBe(listV6)
})

test("a pool assigned to the rack's services, confirmed, can no longer be linked to silos", async () => {
  const user = userEvent.setup()
  renderAt(`${LIST}/lab-reserve?tab=silos`)
  await screen.findByRole('heading', { name: 'lab-reserve' })
  await user.click(screen.getByRole('button', { name: 'IP pool actions' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Assign to system services' }))
  const confirm = await screen.findByRole('dialog', { name: 'Assign to system services' })
  expect(confirm).toHaveTextContent('no silo can be linked to it')
  await user.click(within(confirm).getByRole('button', { name: 'Assign' }))
  await screen.findByText("lab-reserve assigned to the rack's services")
  const sent = await call<{ assignment: string }>('GET', '/v1/system/ip-pools/lab-reserve')
  expect(sent.body).toMatchObject({ assignment: 'system_services' })
  const assigned = screen.getByText('Assigned to').nextElementSibling
  await waitFor(() => expect(assigned).toHaveTextContent('System services'))
  // the page is hidden from assistive tech until the confirm has gone
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const link = await screen.findByRole('button', { name: 'Link silo' })
  expect(link).toHaveAttribute('aria-disabled', 'true')
  expect(link).toHaveAccessibleDescription(
    "A pool assigned to the rack's services cannot be linked to silos",
  )
})

test("linking a silo says which of the silo's defaults the pool would become", async () => {
  const user = userEvent.setup()
  renderAt(`${LIST}/edge-v6?tab=silos`)
  await user.click(await screen.findByRole('button', { name: 'Link silo' }))
  const modal = await screen.findByRole('dialog', { name: 'Link silo' })
  const checkbox = within(modal).getByRole('checkbox', {
    name: "Make this pool the silo's default IPv6 unicast pool",
  })
  expect(checkbox).toHaveAccessibleDescription(
    'IPv6 unicast addresses allocated in the silo without a pool named come from it.',
  )
})

test('the list speaks of IP pools, never of "ip pools"', async () => {
  renderAt(LIST)
  const grid = await screen.findByRole('grid', { name: 'IP pools' })
  await within(grid).findByRole('gridcell', { name: 'default' })
  expect(screen.getByRole('button', { name: 'Refresh IP pools' })).toBeVisible()
  // names, titles and labels as well as the visible text
  expect(document.body.innerHTML).not.toMatch(/\bip pools?\b/)
})

test('making a pool a silo’s default asks, naming the default it replaces, then sends it', async () => {
  const user = userEvent.setup()
  renderAt(`${LIST}/edge-v6?tab=silos`)
  const grid = await screen.findByRole('grid', { name: 'Linked silos' })
  await user.click(await within(grid).findByRole('button', { name: 'Row actions for maple' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Make default' }))
  const confirm = await screen.findByRole('dialog', { name: 'Make default' })
  expect(confirm).toHaveTextContent(
    'The silo’s current default IPv6 unicast pool, if any, stays linked but stops being the default; its defaults of other IP versions and types stay as they are.',
  )
  await user.click(within(confirm).getByRole('button', { name: 'Make default' }))
  await screen.findByText('edge-v6 is now the default IPv6 unicast pool of maple')
  const links = await call<{ items: { is_default: boolean }[] }>(
    'GET',
    '/v1/system/ip-pools/edge-v6/silos',
  )
  expect(links.body.items.filter((l) => l.is_default)).toHaveLength(1)
})

test('removing a range asks first, then the pool no longer lists it', async () => {
  const user = userEvent.setup()
  renderAt(`${LIST}/lab-reserve`)
  const grid = await screen.findByRole('grid', { name: 'Ranges' })
  const range = '192.0.2.200–192.0.2.239'
  await user.click(await within(grid).findByRole('button', { name: `Row actions for ${range}` }))
  await user.click(await screen.findByRole('menuitem', { name: 'Remove' }))
  const confirm = await screen.findByRole('dialog', { name: 'Confirm remove' })
  expect(confirm).toHaveTextContent(`remove the range ${range} from lab-reserve?`)
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
  await screen.findByText(`Range ${range} removed`)
  // its only range: the pool has none left
  expect(await screen.findByText('No ranges')).toBeVisible()
})

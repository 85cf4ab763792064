import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { FleetChangeGate } from '~/app/layouts/FleetChangeGate'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { contextOf } from '~mirage/context'
import { RACK_ID, seedStuckMembership, sledSeedId } from '~mirage/sim/scenarios/hardware'
import { UninitializedSleds } from './UninitializedSleds'

// Adding the seeded rack's uninitialized sleds (BRM42220081 in cubby 22, BRM42220083 in 23)
// through its membership, as Ada (fleet admin).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
const MEMBERSHIP = `/v1/system/hardware/racks/${RACK_ID}/membership`

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

function renderSleds() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <FleetChangeGate>
          <UninitializedSleds />
        </FleetChangeGate>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const sent = (url: string) =>
  mock.requests().filter((r) => r.method === 'POST' && r.url.startsWith(url))

async function add(serial: string) {
  const user = userEvent.setup()
  const grid = await screen.findByRole('grid', { name: 'Uninitialized sleds' })
  await user.click(
    await within(grid).findByRole('button', { name: new RegExp(`Row actions for ${serial}`) }),
  )
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add sled' })
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  return user
}

test('Add starts a membership change for the sled, then it joins the sleds', async () => {
  renderSleds()
  const status = await screen.findByRole('region', { name: 'Rack membership' })
  expect(await within(status).findByText('Committed')).toBeInTheDocument()
  await add('BRM42220081')
  expect(sent(`${MEMBERSHIP}/add`).map((r) => r.body)).toEqual([
    { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42220081' }] },
  ])
  expect(await within(status).findByText('In progress')).toBeInTheDocument()
  // the sled it adds, the one it waits for
  expect(within(status).getAllByText('BRM42220081')).toHaveLength(2)
  expect(within(status).getByText('8 of 9 sleds')).toBeInTheDocument()
  // once the rack's sleds acknowledge it, the change commits and the sled has left the list
  expect(await screen.findByText('Sled BRM42220081 added')).toBeInTheDocument()
  expect(within(status).getByText('Committed')).toBeInTheDocument()
  const grid = screen.getByRole('grid', { name: 'Uninitialized sleds' })
  await waitFor(() => expect(within(grid).queryByText('BRM42220081')).toBeNull())
  expect(within(grid).getByText('BRM42220083')).toBeInTheDocument()
})

test('a change in progress can be aborted (confirmed); the sled stays uninitialized', async () => {
  renderSleds()
  const status = await screen.findByRole('region', { name: 'Rack membership' })
  const user = await add('BRM42220083')
  expect(await within(status).findByText('In progress')).toBeInTheDocument()
  await user.click(within(status).getByRole('button', { name: 'Abort' }))
  const dialog = await screen.findByRole('dialog', { name: 'Abort adding sleds' })
  expect(dialog).toHaveTextContent('Stop adding BRM42220083 to the rack?')
  await user.click(within(dialog).getByRole('button', { name: 'Abort' }))
  expect(await screen.findByText('Adding sleds aborted')).toBeInTheDocument()
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
  expect(await within(status).findByText('Aborted')).toBeInTheDocument()
  expect(sent(`${MEMBERSHIP}/abort`)).toHaveLength(1)
  const grid = screen.getByRole('grid', { name: 'Uninitialized sleds' })
  expect(within(grid).getByText('BRM42220083')).toBeInTheDocument()
})

test('a fleet viewer sees a change in progress, with Add and Abort disabled', async () => {
  const ctx = contextOf(mock.server())
  // stuck since a minute ago: it waits for the new sled and for BRM42220012, already a member
  seedStuckMembership(
    ctx,
    new Date(Date.now() - 60_000).toISOString(),
    ctx.schema.find('sled', sledSeedId(3))!,
  )
  expect((await login('mei', 'read only')).status).toBe(204)
  const user = userEvent.setup()
  renderSleds()
  const status = await screen.findByRole('region', { name: 'Rack membership' })
  expect(await within(status).findByText('In progress')).toBeInTheDocument()
  expect(within(status).getByText('7 of 9 sleds')).toBeInTheDocument()
  expect(within(status).getByText('BRM42220012, BRM42220081')).toBeInTheDocument()
  const abort = within(status).getByRole('button', { name: 'Abort' })
  await waitFor(() =>
    expect(abort).toHaveAccessibleDescription('Only a fleet admin can abort adding sleds'),
  )
  await user.click(abort)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const grid = await screen.findByRole('grid', { name: 'Uninitialized sleds' })
  await user.click(await within(grid).findByRole('button', { name: /Row actions for BRM42220083/ }))
  const add = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add' })
  expect(add).toHaveAttribute('aria-disabled', 'true')
  expect(sent(MEMBERSHIP)).toEqual([])
})

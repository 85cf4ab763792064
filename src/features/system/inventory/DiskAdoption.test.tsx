import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { answeredCount, createTestStore } from '~/api/endpoints/testing'
import { FleetChangeGate } from '~/app/layouts/FleetChangeGate'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { contextOf } from '~mirage/context'
import { sledSeedId, SPARE_DISK_SERIAL } from '~mirage/sim/scenarios/hardware'
import { DiskAdoption } from './DiskAdoption'

// The seeded rack: the worn-out disk's replacement A07D41E2 in slot 6 of sled BRM42220016, not
// adopted, and a standing request for the spare A09B6C03 that no sled reports yet. As Ada (fleet
// admin) unless a test signs in Mei (fleet viewer).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
const REPLACEMENT = { vendor: '1b96', model: 'WUS5EA138ESP7E3', serial: 'A07D41E2' }

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

function renderAdoption() {
  const store = createTestStore()
  render(
    <Provider store={store}>
      <MemoryRouter>
        <FleetChangeGate>
          <DiskAdoption />
        </FleetChangeGate>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
  return store
}

const grid = (name: string) => screen.findByRole('grid', { name })

async function rowAction(user: ReturnType<typeof userEvent.setup>, list: string, serial: string) {
  await user.click(
    await within(await grid(list)).findByRole('button', {
      name: new RegExp(`Row actions for ${serial}`),
    }),
  )
  return within(await screen.findByRole('menu'))
}

test('enabling adoption (confirmed) adopts the disk; the request waits for a disk not fitted', async () => {
  const user = userEvent.setup()
  renderAdoption()
  const requests = await grid('Adoption requests')
  expect(await within(requests).findByText(SPARE_DISK_SERIAL)).toBeInTheDocument()
  expect(within(requests).getByText('Waiting for the disk')).toBeInTheDocument()

  const menu = await rowAction(user, 'Unadopted disks', 'A07D41E2')
  await user.click(menu.getByRole('menuitem', { name: 'Enable adoption' }))
  const dialog = await screen.findByRole('dialog', { name: 'Enable disk adoption' })
  expect(dialog).toHaveTextContent(
    'Enable adoption of disk A07D41E2 in slot 6 of sled BRM42220016? The control plane formats it',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Enable adoption' }))
  expect(await screen.findByText('Adoption of disk A07D41E2 enabled')).toBeInTheDocument()
  expect(mock.sent('PUT', '/v1/system/hardware/disk-adoption-request').map((r) => r.body)).toEqual([
    REPLACEMENT,
  ])
  expect(await within(requests).findByText('A07D41E2')).toBeInTheDocument()
  expect(within(await grid('Unadopted disks')).getByText('Adopting')).toBeInTheDocument()

  // the control plane adopts it: it leaves the unadopted disks, its request done
  expect(await screen.findByText('Disk A07D41E2 adopted')).toBeInTheDocument()
  expect(await screen.findByText('No unadopted disks')).toBeInTheDocument()
  await waitFor(() => expect(within(requests).queryByText('A07D41E2')).toBeNull())
  const disks = contextOf(mock.server()).schema.where('physicalDisk', {
    sledId: sledSeedId(4),
  }).models
  expect(disks.filter((d) => d.serial === 'A07D41E2').map((d) => d.policy.kind)).toEqual([
    'in_service',
  ])
})

test('withdrawing a request confirms, saying the disk stays unused, and removes it', async () => {
  const user = userEvent.setup()
  renderAdoption()
  const menu = await rowAction(user, 'Adoption requests', SPARE_DISK_SERIAL)
  await user.click(menu.getByRole('menuitem', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw disk adoption' })
  expect(dialog).toHaveTextContent(
    `Withdraw the adoption of disk ${SPARE_DISK_SERIAL}? No sled reports it yet. Once fitted, it stays unused`,
  )
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
  expect(await screen.findByText(`Adoption of disk ${SPARE_DISK_SERIAL} withdrawn`)).toBeVisible()
  expect(mock.sent('DELETE', '/v1/system/hardware/disk-adoption-request/')).toHaveLength(1)
  expect(await screen.findByText('No adoption requests')).toBeInTheDocument()
})

test('a refusal is said in a toast and the disk stays as it was', async () => {
  const user = userEvent.setup()
  renderAdoption()
  // adopted meanwhile, as another operator's request went through
  mock.create('physicalDisk', { ...REPLACEMENT, sledId: sledSeedId(4) })
  const menu = await rowAction(user, 'Unadopted disks', 'A07D41E2')
  await user.click(menu.getByRole('menuitem', { name: 'Enable adoption' }))
  const dialog = await screen.findByRole('dialog', { name: 'Enable disk adoption' })
  await user.click(within(dialog).getByRole('button', { name: 'Enable adoption' }))
  expect(await screen.findByText('Could not enable adoption')).toBeInTheDocument()
  expect(await screen.findByText(/Physical disk A07D41E2 is already adopted/)).toBeInTheDocument()
  expect(within(await grid('Unadopted disks')).getByText('Not enabled')).toBeInTheDocument()
})

test('a fleet viewer sees the disks and requests, their actions disabled with the reason', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  const user = userEvent.setup()
  const store = renderAdoption()
  // a row's menu builds its actions as it opens, and a gate is open while the role loads: open it
  // once the silo's fleet-role mapping (the last thing a fleet gate reads) has come
  await waitFor(() => expect(answeredCount(store, 'siloView')).toBe(1))
  let menu = await rowAction(user, 'Unadopted disks', 'A07D41E2')
  const enable = menu.getByRole('menuitem', { name: 'Enable adoption' })
  await waitFor(() =>
    expect(enable).toHaveAccessibleDescription('Only a fleet admin can enable disk adoption'),
  )
  expect(enable).toHaveAttribute('aria-disabled', 'true')
  await user.keyboard('{Escape}')
  menu = await rowAction(user, 'Adoption requests', SPARE_DISK_SERIAL)
  const withdraw = menu.getByRole('menuitem', { name: 'Withdraw' })
  await waitFor(() =>
    expect(withdraw).toHaveAccessibleDescription('Only a fleet admin can withdraw disk adoption'),
  )
  await user.click(withdraw)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

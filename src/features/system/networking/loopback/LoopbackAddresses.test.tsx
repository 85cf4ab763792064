import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { clearOverlays, renderAtHere } from '~test/renderAtHere'
import { RACK_ID } from '~mirage/sim/scenarios/hardware'
import { LoopbackAddressCreateForm } from './LoopbackAddressCreateForm'
import { LoopbackAddressesPage } from './LoopbackAddressesPage'

// The seeded switches' loopbacks (10.250.0.1/32 on switch0, 10.250.0.2/32 on switch1), as Ada.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(clearOverlays)

const sent = (method: string) => mock.sent(method, '/v1/system/networking/loopback')

test('a new loopback names its switch by slot', async () => {
  const user = userEvent.setup()
  renderAtHere(<LoopbackAddressCreateForm />)
  await screen.findByRole('dialog', { name: 'Create loopback address' }, { timeout: 20_000 })
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Switch/ }), 'switch1')
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Address lot/ }),
    'switch-loopbacks',
  )
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), '10.250.0.9')
  await user.type(screen.getByRole('textbox', { name: /^Prefix length/ }), '32')
  await user.click(screen.getByRole('button', { name: 'Create loopback address' }))
  await screen.findByText('landed')
  expect(sent('POST').map((r) => r.body)).toEqual([
    {
      rack_id: RACK_ID,
      switch_slot: 'switch1',
      address_lot: 'switch-loopbacks',
      address: '10.250.0.9',
      mask: 32,
      anycast: false,
    },
  ])
})

test('an address the switch has already is refused at Address, naming the switch', async () => {
  const user = userEvent.setup()
  renderAtHere(<LoopbackAddressCreateForm />)
  const form = await screen.findByRole(
    'dialog',
    { name: 'Create loopback address' },
    { timeout: 20_000 },
  )
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Address lot/ }),
    'switch-loopbacks',
  )
  // switch0 has 10.250.0.1/32: another prefix length is the same address on it
  const address = screen.getByRole('textbox', { name: /^Address/ })
  await user.type(address, '10.250.0.1')
  await user.type(screen.getByRole('textbox', { name: /^Prefix length/ }), '31')
  await user.click(screen.getByRole('button', { name: 'Create loopback address' }))
  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(
      '10.250.0.1 is already a loopback address on switch0',
    ),
  )
  expect(within(form).queryByText(/name already exists/)).toBeNull()
  expect(screen.queryByText('landed')).toBeNull()
})

test('deleting a loopback addresses it by rack, switch slot, address and mask', async () => {
  const user = userEvent.setup()
  renderAtHere(<LoopbackAddressesPage />)
  const grid = await screen.findByRole('grid', { name: 'Loopback addresses' }, { timeout: 20_000 })
  await user.click(
    await within(grid).findByRole('button', { name: /Row actions for switch1 10\.250\.0\.2/ }),
  )
  await user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Delete loopback address' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('Loopback address 10.250.0.2/32 deleted')).toBeInTheDocument()
  expect(sent('DELETE').map((r) => r.url)).toEqual([
    `/v1/system/networking/loopback-address/${RACK_ID}/switch1/10.250.0.2/32`,
  ])
  await waitFor(() => expect(within(grid).queryByText('10.250.0.2/32')).toBeNull())
})

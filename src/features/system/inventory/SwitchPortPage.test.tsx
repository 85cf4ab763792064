import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { switchPortSeedId, switchSeedId } from '~mirage/sim/scenarios/hardware'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { SwitchPortPage } from './SwitchPortPage'
import { errorResponse } from '~mirage/util/errors'
import { call } from '~test/mirage/testing'
import { RACK_ID } from '~mirage/sim/scenarios/hardware'
import { formatDateTime } from '~/util/format'

// switch0's qsfp0 on the seeded rack: the uplink settings applied, LLDP on, one neighbour.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

function renderPort(port = switchPortSeedId(0, 0)) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/switches/${switchSeedId(0)}/ports/${port}`]}>
        <ConfirmActionModal />
        <Toaster />
        <Routes>
          <Route path="/switches/:switchId/ports/:port" element={<SwitchPortPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('the uplink shows its settings, LLDP and neighbour; clearing says what the rack loses', async () => {
  const user = userEvent.setup()
  renderPort()
  await screen.findByRole('heading', { name: 'switch0 qsfp0' }, { timeout: 20_000 })
  expect(await screen.findByRole('link', { name: 'uplink-switch0-qsfp0' })).toBeVisible()
  const neighbors = await screen.findByRole('grid', { name: 'LLDP neighbors' })
  expect(neighbors).toBeVisible()
  // a neighbour has no id of its own and nothing to do to it: no row menu; one or two, no filter
  expect(within(neighbors).queryByRole('button', { name: /^Row actions/ })).toBeNull()
  expect(screen.queryByRole('textbox', { name: 'Filter' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Clear settings' }))
  const dialog = await screen.findByRole('dialog', { name: 'Clear port settings' })
  expect(dialog).toHaveTextContent('the rack loses that path to the outside network')
  await user.click(within(dialog).getByRole('button', { name: 'Clear settings' }))
  await waitFor(() =>
    expect(
      mock.requests().filter((r) => r.method === 'DELETE' && r.url.includes('/settings')),
    ).toHaveLength(1),
  )
  expect(await screen.findByText('Settings of qsfp0 cleared')).toBeVisible()
  // no settings, no LLDP configuration: the page says why
  expect(
    await screen.findByText('LLDP is configured by the port’s settings; this port has none.'),
  ).toBeVisible()
})

test('apply needs a choice, then a confirm, then sends the settings by name', async () => {
  const user = userEvent.setup()
  renderPort(switchPortSeedId(1, 5))
  await screen.findByRole('heading', { name: 'switch1 qsfp5' }, { timeout: 20_000 })
  await user.click(screen.getByRole('button', { name: 'Apply settings' }))
  const picker = await screen.findByRole('dialog', { name: 'Apply port settings' })
  await user.click(within(picker).getByRole('button', { name: 'Apply settings' }))
  expect(within(picker).getByText('Port settings is required')).toBeVisible()
  await user.selectOptions(
    within(picker).getByRole('combobox', { name: 'Port settings' }),
    'breakout-4x25g',
  )
  await user.click(within(picker).getByRole('button', { name: 'Apply settings' }))
  const confirm = await screen.findByRole('dialog', { name: 'Apply port settings' })
  expect(confirm).toHaveTextContent('traffic on the port drops')
  await user.click(within(confirm).getByRole('button', { name: 'Apply settings' }))
  await waitFor(() =>
    expect(
      mock.requests().filter((r) => r.method === 'POST' && r.url.includes('/settings')),
    ).toEqual([expect.objectContaining({ body: { port_settings: 'breakout-4x25g' } })]),
  )
})

test('neighbours that cannot be read say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/system/hardware/rack-switch-port/:rack_id/:switch_slot/:port/lldp/neighbors', () =>
      refuse
        ? errorResponse(503, 'ServiceUnavailable', 'lldpd is resting')
        : { items: [], next_page: null },
    )
  const user = userEvent.setup()
  renderPort()
  await screen.findByRole('heading', { name: 'switch0 qsfp0' }, { timeout: 20_000 })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the neighbors: Lldpd is resting')
  expect(screen.queryByRole('grid', { name: 'LLDP neighbors' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No LLDP neighbors' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})

test("a neighbour's Last seen reads as a date, the exact time in its title", async () => {
  renderPort()
  await screen.findByRole('heading', { name: 'switch0 qsfp0' }, { timeout: 20_000 })
  expect(await screen.findByRole('link', { name: 'uplink-switch0-qsfp0' })).toBeVisible()
  const neighbors = await screen.findByRole('grid', { name: 'LLDP neighbors' })
  // the mock answers as the API does, in snake_case
  const answer = await call<{ items: { last_seen: string }[] }>(
    'GET',
    `/v1/system/hardware/rack-switch-port/${RACK_ID}/switch0/qsfp0/lldp/neighbors`,
  )
  const iso = new Date(answer.body.items[0]!.last_seen).toISOString()
  const seen = await within(neighbors).findByTitle(iso)
  expect(seen).toHaveAttribute('datetime', iso)
  const day = formatDateTime(new Date(iso))
  expect(seen.textContent?.replace(/\s+/g, ' ')).toBe(day.replace(/\s+/g, ' '))
  expect(within(neighbors).queryByText(/\d{4}-\d{2}-\d{2}T/)).toBeNull()
})

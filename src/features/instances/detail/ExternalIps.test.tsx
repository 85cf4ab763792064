import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { renderInstancePart } from '~test/renderInstancePart'
import { ConfirmActionHost } from '~/components'
import { ExternalIps } from './ExternalIps'
import { errorResponse } from '~mirage/util/errors'

// The external IPs of the seeded ingest-worker-1 (atlas-ingest): an ephemeral IP and a floating
// IP.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })

const renderFor = (name: string) =>
  renderInstancePart(name, (instance) => <ExternalIps project="atlas-ingest" instance={instance} />)

/** The section with the confirmation its detaches ask for; answers its table once shown. */
async function renderWithConfirm(name: string) {
  await renderInstancePart(name, (instance) => (
    <>
      <ExternalIps project="atlas-ingest" instance={instance} />
      <ConfirmActionHost />
    </>
  ))
  return screen.findByRole('grid', { name: 'External IPs' }, { timeout: 30_000 })
}

const cellsOf = (table: HTMLElement, field: string) =>
  within(table)
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === field)
    .map((cell) => cell.textContent)

test('external IPs that could not be loaded say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/instances/:instance/external-ips', () =>
      refuse
        ? errorResponse(503, 'ServiceUnavailable', 'addresses are resting')
        : { items: [], next_page: null },
    )
  const user = userEvent.setup()
  await renderFor('ingest-worker-1')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the external IPs: Addresses are resting')
  expect(screen.queryByRole('grid', { name: 'External IPs' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No external IPs' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a floating IP’s row offers Copy ID before Detach; the ephemeral IP, without an id, only Detach', async () => {
  const user = userEvent.setup()
  await renderFor('ingest-worker-1')
  const table = await screen.findByRole('grid', { name: 'External IPs' }, { timeout: 30_000 })
  await within(table).findByRole('gridcell', { name: 'floating' })
  expect(cellsOf(table, 'kind').sort()).toEqual(['ephemeral', 'floating'])
  const ips = await call<{ items: { kind: string; id?: string; ip: string }[] }>(
    'GET',
    '/v1/instances/ingest-worker-1/external-ips?project=atlas-ingest',
  )
  const floating = ips.body.items.find((ip) => ip.kind === 'floating')!
  const ephemeral = ips.body.items.find((ip) => ip.kind === 'ephemeral')!
  const ephemeralMenu = await openRowMenu(user, table, ephemeral.ip)
  expect(ephemeralMenu.items).toEqual(['Detach'])
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

  const floatingMenu = await openRowMenu(user, table, floating.ip)
  expect(floatingMenu.items).toEqual(['Copy ID', 'Detach'])
  expect(await copyIdFrom(user, floatingMenu.menu)).toBe(floating.id)
})

test('after Detach the focus moves to the next row’s actions, and from the last row to Attach', async () => {
  const user = userEvent.setup()
  const table = await renderWithConfirm('ingest-worker-1')
  await within(table).findByRole('gridcell', { name: 'floating' })
  const ips = await call<{ items: { kind: string; ip: string }[] }>(
    'GET',
    '/v1/instances/ingest-worker-1/external-ips?project=atlas-ingest',
  )
  const [first, second] = ips.body.items.map((ip) => ip.ip) as [string, string]
  const detach = async (ip: string) => {
    const { menu } = await openRowMenu(user, table, ip)
    await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm detach' })
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }))
  }

  await detach(first)
  await waitFor(() =>
    expect(within(table).getByRole('button', { name: `Row actions for ${second}` })).toHaveFocus(),
  )
  await detach(second)
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Attach floating IP' })).toHaveFocus(),
  )
})

test('a second ephemeral IP is of the version the instance lacks, from a pool of it; detach names it', async () => {
  const user = userEvent.setup()
  const table = await renderWithConfirm('ingest-worker-1')
  await within(table).findByRole('gridcell', { name: 'ephemeral' })
  await user.click(screen.getByRole('button', { name: 'Attach ephemeral IP' }))
  const dialog = await screen.findByRole('dialog', { name: 'Attach ephemeral IP' })
  // it has an IPv4 one: IPv6 is chosen, and only IPv6 pools are offered, the default picked
  const version = within(dialog).getByRole('combobox', { name: 'IP version' })
  expect(version).toHaveValue('v6')
  expect(within(version).getByRole('option', { name: 'IPv4 (attached already)' })).toBeDisabled()
  const pool = within(dialog).getByRole('combobox', { name: 'IP pool' })
  await waitFor(() => expect(pool).toHaveValue('default-v6'))
  const offered = within(pool)
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(offered).toEqual(['Select an IP pool', 'default-v6 (default)', 'edge-v6'])
  await user.selectOptions(pool, 'edge-v6')
  await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(mock.sent('POST', '/v1/instances/').map((r) => r.body)).toEqual([
    { pool_selector: { type: 'explicit', pool: 'edge-v6' } },
  ])
  const attach = screen.getByRole('button', { name: 'Attach ephemeral IP' })
  await waitFor(() => expect(attach).toHaveAttribute('aria-disabled', 'true'))
  expect(attach).toHaveAccessibleDescription(
    'An instance can have only one ephemeral IP of each IP version',
  )

  const ips = await call<{ items: { kind: string; ip: string }[] }>(
    'GET',
    '/v1/instances/ingest-worker-1/external-ips?project=atlas-ingest',
  )
  const v6 = ips.body.items.find((ip) => ip.ip.includes(':'))!
  const { menu } = await openRowMenu(user, table, v6.ip)
  await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
  const confirm = await screen.findByRole('dialog', { name: 'Confirm detach' })
  await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
  await waitFor(() => expect(mock.sent('DELETE')).toHaveLength(1))
  expect(mock.sent('DELETE')[0]!.url).toContain('ip_version=v6')
})

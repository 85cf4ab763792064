import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { errorResponse } from '~mirage/util/errors'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { clearOverlays } from '~test/renderAtHere'
import { renderInstanceSection } from '~test/renderInstancePart'
import { MulticastGroups } from './MulticastGroups'

// The seeded groups: tile-updates holds atlas-ingest's three ingest workers (worker 3 stopped),
// price-feed worker 1 (with a source) and billing-api's invoice-api-1.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })
afterEach(clearOverlays)

const renderFor = (name: string) =>
  renderInstanceSection(
    name,
    (instance) => <MulticastGroups project="atlas-ingest" instance={instance} />,
    { gated: true },
  )

const table = () => screen.findByRole('grid', { name: 'Multicast groups' })
const joins = () => mock.requests().filter((r) => r.method === 'PUT')

async function openJoin() {
  const join = screen.getByRole('button', { name: 'Join multicast group' })
  await waitFor(() => expect(join).not.toHaveAttribute('aria-disabled'))
  await userEvent.click(join)
  return screen.findByRole('dialog', { name: 'Join multicast group' })
}

test('a running instance lists its groups, joins a new one by name and leaves it, confirmed', async () => {
  const instance = await renderFor('ingest-worker-1')
  const grid = await table()
  expect(await within(grid).findByRole('link', { name: 'tile-updates' })).toBeInTheDocument()
  expect(within(grid).getByText('198.51.100.5')).toBeInTheDocument()
  expect(within(grid).getAllByText('joined')).toHaveLength(2)

  const form = await openJoin()
  await userEvent.click(within(form).getByRole('radio', { name: /A new group by name/ }))
  await userEvent.type(within(form).getByRole('textbox', { name: /^Group name/ }), 'edge')
  await userEvent.click(within(form).getByRole('button', { name: 'Join group' }))
  expect(await screen.findByText('ingest-worker-1 joined edge')).toBeInTheDocument()
  expect(joins()).toEqual([
    expect.objectContaining({
      url: `/v1/instances/${instance.id}/multicast-groups/edge`,
      body: { source_ips: null, ip_version: null },
    }),
  ])
  expect(await within(grid).findByRole('link', { name: 'edge' })).toBeInTheDocument()

  await userEvent.click(within(grid).getByRole('button', { name: 'Row actions for 224.10.0.3' }))
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Leave group' }))
  const confirm = await screen.findByRole('dialog', { name: 'Leave multicast group' })
  expect(confirm).toHaveTextContent('A group whose last member leaves is deleted.')
  await userEvent.click(within(confirm).getByRole('button', { name: 'Leave' }))
  await waitFor(() => expect(within(grid).queryByRole('link', { name: 'edge' })).toBeNull())
  expect(mock.sent('DELETE').map((r) => r.url)).toEqual([
    expect.stringMatching(
      new RegExp(`^/v1/instances/${instance.id}/multicast-groups/[0-9a-f-]{36}$`),
    ),
  ])
})

test('a unicast address, or an SSM one without sources, is refused at the field; nothing is sent', async () => {
  await renderFor('ingest-worker-3')
  await table()
  const form = await openJoin()
  await userEvent.click(within(form).getByRole('radio', { name: /A group by address/ }))
  const address = within(form).getByRole('textbox', { name: /^Address/ })
  await userEvent.type(address, '10.0.0.1')
  await userEvent.click(within(form).getByRole('button', { name: 'Join group' }))
  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(
      'Must be a multicast address (224.0.0.0/4 or ff00::/8)',
    ),
  )

  await userEvent.clear(address)
  await userEvent.type(address, '232.1.1.1')
  await userEvent.click(within(form).getByRole('button', { name: 'Join group' }))
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Source IPs' })).toHaveAccessibleDescription(
      'An SSM address (232.0.0.0/8 or ff3x::/32) needs at least one source IP',
    ),
  )
  expect(joins()).toEqual([])
})

test('a refused join keeps what was typed', async () => {
  mock
    .server()
    .put('/v1/instances/:instance/multicast-groups/:group', () =>
      errorResponse(400, 'InvalidRequest', "multicast IP not in any pool's address range"),
    )
  await renderFor('ingest-worker-2')
  await table()
  const form = await openJoin()
  await userEvent.click(within(form).getByRole('radio', { name: /A group by address/ }))
  await userEvent.type(within(form).getByRole('textbox', { name: /^Address/ }), '239.1.1.1')
  await userEvent.click(within(form).getByRole('button', { name: 'Join group' }))
  expect(await within(form).findByText(/not in any pool/i)).toBeInTheDocument()
  expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveValue('239.1.1.1')
})

test('a silo viewer sees the groups, with Join disabled and the reason', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  await renderFor('ingest-worker-1')
  const grid = await table()
  expect(await within(grid).findByRole('link', { name: 'price-feed' })).toBeInTheDocument()
  const join = screen.getByRole('button', { name: 'Join multicast group' })
  await waitFor(() =>
    expect(join).toHaveAccessibleDescription(
      "Only a project collaborator or admin can change this instance's multicast groups",
    ),
  )
})

import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { shownRequest } from '~test/requestPreview'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { FloatingIpCreateForm } from './FloatingIpForms'

// A drawer and a real (mock) network in jsdom on a busy machine: the timeouts are about speed.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

function renderForm() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas-ingest/floating-ips-new']}>
        <Routes>
          <Route path="/projects/:project/floating-ips-new" element={<FloatingIpCreateForm />} />
          <Route path="/projects/:project/floating-ips" element={<h1>the floating IPs</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

type Range = { range: { first: string; last: string } }

test('an address outside the silo’s pools is refused at the field, with the pools’ ranges', async () => {
  // what a fleet viewer (Ada) may read of the default pool
  const ranges = await call<{ items: Range[] }>('GET', '/v1/system/ip-pools/default/ranges')
  const first = ranges.body.items[0]!.range
  const user = userEvent.setup()
  renderForm()
  await screen.findByRole('dialog', { name: 'Create floating IP' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'edge')
  const address = screen.getByRole('textbox', { name: /^IP address/ })
  await user.type(address, '10.9.9.9')
  await user.click(screen.getByRole('button', { name: 'Create floating IP' }))

  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining("10.9.9.9 is not in any IP pool of the silo. The silo's pools: "),
    ),
  )
  expect(address).toHaveAccessibleDescription(
    expect.stringContaining(`default (${first.first}–${first.last}`),
  )
  expect(address).toHaveFocus()

  // the pool's first address is taken: that too is said at the field
  await user.clear(address)
  await user.type(address, first.first)
  await user.click(screen.getByRole('button', { name: 'Create floating IP' }))
  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(
      `Requested external IP address ${first.first} is already in use`,
    ),
  )

  await user.clear(address)
  await user.type(address, first.last)
  await user.click(screen.getByRole('button', { name: 'Create floating IP' }))
  expect(await screen.findByRole('heading', { name: 'the floating IPs' })).toBeVisible()
})

test('the request shown is the request sent', async () => {
  const user = userEvent.setup()
  renderForm()
  await screen.findByRole('dialog', { name: 'Create floating IP' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'f1')
  const shown = await shownRequest(user)
  expect(shown).toMatchObject({ method: 'POST', url: '/v1/floating-ips?project=atlas-ingest' })
  expect(shown.body).toMatchObject({ name: 'f1' })

  await user.click(screen.getByRole('button', { name: 'Create floating IP' }))
  expect(await screen.findByRole('heading', { name: 'the floating IPs' })).toBeVisible()
  expect(mock.sent('POST', '/v1/floating-ips')).toEqual([shown])
})

test('the silo’s default pool and its version are chosen first; IPv6 offers only IPv6 pools', async () => {
  const user = userEvent.setup()
  renderForm()
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Create floating IP' },
    { timeout: 20_000 },
  )
  const version = within(dialog).getByRole('combobox', { name: /^IP version/ })
  const pool = within(dialog).getByRole('combobox', { name: /^IP pool/ })
  // prairie has a default pool of each version: the API needs one named, IPv4 first
  await waitFor(() => expect(pool).toHaveValue('default'))
  expect(version).toHaveValue('v4')

  await user.selectOptions(version, 'v6')
  const offered = within(pool)
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'))
  expect(offered.sort()).toEqual(['', 'default-v6', 'edge-v6'])
  // the IPv4 pool picked before is no choice any more: the silo's IPv6 default is taken
  expect(pool).toHaveValue('')
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'v6')
  await user.click(within(dialog).getByRole('button', { name: 'Create floating IP' }))
  expect(await screen.findByRole('heading', { name: 'the floating IPs' })).toBeVisible()
  expect(mock.sent('POST', '/v1/floating-ips').map((r) => r.body)).toEqual([
    {
      name: 'v6',
      description: '',
      address_allocator: { type: 'auto', pool_selector: { type: 'auto', ip_version: 'v6' } },
    },
  ])
})

import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { FloatingIpCreateForm } from './FloatingIpForms'

// A drawer and a real (mock) network in jsdom on a busy machine: the timeouts are about speed.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })
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

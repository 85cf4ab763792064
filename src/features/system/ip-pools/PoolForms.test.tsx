import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { IpPoolCreateForm } from './PoolForms'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

type PoolBody = { name: string; ip_version: string; pool_type: string; assignment: string }

function renderForm() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/system/networking/ip-pools-new']}>
        <Routes>
          <Route path="/system/networking/ip-pools-new" element={<IpPoolCreateForm />} />
          <Route path="/system/networking/ip-pools/:pool" element={<p>The pool’s page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const group = (name: string) => screen.getByRole('radiogroup', { name })

test("the form opens on IpPoolCreate's defaults and sends them", async () => {
  const user = userEvent.setup()
  renderForm()
  await screen.findByRole('dialog', { name: 'Create IP pool' }, { timeout: 20_000 })
  expect(screen.getByRole('radio', { name: 'IPv4' })).toBeChecked()
  expect(screen.getByRole('radio', { name: /^Unicast/ })).toBeChecked()
  expect(screen.getByRole('radio', { name: /^Silos/ })).toBeChecked()
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'plain-pool')
  await user.click(screen.getByRole('button', { name: 'Create IP pool' }))
  await screen.findByText('The pool’s page')
  const made = await call<PoolBody>('GET', '/v1/system/ip-pools/plain-pool')
  expect(made.body).toMatchObject({ ip_version: 'v4', pool_type: 'unicast', assignment: 'silos' })
})

test('IP version, pool type and assignment chosen by keyboard are what the pool is made with', async () => {
  const user = userEvent.setup()
  renderForm()
  await screen.findByRole('dialog', { name: 'Create IP pool' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'services-v6')
  // a radio group is one tab stop; the arrow keys choose within it
  await user.click(screen.getByRole('radio', { name: 'IPv4' }))
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('radio', { name: 'IPv6' })).toBeChecked()
  await user.click(within(group('Pool type')).getByRole('radio', { name: /^Multicast/ }))
  await user.click(within(group('Assigned to')).getByRole('radio', { name: /^System services/ }))
  await user.click(screen.getByRole('button', { name: 'Create IP pool' }))
  await screen.findByText('The pool’s page')
  const made = await call<PoolBody>('GET', '/v1/system/ip-pools/services-v6')
  expect(made.body).toMatchObject({
    ip_version: 'v6',
    pool_type: 'multicast',
    assignment: 'system_services',
  })
})

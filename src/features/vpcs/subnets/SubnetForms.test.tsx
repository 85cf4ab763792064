import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { SubnetCreateForm } from './SubnetForms'

// A drawer and a real (mock) network in jsdom on a busy machine: the timeouts are about speed.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

function renderForm() {
  const base = '/projects/:project/vpcs/:vpc'
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas-ingest/vpcs/default/subnets-new']}>
        <Routes>
          <Route path={`${base}/subnets-new`} element={<SubnetCreateForm />} />
          <Route path={`${base}/subnets`} element={<h1>the subnets</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const posts = () => mock.requests().filter((r) => r.method === 'POST')

test('a block with host bits set offers its network; an overlap names the subnet it overlaps', async () => {
  const user = userEvent.setup()
  renderForm()
  await screen.findByRole('dialog', { name: 'Create subnet' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'metrics')
  const block = screen.getByRole('textbox', { name: /^IPv4 block/ })

  // the default subnet is 172.30.0.0/22: this one has host bits set and overlaps it
  await user.type(block, '172.30.1.5/24')
  await user.click(screen.getByRole('button', { name: 'Create subnet' }))
  expect(block).toHaveAccessibleDescription(
    '172.30.1.5/24 is not a network address. Did you mean 172.30.1.0/24?',
  )
  expect(posts()).toEqual([])
  await user.click(screen.getByRole('button', { name: 'Use 172.30.1.0/24' }))
  expect(block).toHaveValue('172.30.1.0/24')

  await user.click(screen.getByRole('button', { name: 'Create subnet' }))
  await waitFor(() =>
    expect(block).toHaveAccessibleDescription('Overlaps 172.30.0.0/22 of subnet default'),
  )
  expect(block).toHaveFocus()
  expect(screen.queryByText('Error')).not.toBeInTheDocument()

  await user.clear(block)
  await user.type(block, '172.30.8.5/24')
  await user.click(screen.getByRole('button', { name: 'Use 172.30.8.0/24' }))
  await user.click(screen.getByRole('button', { name: 'Create subnet' }))
  expect(await screen.findByRole('heading', { name: 'the subnets' })).toBeVisible()
  // only the network was ever sent
  expect(posts().map((r) => (r.body as { ipv4_block: string }).ipv4_block)).toEqual([
    '172.30.1.0/24',
    '172.30.8.0/24',
  ])
})

import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { RangeAddForm } from './RangeAddForm'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

test('a range overlapping another pool’s is refused at First, naming that range and pool', async () => {
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/system/networking/ip-pools/lab-reserve/ranges-add']}>
        <Routes>
          <Route path="/system/networking/ip-pools/:pool/ranges-add" element={<RangeAddForm />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  await screen.findByRole('dialog', { name: 'Add IP range' }, { timeout: 20_000 })
  const first = screen.getByRole('textbox', { name: /^First/ })
  // the default pool holds 198.51.100.20–198.51.100.99
  await user.type(first, '198.51.100.90')
  await user.type(screen.getByRole('textbox', { name: /^Last/ }), '198.51.100.120')
  await user.click(screen.getByRole('button', { name: 'Add IP range' }))
  await waitFor(() =>
    expect(first).toHaveAccessibleDescription(
      'Overlaps 198.51.100.20–198.51.100.99 of pool default',
    ),
  )
  expect(first).toHaveFocus()
  expect(first).toHaveValue('198.51.100.90')
})

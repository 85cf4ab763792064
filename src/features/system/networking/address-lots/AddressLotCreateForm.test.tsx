import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { AddressLotCreateForm } from './AddressLotCreateForm'

jest.setTimeout(60_000)

mockApiForEachTest({ seed: true })

test('a block with both ends invalid is refused at each end', async () => {
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <AddressLotCreateForm />
      </MemoryRouter>
    </Provider>,
  )
  const form = await screen.findByRole('dialog', { name: 'Create address lot' })
  const first = within(form).getByLabelText('First address')
  const last = within(form).getByLabelText('Last address')
  await user.type(first, '10.0.0.256')
  await user.type(last, '10.0.1.x')
  await user.click(within(form).getByRole('button', { name: 'Add block' }))
  await waitFor(() => expect(first).toHaveAccessibleDescription('Not a valid IP address'))
  expect(last).toHaveAccessibleDescription('Not a valid IP address')
  expect(within(form).getByText('No blocks yet')).toBeInTheDocument()

  // fixing one end leaves the other's error standing
  await user.clear(first)
  await user.type(first, '10.0.0.1')
  await user.click(within(form).getByRole('button', { name: 'Add block' }))
  await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'false'))
  expect(last).toHaveAccessibleDescription('Not a valid IP address')
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LastUpdated } from './LastUpdated'

test('the age is no tab stop: Tab goes to Refresh, which the age describes', async () => {
  const user = userEvent.setup()
  const onRefresh = jest.fn(() => Promise.resolve())
  render(
    <>
      <button>Create instance</button>
      <LastUpdated at={Date.now() - 5 * 60_000} onRefresh={onRefresh} noun="instances" />
    </>,
  )
  const age = screen.getByText(/^Updated 5m ago$/)
  // the exact time, for machines and (in a tooltip) on hover
  expect(age).toHaveAttribute('datetime')

  await user.click(screen.getByRole('button', { name: 'Create instance' }))
  await user.tab()
  const refresh = screen.getByRole('button', { name: 'Refresh instances' })
  expect(refresh).toHaveFocus()
  expect(refresh).toHaveAccessibleDescription('Updated 5m ago')
  await user.tab()
  expect(document.body).toHaveFocus()
})

import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { GatedButton } from './GatedButton'

// The reason a button is disabled often clears while the user is on it (the policies that give
// them the role arrive): the focus stays on the very same element, now usable.

function Page({ to }: { to?: string }) {
  const [reason, setReason] = useState<string | undefined>('Only a silo admin can add roles')
  const [clicked, setClicked] = useState(0)
  return (
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <GatedButton disabledReason={reason} to={to} onClick={() => setClicked((n) => n + 1)}>
                Add role
              </GatedButton>
              <button onClick={() => setReason(undefined)}>the role arrives</button>
              <p>clicked {clicked}</p>
            </>
          }
        />
        <Route path="/new" element={<h1>the form</h1>} />
      </Routes>
    </MemoryRouter>
  )
}

test('a button keeps keyboard focus when its disabled reason clears, and then works', async () => {
  const user = userEvent.setup()
  render(<Page />)
  const button = screen.getByRole('button', { name: 'Add role' })
  expect(button).toHaveAttribute('aria-disabled', 'true')
  expect(button).toHaveAccessibleDescription('Only a silo admin can add roles')

  act(() => button.focus())
  await user.keyboard('{Enter}')
  expect(screen.getByText('clicked 0')).toBeInTheDocument()

  // the reason clears without moving focus (a query answering in the background)
  act(() => screen.getByRole('button', { name: 'the role arrives' }).click())
  expect(await screen.findByRole('button', { name: 'Add role' })).not.toHaveAttribute(
    'aria-disabled',
  )
  expect(screen.getByRole('button', { name: 'Add role' })).toBe(button)
  expect(button).toHaveFocus()
  expect(button).not.toHaveAccessibleDescription()
  await user.keyboard('{Enter}')
  expect(screen.getByText('clicked 1')).toBeInTheDocument()
})

test('a link keeps keyboard focus when its disabled reason clears, and then goes', async () => {
  const user = userEvent.setup()
  render(<Page to="/new" />)
  const link = screen.getByRole('link', { name: 'Add role' })
  expect(link).toHaveAttribute('aria-disabled', 'true')
  act(() => link.focus())
  await user.keyboard('{Enter}')
  expect(screen.queryByRole('heading', { name: 'the form' })).not.toBeInTheDocument()

  act(() => screen.getByRole('button', { name: 'the role arrives' }).click())
  expect(await screen.findByRole('link', { name: 'Add role' })).not.toHaveAttribute('aria-disabled')
  expect(screen.getByRole('link', { name: 'Add role' })).toBe(link)
  expect(link).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('heading', { name: 'the form' })).toBeVisible()
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import { LocalLoginPage } from './LocalLoginPage'

test('Sign in with the password left empty goes to the password field', async () => {
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/login/prairie/local']}>
        <Routes>
          <Route path="/login/:silo/local" element={<LocalLoginPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'ada')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  const password = screen.getByLabelText(/^Password/)
  await waitFor(() => expect(password).toHaveFocus())
  expect(password).toHaveAccessibleDescription('Password is required')
})

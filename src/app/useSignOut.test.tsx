import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { createTestStore } from '~/api/endpoints/testing'
import { addToast, Toaster } from '~/components'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { useSignOut } from './useSignOut'

const mock = mockApiForEachTest({ seed: true })

function SignOutButton() {
  const signOut = useSignOut()
  return <button onClick={() => void signOut()}>Sign out</button>
}

test('signing out calls logout, goes to sign-in and leaves no toast behind', async () => {
  const router = createMemoryRouter(
    [
      {
        // toasts live beside the routes, as in the app's root layout
        path: '/',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { index: true, element: <SignOutButton /> },
          { path: 'login', element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  act(() => addToast({ title: 'Deleted', content: 'Instance db-1 deleted' }))
  expect(await screen.findByText('Instance db-1 deleted')).toBeVisible()

  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(mock.requests().map((r) => `${r.method} ${r.url}`)).toContain('POST /v1/logout')
  await waitFor(() => expect(screen.queryByText('Instance db-1 deleted')).toBeNull())
})

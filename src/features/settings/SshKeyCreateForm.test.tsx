import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createBrowserRouter, RouterProvider, useNavigate, useSearchParams } from 'react-router-dom'
import { registerNavigate, safeRedirect } from '~/app/navigation'
import { makeStore } from '~/app/store'
import { clearToasts } from '~/components'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { SshKeyCreateForm } from './SshKeyCreateForm'

// A side-modal route's round trip through a lost sign-in, with the app's own redirect (spec §8:
// /login?redirect_uri=…) and its way back: the form is as the user left it.

jest.setTimeout(30_000)

const mock = mockApiForEachTest()

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl'

/** Stands in for the sign-in page: signs the user in and follows redirect_uri as it does. */
function SignIn({ userId }: { userId: string }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <button
      onClick={() => {
        contextOf(mock.server()).session.userId = userId
        void navigate(safeRedirect(params.get('redirect_uri')), { replace: true })
      }}
    >
      Sign in
    </button>
  )
}

function renderAt(path: string, userId: string) {
  window.history.replaceState(null, '', path)
  const router = createBrowserRouter([
    { path: '/settings/ssh-keys', element: <h1>SSH Keys</h1> },
    { path: '/settings/ssh-keys-new', element: <SshKeyCreateForm /> },
    { path: '/login', element: <SignIn userId={userId} /> },
  ])
  registerNavigate((to, opts) => void router.navigate(to, opts))
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

beforeEach(() => window.sessionStorage.clear())
afterEach(() => {
  registerNavigate(undefined)
  clearToasts()
})

test('a sign-in that runs out on Add SSH key comes back to the form as it was', async () => {
  const user = userEvent.setup({ delay: null })
  const { user: ada } = mock.signIn()
  const router = renderAt('/settings/ssh-keys-new', ada.id)
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'laptop')
  // the key's characters are not what is tested: one paste, not 80 keystrokes
  await user.click(screen.getByRole('textbox', { name: /^Public key/ }))
  await user.paste(KEY)

  contextOf(mock.server()).session.userId = null
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  await screen.findByRole('button', { name: 'Sign in' })
  expect(router.state.location.pathname + router.state.location.search).toBe(
    `/login?redirect_uri=${encodeURIComponent('/settings/ssh-keys-new')}`,
  )

  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByRole('note')).toHaveTextContent('Restored what you had typed')
  expect(window.location.pathname).toBe('/settings/ssh-keys-new')
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('laptop')
  expect(screen.getByRole('textbox', { name: /^Public key/ })).toHaveValue(KEY)

  // now it goes, and nothing is left to restore
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  expect(await screen.findByRole('heading', { name: 'SSH Keys' })).toBeVisible()
  expect(Object.keys(window.sessionStorage)).toEqual([])
  await act(() => router.navigate('/settings/ssh-keys-new'))
  expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('')
  expect(screen.queryByRole('note')).not.toBeInTheDocument()
})

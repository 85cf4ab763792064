import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderApp } from '~test/renderApp'
import { login } from '~test/mirage/testing'
import { api } from '~/api/api'
import { store } from './store'

// A silo page opened by its URL by a user whose role does not reach it (Ravi: a project admin
// with no role on the silo; Noor: no groups, no role): the error shows inside the frame, with
// the navigation still there, the role the page needs, and a way back.

jest.setTimeout(60_000)
mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {}
})
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
})

const NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

test.each([
  ['/utilization', "see the silo's utilization"],
  ['/images', "see the silo's images"],
  ['/certificates', "see the silo's certificates"],
])(
  '%s for a user with only a project role: the frame stays, saying which role it needs',
  async (url, action) => {
    await login('ravi', 'night shift')
    renderApp(url)
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 15_000 }),
    ).toBeVisible()
    expect(
      await screen.findByText(
        `Action not authorized: only a silo viewer or collaborator or admin can ${action}. You have no role on the silo.`,
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Silo navigation' })
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    // Ravi is in a group (on-call): the identity provider is not the problem
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
    // opened first in the session: there is nothing to go back to
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  },
)

test('a user in no groups with no role gets the notice, and Back returns where they were', async () => {
  const user = userEvent.setup()
  await login('noor', 'plain user')
  const router = renderApp('/settings/profile', '/utilization')
  expect(await screen.findByText(NOTICE, undefined, { timeout: 15_000 })).toBeVisible()
  expect(screen.getByRole('navigation', { name: 'Silo navigation' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Back' }))
  expect(router.state.location.pathname).toBe('/settings/profile')
})

test('Go to projects leads a project-only user to the projects they can open', async () => {
  const user = userEvent.setup()
  await login('ravi', 'night shift')
  const router = renderApp('/certificates')
  await user.click(await screen.findByRole('link', { name: 'Go to projects' }, { timeout: 15_000 }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
  expect(
    await screen.findByText(/Only users with a role on the silo can list its projects/, undefined, {
      timeout: 15_000,
    }),
  ).toBeVisible()
})

import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { currentUserApi } from '~/api/endpoints/currentUser'
import { createTestStore } from '~/api/endpoints/testing'
import { SidebarLayout } from './SidebarLayout'

// The silo sidebar's links whose pages need a silo role: Ravi (seeded: admin of payments-prod,
// no silo role) sees them disabled with the reason; Ada (silo admin) follows them.

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })

const nav = [
  { label: 'Projects', to: () => '/projects' },
  {
    label: 'Certificates',
    to: () => '/certificates',
    gate: {
      level: 'silo' as const,
      need: 'viewer' as const,
      action: "see the silo's certificates",
    },
  },
]

async function renderSidebarAs(username: string, password: string) {
  expect((await login(username, password)).status).toBe(204)
  const store = createTestStore()
  await store.dispatch(currentUserApi.endpoints.currentUserView.initiate()).unwrap()
  const router = createMemoryRouter(
    [
      {
        element: <SidebarLayout heading="Silo" nav={nav} />,
        children: [
          { path: '/projects', element: <h1>Projects page</h1> },
          { path: '/certificates', element: <h1>Certificates page</h1> },
        ],
      },
    ],
    { initialEntries: ['/projects'] },
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return within(screen.getByRole('navigation', { name: 'Silo navigation' }))
}

test('no silo role: the link is disabled with the reason and goes nowhere', async () => {
  const sidebar = await renderSidebarAs('ravi', 'night shift')
  const link = await sidebar.findByRole('link', {
    name: 'Certificates',
    description: "Only a silo viewer or collaborator or admin can see the silo's certificates",
  })
  expect(link).toHaveAttribute('aria-disabled', 'true')
  await userEvent.setup().click(link)
  expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument()
  // a link with no gate is a link
  expect(sidebar.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-disabled')
})

test('a silo admin follows the link', async () => {
  const sidebar = await renderSidebarAs('ada', 'correct horse')
  const user = userEvent.setup()
  const link = sidebar.getByRole('link', { name: 'Certificates' })
  await user.click(link)
  expect(await screen.findByRole('heading', { name: 'Certificates page' })).toBeInTheDocument()
  expect(link).not.toHaveAttribute('aria-disabled')
  expect(link).toHaveAttribute('aria-current', 'page')
})

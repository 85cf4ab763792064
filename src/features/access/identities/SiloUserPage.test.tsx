import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { SEED_USER_IDS } from '~mirage/sim/scenarios/seeds'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { SiloUserPage } from './SiloUserPage'
import { PROJECT_ROLES_CAP } from './useProjectRoles'

// users/{user}: Tomás Reyes (platform-team, two sessions, one token), seen by Ada (a silo admin)
// and by Mei (a silo viewer).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 20_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

const TOMAS = SEED_USER_IDS.tomas ?? ''

function renderUser(id = TOMAS) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/users/${id}`]}>
        <Routes>
          <Route path="/users/:user" element={<SiloUserPage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const rows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1)

test("an admin sees the user's groups, roles and sign-ins, and signs them out everywhere", async () => {
  const user = userEvent.setup()
  renderUser()
  expect(await screen.findByRole('heading', { name: 'Tomás Reyes', level: 1 })).toBeVisible()
  expect(screen.getByText(TOMAS)).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'platform-team' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/groups\?group=/),
  )
  // the silo role through platform-team; atlas-ingest's viewer role through it too
  expect(await screen.findByText('collaborator')).toBeInTheDocument()
  const projects = await screen.findByRole('grid', { name: 'Project roles' })
  expect(await within(projects).findByRole('link', { name: 'atlas-ingest' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/access',
  )
  const sessions = await screen.findByRole('grid', { name: 'Console sessions' })
  await waitFor(() => expect(rows(sessions)).toHaveLength(2))
  const tokens = screen.getByRole('grid', { name: 'Access tokens' })
  await waitFor(() => expect(rows(tokens)).toHaveLength(1))

  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
  const dialog = await screen.findByRole('dialog', { name: 'Sign out Tomás Reyes everywhere' })
  expect(dialog).toHaveTextContent('Every console session and access token of Tomás Reyes')
  expect(mock.sent('POST', '/v1/users')).toEqual([])
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
  expect(await screen.findByText('Tomás Reyes signed out everywhere')).toBeInTheDocument()
  expect(mock.sent('POST', `/v1/users/${TOMAS}/logout`)).toHaveLength(1)
  expect(await screen.findByText('No console sessions')).toBeInTheDocument()
  expect(await screen.findByText('No access tokens')).toBeInTheDocument()
})

test("a silo viewer sees the sign-out disabled and not another user's sign-ins", async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderUser()
  await screen.findByRole('heading', { name: 'Tomás Reyes', level: 1 })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toHaveAccessibleDescription(
      'Only a silo admin can sign a user out',
    ),
  )
  expect(
    await screen.findByText("Only a silo admin can see another user's sessions and tokens"),
  ).toBeInTheDocument()
  expect(mock.sent('GET', `/v1/users/${TOMAS}/sessions`)).toEqual([])
  expect(mock.sent('GET', `/v1/users/${TOMAS}/access-tokens`)).toEqual([])
})

test("a silo of many projects: the first ones' policies are asked at once, the rest on demand", async () => {
  const user = userEvent.setup()
  const { silo } = contextOf(mock.server()).schema.find('user', TOMAS)!
  const before = contextOf(mock.server()).schema.where('project', { siloId: silo!.id }).length
  const total = Math.max(before, PROJECT_ROLES_CAP + 3)
  for (let n = before; n < total; n++) mock.create('project', { silo, name: `zz-${n}` })
  const over = total - PROJECT_ROLES_CAP
  renderUser()
  const note = await screen.findByText(`${over} more projects not checked`, { exact: false })
  const policyReads = () =>
    mock.sent('GET', '/v1/projects/').filter((r) => r.url.endsWith('/policy'))
  expect(policyReads()).toHaveLength(PROJECT_ROLES_CAP)
  await user.click(within(note).getByRole('button', { name: `Check all ${over}` }))
  await waitFor(() => expect(screen.queryByText(/not checked/)).not.toBeInTheDocument())
  expect(policyReads()).toHaveLength(total)
})

import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { SEED_USER_IDS } from '~mirage/sim/scenarios/seeds'
import { login } from '~test/mirage/testing'
import { currentUserApi } from '~/api/endpoints/currentUser'
import { createTestStore } from '~/api/endpoints/testing'
import { rememberProject } from '~/app/recentProjects'
import { ProjectsPage } from './ProjectsPage'

// Ravi (seeded) holds admin on payments-prod and no role on the silo: the API refuses him the
// silo's project list, and /projects gets him to his projects instead of an error page.

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })

mockApiForEachTest({ seed: true })

function ProjectHome() {
  return <h1>In project {useParams().project}</h1>
}

async function renderAsRavi() {
  expect((await login('ravi', 'night shift')).status).toBe(204)
  const store = createTestStore()
  // the signed-in area has the user before any page renders
  const me = await store.dispatch(currentUserApi.endpoints.currentUserView.initiate()).unwrap()
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:project/instances" element={<ProjectHome />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return me
}

afterEach(() => localStorage.clear())

test('no role on the silo: says what is missing, no error page, and opens a project by name', async () => {
  await renderAsRavi()
  expect(await screen.findByText('You have no role on the silo prairie')).toBeInTheDocument()
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  // the spec's identity-provider notice belongs to real 403 pages, not here
  expect(screen.queryByText(/identity provider is not set up/)).not.toBeInTheDocument()
  expect(screen.getByText(/not opened a project in this browser yet/)).toBeInTheDocument()

  const user = userEvent.setup()
  const form = screen.getByRole('form', { name: 'Open a project by name' })
  const name = within(form).getByRole('textbox', { name: /Project name/ })
  await user.click(within(form).getByRole('button', { name: 'Open project' }))
  expect(name).toHaveAccessibleDescription('Project name is required')

  // a project he has no role on answers 404, like one that does not exist
  await user.type(name, 'atlas-ingest{Enter}')
  expect(
    await screen.findByText(/No project named atlas-ingest that you have a role on/),
  ).toBeInTheDocument()

  await user.clear(name)
  await user.type(name, 'payments-prod{Enter}')
  expect(await screen.findByRole('heading', { name: 'In project payments-prod' })).toBeVisible()
})

test('projects opened before in this browser are offered; one that is gone is forgotten', async () => {
  const ravi = SEED_USER_IDS.ravi!
  rememberProject(ravi, 'vanished')
  rememberProject(ravi, 'payments-prod')
  const me = await renderAsRavi()
  expect(me.id).toBe(ravi)
  const recent = await screen.findByRole('list', { name: 'Recently opened projects' })
  const link = within(recent).getByRole('link', { name: 'payments-prod' })
  expect(link).toHaveAttribute('href', '/projects/payments-prod/instances')
  expect(await within(recent).findByText('Payment processing, production')).toBeVisible()
  // 'vanished' answers 404: it goes from the list and from storage
  await screen.findByText('Payment processing, production')
  expect(within(recent).queryByRole('link', { name: 'vanished' })).not.toBeInTheDocument()
  expect(localStorage.getItem(`console-recent-projects:${ravi}`)).toBe('["payments-prod"]')
})

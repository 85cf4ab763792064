import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { AntiAffinityGroupEditForm } from './forms/GroupEditForm'
import { AntiAffinityGroupPage } from './group/GroupPage'
import { AffinityPage } from './list/AffinityPage'

// The list and a group's page on the seeded fleet, each reading the views its route defines:
// atlas-ingest has ingest-colocate (affinity) and ingest-spread (anti-affinity, the workers).

// MUI and the lazily loaded grid in jsdom on a busy machine
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 20_000 })

mockApiForEachTest({ seed: true, freezeStates: true })

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/projects/:project/affinity" element={<AffinityPage />} />
          <Route path="/projects/:project/anti-affinity/:group" element={<AntiAffinityGroupPage />}>
            <Route path="edit" element={<AntiAffinityGroupEditForm />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1)

test('the list holds both kinds of group of the project, by name', async () => {
  renderAt('/projects/atlas-ingest/affinity')
  const grid = await screen.findByRole('grid', { name: 'Affinity groups' })
  await within(grid).findByRole('gridcell', { name: 'ingest-spread' })
  expect(
    dataRows(grid).map((r) => [
      within(r).getAllByRole('gridcell')[0]?.textContent,
      within(r).getByRole('gridcell', { name: /affinity$/i }).textContent,
    ]),
  ).toEqual([
    ['ingest-colocate', 'Affinity'],
    ['ingest-spread', 'Anti-affinity'],
  ])
})

test("a group's page shows the group and its members", async () => {
  renderAt('/projects/atlas-ingest/anti-affinity/ingest-spread')
  expect(await screen.findByRole('heading', { name: 'ingest-spread' })).toBeInTheDocument()
  expect(screen.getByText('Keep the workers on different sleds')).toBeInTheDocument()
  const members = await screen.findByRole('grid', { name: 'Members' })
  await within(members).findByRole('gridcell', { name: 'ingest-worker-1' })
})

test("a group's edit form starts from the group its page shows", async () => {
  renderAt('/projects/atlas-ingest/anti-affinity/ingest-spread/edit')
  const form = await screen.findByRole('dialog', { name: 'Edit anti-affinity group' })
  expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('ingest-spread')
})

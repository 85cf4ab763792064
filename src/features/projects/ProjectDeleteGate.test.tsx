import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { ProjectsPage } from './ProjectsPage'

// A project is deleted by its collaborators and admins (a silo collaborator or admin is one on
// every project). Lena, a silo viewer and a collaborator on atlas-ingest, is offered Delete there
// and sees it disabled with why on the others, in a row's menu and in the bulk bar; Tomas, a
// silo collaborator, is offered it everywhere without the console reading each project's policy.

jest.setTimeout(60_000)
const mock = mockApiForEachTest({ seed: true })

const REASON = 'Only a project collaborator or admin can delete this project'
const policyReads = () =>
  mock.requests().filter((r) => r.method === 'GET' && /^\/v1\/projects\/[^/?]+\/policy/.test(r.url))

function renderProjects() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects']}>
        <ProjectsPage />
      </MemoryRouter>
    </Provider>,
  )
  return screen.findByRole('grid', { name: 'Projects' }, { timeout: 20_000 })
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('link', { name }).closest<HTMLElement>('[role="row"]')!

async function deleteItem(table: HTMLElement, name: string) {
  const user = userEvent.setup()
  await user.click(within(table).getByRole('button', { name: `Row actions for ${name}` }))
  const item = await screen.findByRole('menuitem', { name: 'Delete' })
  return { item, close: () => user.keyboard('{Escape}') }
}

test('a silo viewer may delete only the projects she collaborates on, and sees why not', async () => {
  const user = userEvent.setup()
  await login('lena', 'just looking')
  const table = await renderProjects()
  await within(table).findByRole('link', { name: 'atlas-ingest' }, { timeout: 15_000 })
  await waitFor(() => expect(policyReads().length).toBeGreaterThan(0), { timeout: 15_000 })
  const other = within(table)
    .getAllByRole('link')
    .map((a) => a.textContent!)
    .find((name) => name !== 'atlas-ingest')!

  await waitFor(
    async () => {
      const { item, close } = await deleteItem(table, other)
      const disabled = item.getAttribute('aria-disabled')
      await close()
      expect(disabled).toBe('true')
    },
    { timeout: 15_000 },
  )
  const { item: denied, close } = await deleteItem(table, other)
  expect(denied).toHaveAccessibleDescription(REASON)
  await close()

  const { item: allowed, close: closeAllowed } = await deleteItem(table, 'atlas-ingest')
  expect(allowed).not.toHaveAttribute('aria-disabled')
  await closeAllowed()

  await user.click(within(rowOf(table, 'atlas-ingest')).getByRole('checkbox'))
  await user.click(within(rowOf(table, other)).getByRole('checkbox'))
  const bar = screen.getByRole('group', { name: 'Actions for the selected projects' })
  expect(within(bar).getByRole('button', { name: 'Delete 1 of 2' })).toHaveAccessibleDescription(
    '1 is not yours to delete',
  )
})

test('a silo collaborator may delete any project, and no project policy is read for it', async () => {
  await login('tomas', 'team player')
  const table = await renderProjects()
  await within(table).findByRole('link', { name: 'atlas-ingest' }, { timeout: 15_000 })
  await waitFor(() =>
    expect(mock.requests().some((r) => r.url.split('?')[0] === '/v1/policy')).toBe(true),
  )
  const { item } = await deleteItem(table, 'atlas-ingest')
  expect(item).not.toHaveAttribute('aria-disabled')
  expect(policyReads()).toEqual([])
})

import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { SiloGroupsPage } from './SiloGroupsPage'
import { SiloUsersPage } from './SiloUsersPage'

// /users and /groups on the seeded silo, signed in as Ada.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 20_000 })

mockApiForEachTest({ seed: true })

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/users" element={<SiloUsersPage />} />
          <Route path="/groups" element={<SiloGroupsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

const rowOf = async (grid: HTMLElement, name: string) =>
  (await within(grid).findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement

test('every user of the silo, with their groups and the silo role they hold', async () => {
  renderAt('/users')
  const grid = await screen.findByRole('grid', { name: 'Users' })
  const ada = await rowOf(grid, 'Ada Okafor')
  // groups come from each group's member list; the role through her own assignment or a group
  expect(await within(ada).findByRole('link', { name: 'platform-team' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/groups\?group=/),
  )
  expect(within(ada).getByRole('link', { name: 'on-call' })).toBeInTheDocument()
  // the name opens the user's page, by id
  expect(within(ada).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute(
    'href',
    '/users/5eed0002-0000-4000-8000-000000000001',
  )
  expect(within(ada).getByText('admin')).toBeInTheDocument()
  // Noor holds no role and is in no group, and is listed all the same
  const noor = await rowOf(grid, 'Noor Haddad')
  expect(within(noor).getAllByText('—')).toHaveLength(2)
  // when each user was made, as the API now says
  expect(within(grid).getByRole('columnheader', { name: 'Created' })).toBeInTheDocument()
  expect(ada.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
})

test("every group, with its member count; a group's name opens its members", async () => {
  renderAt('/groups')
  const grid = await screen.findByRole('grid', { name: 'Groups' })
  const team = await rowOf(grid, 'platform-team')
  expect(within(grid).getByRole('columnheader', { name: 'Created' })).toBeInTheDocument()
  expect(team.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
  await userEvent.click(within(team).getByRole('button', { name: 'platform-team' }))
  const dialog = await screen.findByRole('dialog', { name: /Members of platform-team/ })
  expect(await within(dialog).findByText('Ada Okafor')).toBeInTheDocument()
})

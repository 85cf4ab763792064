import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { currentUserApi } from '~/api/endpoints/currentUser'
import { createTestStore } from '~/api/endpoints/testing'
import JumpToDialog from './JumpToDialog'
import type { JumpArea } from './jumpOptions'
import { JUMP_SHOWN } from './jumpSearch'

// Jump-to in a project of many instances: the list shows the best few and says how many more
// matched; typing narrows it to the one named, and Enter goes there.

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest()

const areas: JumpArea[] = [
  {
    area: 'Project',
    nav: [{ label: 'Instances', to: ({ project }) => `/projects/${project}/instances` }],
  },
]

async function renderInBulkProject() {
  const { silo } = mock.signIn()
  const project = mock.create('project', { silo, name: 'bulk' })
  for (let n = 1; n <= 2 * JUMP_SHOWN; n++) {
    mock.create('instance', 'stopped', { project, name: `bulk-${String(n).padStart(4, '0')}` })
  }
  const store = createTestStore()
  await store.dispatch(currentUserApi.endpoints.currentUserView.initiate()).unwrap()
  const router = createMemoryRouter(
    [
      { path: '/projects/:project/instances', element: <JumpToDialog areas={areas} /> },
      { path: '/projects/:project/instances/:instance/*', element: <h1>Instance page</h1> },
    ],
    { initialEntries: ['/projects/bulk/instances'] },
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

test('shows the first few of many, counts the rest, and narrows to the name typed', async () => {
  const router = await renderInBulkProject()
  const listbox = await screen.findByRole('listbox')
  await within(listbox).findByRole('option', { name: 'bulk-0001' })
  expect(await screen.findByText(/^\d+ more: keep typing$/)).toBeInTheDocument()
  expect(within(listbox).getAllByRole('option')).toHaveLength(JUMP_SHOWN)

  await userEvent.type(screen.getByRole('combobox', { name: 'Jump to' }), 'bulk-0099')
  // the instance named so heads the list; nothing more to count
  expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('bulk-0099')
  expect(screen.queryByText(/more: keep typing/)).not.toBeInTheDocument()
  await userEvent.keyboard('{Enter}')
  expect(await screen.findByRole('heading', { name: 'Instance page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/projects/bulk/instances/bulk-0099')
})

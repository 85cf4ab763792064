import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { sledSeedId } from '~mirage/sim/scenarios/hardware'
import { SledInstancesTab } from './SledInstancesTab'
import { SledPage } from './SledPage'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })

test("a sled's page says which slot of the rack it was last seen in", async () => {
  // the first seeded sled, BRM42220004, sits in cubby 14
  // its tabs follow navigations under way: a data router
  const router = createMemoryRouter([{ path: '/sleds/:sledId', element: <SledPage /> }], {
    initialEntries: [`/sleds/${sledSeedId(1)}`],
  })
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  expect(await screen.findByRole('heading', { name: 'Sled BRM42220004' })).toBeInTheDocument()
  const slot = screen.getByText('Slot').closest('div')!
  expect(within(slot).getByText('14')).toBeInTheDocument()
})

const renderInstances = (sledId: string) => {
  const router = createMemoryRouter(
    [{ path: '/sleds/:sledId/instances', element: <SledInstancesTab /> }],
    { initialEntries: [`/sleds/${sledId}/instances`] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

test("a sled's instances of the operator's silo link to their pages; the silo links to its own", async () => {
  renderInstances(sledSeedId(1))
  const grid = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  expect(await within(grid).findByRole('link', { name: 'ingest-worker-1' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/instances/ingest-worker-1',
  )
  expect(within(grid).getAllByRole('link', { name: 'atlas-ingest' })[0]).toHaveAttribute(
    'href',
    '/projects/atlas-ingest',
  )
  expect(within(grid).getAllByRole('link', { name: 'prairie' })[0]).toHaveAttribute(
    'href',
    '/system/silos/prairie',
  )
})

test("another silo's instance is no link: its page is in that silo's console", async () => {
  const sledId = sledSeedId(1)
  mock.server().get(`/v1/system/hardware/sleds/${sledId}/instances`, () => ({
    items: [
      {
        id: '0c6f1b52-6f1e-4d55-9b0e-5c1f0d1b2a01',
        name: 'ledger-db',
        project_name: 'books',
        silo_name: 'maple',
        state: 'running',
        active_sled_id: sledId,
        migration_id: null,
        ncpus: 4,
        memory: 8 * 1024 ** 3,
        time_created: '2026-01-05T10:00:00Z',
        time_modified: '2026-01-05T10:00:00Z',
      },
    ],
    next_page: null,
  }))
  renderInstances(sledId)
  const grid = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  const name = await within(grid).findByText('ledger-db')
  expect(name.closest('a')).toBeNull()
  expect(name).toHaveAttribute('title', 'Its page is in the console of silo maple')
  expect(within(grid).getByRole('link', { name: 'maple' })).toHaveAttribute(
    'href',
    '/system/silos/maple',
  )
})

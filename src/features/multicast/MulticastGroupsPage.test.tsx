import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { MulticastGroupsPage } from './MulticastGroupsPage'

// The seeded groups: tile-updates holds atlas-ingest's three ingest workers (worker 3 stopped),
// price-feed worker 1 and billing-api's invoice-api-1, both filtering sources.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

mockApiForEachTest({ seed: true, freezeStates: true })

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/projects/:project/multicast-groups" element={<MulticastGroupsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test("the groups list their address, sources and the project's members", async () => {
  renderAt('/projects/atlas-ingest/multicast-groups')
  const grid = await screen.findByRole('grid', { name: 'Multicast groups' })
  expect(await within(grid).findByText('224.10.0.1')).toBeInTheDocument()
  expect(
    await within(grid).findByText('ingest-worker-1, ingest-worker-2, ingest-worker-3'),
  ).toBeInTheDocument()
  expect(await within(grid).findByText('ingest-worker-1, 1 in other projects')).toBeInTheDocument()
  expect(within(grid).getByText('198.51.100.5, 198.51.100.6')).toBeInTheDocument()
})

test("a group's members open over the list with their states; another project's by id", async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/multicast-groups')
  const grid = await screen.findByRole('grid', { name: 'Multicast groups' })
  await user.click(await within(grid).findByRole('button', { name: 'tile-updates' }))
  const dialog = await screen.findByRole('dialog', { name: 'Members of tile-updates' })
  const members = await within(dialog).findByRole('table', { name: 'Members' })
  expect(within(members).getByRole('link', { name: 'ingest-worker-3' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/instances/ingest-worker-3/networking',
  )
  expect(within(members).getAllByText('joined')).toHaveLength(2)
  expect(within(members).getByText('left')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: /close/i }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

  await user.click(within(grid).getByRole('button', { name: 'price-feed' }))
  const other = await screen.findByRole('dialog', { name: 'Members of price-feed' })
  expect(await within(other).findByText(/Another project’s instance/)).toBeInTheDocument()
})

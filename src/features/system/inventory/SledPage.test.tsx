import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { sledSeedId } from '~mirage/system/seedHardware'
import { SledPage } from './SledPage'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

mockApiForEachTest({ seed: true })

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

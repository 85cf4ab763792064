import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { UtilizationPage } from './UtilizationPage'

// MUI and the lazily loaded grid in jsdom on a busy machine
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 20_000 })

mockApiForEachTest({ seed: true })

test("the fleet's capacity cards and the silos' table, from the sleds and the silos' figures", async () => {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <UtilizationPage />
      </MemoryRouter>
    </Provider>,
  )
  for (const card of ['CPUs', 'Memory', 'Storage']) {
    const section = await screen.findByRole('region', { name: card })
    expect(
      within(section).getByRole('meter', { name: `${card} provisioned of capacity` }),
    ).toBeInTheDocument()
  }
  const silos = await screen.findByRole('grid', { name: 'Silo utilization' })
  expect(await within(silos).findByRole('gridcell', { name: 'prairie' })).toBeInTheDocument()
})

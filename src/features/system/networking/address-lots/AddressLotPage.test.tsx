import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { AddressLotPage } from './AddressLotPage'

// MUI and the lazily loaded grid in jsdom on a busy machine
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 20_000 })

mockApiForEachTest({ seed: true })

test("a lot's page, by the lot's name, shows its kind and its blocks", async () => {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/system/networking/address-lots/initial-infra']}>
        <Routes>
          <Route path="/system/networking/address-lots/:lot" element={<AddressLotPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  expect(await screen.findByRole('heading', { name: 'initial-infra' })).toBeInTheDocument()
  const blocks = await screen.findByRole('grid', { name: 'Blocks' })
  await within(blocks).findByRole('gridcell', { name: '172.20.15.8' })
  expect(within(blocks).getByRole('gridcell', { name: 'fd00:99::ff' })).toBeInTheDocument()
  expect(within(blocks).getAllByRole('row')).toHaveLength(3)
})

import { render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { PortSettingsViewPage } from './PortSettingsViewPage'

// The seeded uplink settings (a row in every part) and the spare breakout (links and
// interfaces only).

jest.setTimeout(60_000)

mockApiForEachTest({ seed: true })

/** Each part's heading and what its Refresh button names. */
const PARTS = [
  ['Links', 'links'],
  ['Interfaces', 'interfaces'],
  ['Addresses', 'addresses'],
  ['Routes', 'routes'],
  ['BGP peers', 'BGP peers'],
]

const renderSettings = (name: string) =>
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/port-settings/${name}`]}>
        <Routes>
          <Route path="/port-settings/:settings" element={<PortSettingsViewPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )

test('each part is a short list under its own heading, with no filter and no row menu', async () => {
  renderSettings('uplink-switch0-qsfp0')
  await screen.findByRole(
    'heading',
    { level: 1, name: 'uplink-switch0-qsfp0' },
    { timeout: 20_000 },
  )
  for (const [part, noun] of PARTS) {
    expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument()
    const grid = await screen.findByRole('grid', { name: part })
    // parts of the settings, not resources: nothing to copy, nothing to act on
    expect(within(grid).queryByRole('button', { name: /^Row actions/ })).toBeNull()
    expect(screen.getByRole('button', { name: `Refresh ${noun}` })).toBeInTheDocument()
  }
  expect(
    await within(screen.getByRole('grid', { name: 'BGP peers' })).findByText('172.20.15.9'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Filter' })).toBeNull()
})

test('a part with nothing in it says so under its heading', async () => {
  renderSettings('breakout-4x25g')
  await screen.findByRole('heading', { level: 1, name: 'breakout-4x25g' }, { timeout: 20_000 })
  expect(await screen.findByRole('grid', { name: 'Links' })).toBeInTheDocument()
  for (const none of ['No addresses', 'No routes', 'No BGP peers'])
    expect(screen.getByRole('heading', { name: none })).toBeInTheDocument()
})

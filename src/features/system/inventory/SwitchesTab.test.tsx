import { configure, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { switchPortSeedId, switchSeedId } from '~mirage/sim/scenarios/hardware'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { pb } from '~/app/routes/paths'
import { SwitchesTab } from './SwitchesTab'

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

mockApiForEachTest({ seed: true })

test("the switches' ports link to their pages", async () => {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <SwitchesTab />
      </MemoryRouter>
    </Provider>,
  )
  const ports = await screen.findByRole('grid', { name: 'Switch ports' }, { timeout: 20_000 })
  const links = await within(ports).findAllByRole('link', { name: 'qsfp0' })
  expect(links[0]).toHaveAttribute('href', pb.switchPort(switchSeedId(0), switchPortSeedId(0, 0)))
})

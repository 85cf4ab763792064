import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { NetworkingTab } from './NetworkingTab'
import { errorResponse } from '~mirage/util/errors'

// The networking tab of the seeded, stopped ingest-worker-3 (atlas-ingest): its interface net0
// in the default VPC, no external IP.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true, freezeStates: true })

function renderTab(instance = 'ingest-worker-3') {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[`/projects/atlas-ingest/instances/${instance}/networking`]}>
        <Routes>
          <Route
            path="/projects/:project/instances/:instance/networking"
            element={<NetworkingTab />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('interfaces that could not be loaded say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/network-interfaces', () =>
      refuse
        ? errorResponse(503, 'ServiceUnavailable', 'interfaces are resting')
        : { items: [], next_page: null },
    )
  const user = userEvent.setup()
  renderTab()
  // the firewall rules read the same list, and say so in their own alert
  const alert = (await screen.findAllByRole('alert', {}, { timeout: 30_000 })).find((a) =>
    a.textContent?.includes('Could not load the network interfaces'),
  )!
  expect(alert).toHaveTextContent('Could not load the network interfaces: Interfaces are resting')
  expect(screen.queryByRole('grid', { name: 'Network interfaces' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No network interfaces' })).toBeInTheDocument()
  expect(alert).not.toBeInTheDocument()
})

test('an interface’s menu offers Copy ID before Delete, and says Copied', async () => {
  const { schema } = contextOf(mock.server())
  const instance = schema.findBy('instance', { name: 'ingest-worker-3' })!
  const nic = schema.findBy('networkInterface', { name: 'net0', instanceId: instance.id })!
  const user = userEvent.setup()
  renderTab()
  const nics = await screen.findByRole('grid', { name: 'Network interfaces' }, { timeout: 30_000 })
  await within(nics).findByRole('gridcell', { name: 'net0' })
  const { menu, items } = await openRowMenu(user, nics, 'net0')
  expect(items).toEqual(['Edit', 'Copy ID', 'Delete'])
  const copied = await copyIdFrom(user, menu)
  expect(copied).toBe(nic.id)
})

test('a dual-stack interface shows both its addresses, IPv4 over IPv6', async () => {
  // the seeded ingest-worker-2's net0 has an address of each version
  renderTab('ingest-worker-2')
  const table = await screen.findByRole('grid', { name: 'Network interfaces' }, { timeout: 30_000 })
  const cell = await within(table).findByRole('gridcell', { name: /:/ })
  const lines = [...cell.querySelectorAll('span')]
    .filter((l) => l.children.length === 0)
    .map((l) => l.textContent)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  expect(lines[1]).toContain(':')
})

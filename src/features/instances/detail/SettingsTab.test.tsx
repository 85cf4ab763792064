import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { formatDateTime, formatMomentNear } from '~/util/format'
import { InstancePage } from './InstancePage'
import { SettingsTab } from './SettingsTab'

jest.setTimeout(30_000)

const mock = mockApiForEachTest()
const MINUTE = 60_000

function renderAt(element: React.ReactNode) {
  render(
    <Provider store={createTestStore()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/projects/:project/instances/:instance', element }], {
          initialEntries: ['/projects/checkout/instances/cart'],
        })}
      />
    </Provider>,
  )
}

/** A failed instance restarted 50 minutes ago, its cooldown ending in about 10 minutes. */
function coolingDown() {
  const { silo } = mock.signIn()
  const project = mock.create('project', { silo, name: 'checkout' })
  // a whole second, so the absolute time is exact; past the half minute, so '9m' holds though
  // the test's clock moves on
  const expiry = new Date(Math.floor((Date.now() + 10 * MINUTE - 30_000) / 1000) * 1000)
  const restarted = new Date(Date.now() - 50 * MINUTE)
  mock.create('instance', 'failed', {
    project,
    name: 'cart',
    autoRestartCooldownExpiration: expiry.toISOString(),
    timeLastAutoRestarted: restarted.toISOString(),
  })
  // its time of day (with seconds), or its date too on another day (a run just before midnight)
  const at = formatMomentNear(expiry, new Date())
  return { at, restarted }
}

test('a failed instance in its cooldown says when it restarts, and when it last did', async () => {
  const { at, restarted } = coolingDown()
  renderAt(<SettingsTab />)
  expect(
    await screen.findByText(`Failed: restarts after its cooldown, in 9m (${at})`),
  ).toBeVisible()
  const status = screen.getByText(/^Status:/)
  expect(status).toHaveTextContent(`Last automatic restart: 50m ago (${formatDateTime(restarted)})`)
})

test('the header says when a failed instance restarts', async () => {
  const { at } = coolingDown()
  renderAt(<InstancePage />)
  expect(
    await screen.findByText(`Failed: restarts after its cooldown, in 9m (${at}) (policy: default)`),
  ).toBeVisible()
})

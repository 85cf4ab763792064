import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Request } from 'miragejs'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { GatewaySideModal } from './GatewaySideModal'
import { errorResponse } from '~mirage/util/errors'

// The seeded fleet's atlas-ingest default VPC and its default gateway; the routes of its routers
// are the test's own: refused, then one route a router to the gateway.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })

test('routes that could not be loaded say why; Retry lists the ones to the gateway', async () => {
  let refuse = true
  mock.server().get('/v1/vpc-router-routes', (_schema: unknown, request: Request) => {
    if (refuse) {
      return errorResponse(503, 'ServiceUnavailable', 'routes are resting')
    }
    const router = String(request.queryParams.router)
    return {
      items: [
        {
          id: `aaaaaaaa${router.slice(8)}`,
          name: 'to-gateway',
          description: '',
          kind: 'custom',
          destination: { type: 'ip_net', value: '198.51.100.0/24' },
          target: { type: 'internet_gateway', value: 'default' },
          vpc_router_id: router,
          time_created: '2026-01-05T10:00:00Z',
          time_modified: '2026-01-05T10:00:00Z',
        },
      ],
      next_page: null,
    }
  })
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter
        initialEntries={['/projects/atlas-ingest/vpcs/default/internet-gateways/default']}
      >
        <Routes>
          <Route
            path="/projects/:project/vpcs/:vpc/internet-gateways/:gateway"
            element={<GatewaySideModal />}
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  const panel = await screen.findByRole(
    'dialog',
    { name: 'Internet gateway default' },
    { timeout: 20_000 },
  )
  const alert = await within(panel).findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the routes: Routes are resting')

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  // every router of the VPC answers now, each with one route to the gateway, the custom one too
  const section = (
    await within(panel).findByRole('heading', { name: 'Routes targeting this gateway' })
  ).parentElement!
  await within(section).findAllByRole('listitem')
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'egress-control / to-gateway: IP network 198.51.100.0/24',
    'system / to-gateway: IP network 198.51.100.0/24',
  ])
  expect(within(panel).queryByRole('alert')).toBeNull()
})

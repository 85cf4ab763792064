import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { BgpHistoryPage, historyRows } from './BgpHistoryPage'
import { BgpRoutesPage } from './BgpRoutesPage'
import { errorResponse } from '~mirage/util/errors'

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })

/** The API refuses `path` until the returned switch is turned off; then it answers `answer`. */
function refuseUntil(path: string, answer: object) {
  const state = { refuse: true }
  mock
    .server()
    .get(path, () =>
      state.refuse ? errorResponse(503, 'ServiceUnavailable', 'routing is resting') : answer,
    )
  return state
}

const renderAt = (page: React.ReactNode) =>
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/?asn=65000']}>{page}</MemoryRouter>
    </Provider>,
  )

test('history rows are newest first with the message kinds named; what cannot be read is left out', () => {
  const rows = historyRows({
    switchHistories: [
      {
        switch: 'switch0',
        history: {
          '192.0.2.1': {
            received: [
              {
                timestamp: '2024-06-01T10:00:00Z',
                message: { type: 'open', asn: 64700, holdTime: 6 },
              },
              {
                timestamp: '2024-06-01T10:05:00Z',
                message: { type: 'update', nlri: ['203.0.113.0/24'] },
              },
              { message: { type: 'keepalive' } },
            ],
            sent: [{ timestamp: '2024-06-01T10:01:00Z', message: { type: 'keepalive' } }],
          },
        },
      },
    ],
  })
  expect(rows.map((r) => [r.direction, r.kind, r.detail])).toEqual([
    ['Received', 'Update', 'announces 203.0.113.0/24'],
    ['Sent', 'Keepalive', ''],
    ['Received', 'Open', 'AS 64700, hold 6 s'],
  ])
})

test('the seeded AS 65000 shows its sessions’ messages and routes', async () => {
  renderAt(<BgpHistoryPage />)
  const grid = await screen.findByRole('grid', { name: 'BGP messages' }, { timeout: 20_000 })
  expect((await within(grid).findAllByText('Keepalive')).length).toBeGreaterThan(0)
  expect(within(grid).getAllByText('Open').length).toBeGreaterThan(0)
  // a long list: the filter and its count above it
  expect(screen.getByRole('textbox', { name: 'Filter' })).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent(/^\d+ BGP messages$/)
})

test('imported routes for the ASN and the networks each peer is sent', async () => {
  renderAt(<BgpRoutesPage />)
  const imported = await screen.findByRole('grid', { name: 'Imported routes' }, { timeout: 20_000 })
  expect((await within(imported).findAllByText('0.0.0.0/0')).length).toBeGreaterThan(0)
  const exported = screen.getByRole('grid', { name: 'Exported routes' })
  expect((await within(exported).findAllByText('198.51.100.0/24')).length).toBeGreaterThan(0)
  // the routes have a filter; the exports, a row a peer, have none
  expect(screen.getAllByRole('textbox', { name: 'Filter' })).toHaveLength(1)
  expect(screen.getByRole('status')).toHaveTextContent(/^\d+ routes$/)
})

test('a history that cannot be read says why; Retry asks again', async () => {
  const history = refuseUntil('/v1/system/networking/bgp-message-history', {
    switch_histories: [],
  })
  const user = userEvent.setup()
  renderAt(<BgpHistoryPage />)
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the BGP messages: Routing is resting')
  expect(screen.queryByRole('grid', { name: 'BGP messages' })).toBeNull()

  history.refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No messages' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('routes that cannot be read say why beside the exports that could; Retry asks again', async () => {
  const routes = refuseUntil('/v1/system/networking/bgp-imported', [])
  const user = userEvent.setup()
  renderAt(<BgpRoutesPage />)
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the routes: Routing is resting')
  expect(screen.queryByRole('grid', { name: 'Imported routes' })).toBeNull()
  expect(await screen.findByRole('grid', { name: 'Exported routes' })).toBeVisible()

  routes.refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No imported routes' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('exports that cannot be read say why; Retry asks again', async () => {
  const exports = refuseUntil('/v1/system/networking/bgp-exported', [])
  const user = userEvent.setup()
  renderAt(<BgpRoutesPage />)
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the exports: Routing is resting')

  exports.refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Nothing exported' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})

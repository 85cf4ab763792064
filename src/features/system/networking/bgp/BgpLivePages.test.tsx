import { render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { BgpHistoryPage, historyRows } from './BgpHistoryPage'
import { BgpRoutesPage } from './BgpRoutesPage'

jest.setTimeout(60_000)

mockApiForEachTest({ seed: true })

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
})

test('imported routes for the ASN and the networks each peer is sent', async () => {
  renderAt(<BgpRoutesPage />)
  const imported = await screen.findByRole('grid', { name: 'Imported routes' }, { timeout: 20_000 })
  expect((await within(imported).findAllByText('0.0.0.0/0')).length).toBeGreaterThan(0)
  const exported = screen.getByRole('grid', { name: 'Exported routes' })
  expect((await within(exported).findAllByText('198.51.100.0/24')).length).toBeGreaterThan(0)
})

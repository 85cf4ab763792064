import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatNumber } from '~/util/format'
import { usageWindow } from '~/util/usageRange'
import { UsageChart, type Measurements } from './UsageChart'

// A chart's states before lines (the chart library draws none in jsdom; e2e sees the figures).

const window = usageWindow('24h', new Date('2026-03-01T12:00:00Z'))

function renderChart(measurements: Measurements) {
  render(
    <UsageChart
      title="CPUs provisioned"
      window={window}
      measurements={measurements}
      format={formatNumber}
      kind="count"
      actions={<button type="button">View query</button>}
    />,
  )
  return screen.getByRole('region', { name: 'CPUs provisioned' })
}

test('the API’s error, with Retry', async () => {
  const refetch = jest.fn()
  const chart = renderChart({ items: undefined, error: new Error('metrics are resting'), refetch })
  expect(within(chart).getByRole('alert')).toHaveTextContent(
    'Could not load the cpus provisioned measurements',
  )
  await userEvent.click(within(chart).getByRole('button', { name: 'Retry' }))
  expect(refetch).toHaveBeenCalled()
})

test('nothing measured is an empty state; the actions stay beside the title', () => {
  const chart = renderChart({ items: [], error: undefined, refetch: jest.fn() })
  expect(within(chart).getByRole('heading', { name: 'No data for this range' })).toBeVisible()
  expect(within(chart).getByRole('button', { name: 'View query' })).toBeVisible()
})

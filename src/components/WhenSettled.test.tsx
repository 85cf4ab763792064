import { act, render, screen } from '@testing-library/react'
import { createSettler, SettleScope, SETTLE_MS, WhenSettled } from './WhenSettled'

// A row's own work (its addresses' request) starts once the rows have stayed on screen.

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const cell = (name: string) => (
  <WhenSettled key={name} placeholder={<span>waiting {name}</span>}>
    <span>working {name}</span>
  </WhenSettled>
)

test('a row starts its work once the rows have stayed SETTLE_MS on screen', () => {
  render(<div>{cell('a')}</div>)
  expect(screen.getByText('waiting a')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(SETTLE_MS - 1))
  expect(screen.getByText('waiting a')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.getByText('working a')).toBeInTheDocument()
})

test('rows paged past start nothing: the next page’s rows start the wait again', () => {
  const { rerender } = render(<div>{cell('page-1')}</div>)
  act(() => jest.advanceTimersByTime(SETTLE_MS - 10))
  rerender(<div>{cell('page-2')}</div>)
  act(() => jest.advanceTimersByTime(SETTLE_MS - 10))
  expect(screen.getByText('waiting page-2')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(10))
  expect(screen.getByText('working page-2')).toBeInTheDocument()
  expect(screen.queryByText(/page-1/)).toBeNull()
})

test('rows on screen while their list loads another page start nothing until it lets go', () => {
  const table = createSettler()
  const other = createSettler()
  render(
    <div>
      <SettleScope value={table}>{cell('leaving')}</SettleScope>
      <SettleScope value={other}>{cell('beside')}</SettleScope>
    </div>,
  )
  act(() => jest.advanceTimersByTime(SETTLE_MS - 10))
  let release = () => {}
  act(() => {
    release = table.hold()
  })
  // however long the next page takes
  act(() => jest.advanceTimersByTime(10 * SETTLE_MS))
  expect(screen.getByText('waiting leaving')).toBeInTheDocument()
  // another table on the screen is not held by this one's page
  expect(screen.getByText('working beside')).toBeInTheDocument()
  // the page did not come (an error): the rows that stayed start their work, after the wait
  act(() => release())
  act(() => jest.advanceTimersByTime(SETTLE_MS - 1))
  expect(screen.getByText('waiting leaving')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.getByText('working leaving')).toBeInTheDocument()
})

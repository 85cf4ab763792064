import { act, render, screen } from '@testing-library/react'
import { BulkBar } from './BulkBar'
import type { BulkAction } from './bulk'

type Row = { id: string; name: string; state: string }

const stop: BulkAction<Row> = {
  label: 'Stop',
  doing: 'Stopping',
  done: 'Stopping',
  skip: (row) => (row.state === 'stopped' ? 'already stopped' : undefined),
  run: () => Promise.resolve(),
}

const bar = (rows: Row[]) => (
  <BulkBar
    rows={rows}
    actions={[stop]}
    noun={{ one: 'instance', other: 'instances' }}
    nameOf={(r) => r.name}
    onFinished={() => {}}
    onClear={() => {}}
  />
)

test('a focused action stays focused as the rows under it change what it says', () => {
  const running = [
    { id: '1', name: 'web-1', state: 'running' },
    { id: '2', name: 'web-2', state: 'running' },
  ]
  const { rerender } = render(bar(running))
  const button = screen.getByRole('button', { name: 'Stop' })
  act(() => button.focus())
  // a poll: web-2 has stopped meanwhile
  rerender(bar([running[0]!, { ...running[1]!, state: 'stopped' }]))
  expect(screen.getByRole('button', { name: 'Stop 1 of 2' })).toBe(button)
  expect(button).toHaveFocus()
  expect(button).toHaveAccessibleDescription('1 is already stopped')
  rerender(bar(running))
  expect(button).toHaveFocus()
  expect(button).not.toHaveAttribute('aria-describedby')
})

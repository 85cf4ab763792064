import { render, screen } from '@testing-library/react'
import { Chips, CHIPS_SHOWN } from './Chips'

test('a short list shows every chip', () => {
  const items = Array.from({ length: CHIPS_SHOWN + 1 }, (_, i) => `TCP ${8000 + i}`)
  render(<Chips items={items} />)
  for (const text of items) expect(screen.getByText(text.split(' ')[1]!)).toBeInTheDocument()
  expect(screen.queryByText(/more$/)).not.toBeInTheDocument()
})

test('a long list shows the first chips and counts the rest; the title holds them all', () => {
  const items = Array.from({ length: 256 }, (_, i) => `port ${i + 1}`)
  const { container } = render(<Chips items={items} />)
  expect(screen.getByText('6')).toBeInTheDocument()
  expect(screen.queryByText('7')).not.toBeInTheDocument()
  expect(screen.getByText('+250 more')).toBeInTheDocument()
  expect(container.firstElementChild).toHaveAttribute('title', items.join(', '))
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PageDescription } from './PageDescription'

test('a short description shows whole, with nothing to open', () => {
  render(<PageDescription text="Batch workers for the ingest pipeline" />)
  expect(screen.getByText('Batch workers for the ingest pipeline')).toBeVisible()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

test('a 10,000-character word wraps, shows its first lines and opens to all of it', async () => {
  const user = userEvent.setup()
  const text = 'x'.repeat(10_000)
  render(<PageDescription text={text} />)
  const shown = screen.getByText(text)
  // wraps inside the word rather than widen the page; clamped to three lines until opened
  expect(shown).toHaveStyle({ overflowWrap: 'anywhere', WebkitLineClamp: '3' })
  const toggle = screen.getByRole('button', { name: 'Show all' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle).toHaveAttribute('aria-controls', shown.id)
  await user.click(toggle)
  expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText(text)).not.toHaveStyle({ WebkitLineClamp: '3' })
  expect(screen.getByText(text)).toHaveStyle({ overflowWrap: 'anywhere' })
})

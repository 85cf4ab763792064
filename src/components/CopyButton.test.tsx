import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CopyButton } from './CopyButton'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => jest.runOnlyPendingTimers())
  jest.useRealTimers()
})

it("copies the text and says 'Copied' for 2 seconds (spec §9)", async () => {
  // user-event installs a clipboard stub on navigator, which we can read back
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<CopyButton text="ssh-ed25519 AAAA" label="Copy public key" />)

  await user.click(screen.getByRole('button', { name: 'Copy public key' }))
  await expect(navigator.clipboard.readText()).resolves.toBe('ssh-ed25519 AAAA')
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()

  act(() => jest.advanceTimersByTime(1999))
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.getByRole('button', { name: 'Copy public key' })).toBeInTheDocument()
})

it("is labelled 'Copy' by default", () => {
  render(<CopyButton text="x" />)
  expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
})

it('as an icon it keeps its name, copies, and says Copied in its tooltip', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<CopyButton text="203.0.113.7" label="Copy 203.0.113.7" variant="icon" />)

  await user.click(screen.getByRole('button', { name: 'Copy 203.0.113.7' }))
  await expect(navigator.clipboard.readText()).resolves.toBe('203.0.113.7')
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied')
})

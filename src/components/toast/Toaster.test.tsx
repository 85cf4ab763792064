import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { TOOLTIP_DELAY_MS, TRUNCATED_TOOLTIP_DELAY_MS } from '~/util/constants'
import { Announcer } from '../announcer/Announcer'
import { Toaster } from './Toaster'
import { addToast, clearToasts } from './toastStore'

function renderToaster() {
  render(
    <MemoryRouter>
      <Toaster />
      <Announcer />
    </MemoryRouter>,
  )
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

/** The toast itself; the announcer repeats its text, so plain text queries would find both. */
const toastWith = (text: string) =>
  [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].find((el) =>
    el.textContent?.includes(text),
  ) ?? null

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => {
    clearToasts()
    jest.runOnlyPendingTimers()
  })
  jest.useRealTimers()
})

describe('Toaster timeouts (spec §9)', () => {
  it.each([
    ['success', 5000],
    ['info', 5000],
    ['error', 15000],
  ] as const)('removes a %s toast after %i ms', (variant, ms) => {
    renderToaster()
    act(() => void addToast({ variant, content: `A ${variant} happened` }))
    expect(toastWith(`A ${variant} happened`)).toBeInTheDocument()
    advance(ms - 1)
    expect(toastWith(`A ${variant} happened`)).toBeInTheDocument()
    advance(1)
    expect(toastWith(`A ${variant} happened`)).not.toBeInTheDocument()
  })

  it('defaults to success', () => {
    renderToaster()
    act(() => void addToast({ content: 'Saved' }))
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    advance(5000)
    expect(toastWith('Saved')).not.toBeInTheDocument()
  })

  it('keeps a toast with timeout null until dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderToaster()
    act(() => void addToast({ content: 'Sticky', timeout: null }))
    advance(60_000)
    expect(toastWith('Sticky')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(toastWith('Sticky')).not.toBeInTheDocument()
  })

  it('stays while the pointer or the focus is on it, then gets its whole time again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderToaster()
    act(() => void addToast({ content: 'Being read' }))
    const toast = toastWith('Being read')!
    advance(4000)
    await user.hover(toast)
    advance(10_000)
    expect(toastWith('Being read')).toBeInTheDocument()
    // the focus on its dismiss button holds it too, after the pointer has left
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus())
    await user.unhover(toast)
    advance(10_000)
    expect(toastWith('Being read')).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur())
    advance(4999)
    expect(toastWith('Being read')).toBeInTheDocument()
    advance(1)
    expect(toastWith('Being read')).not.toBeInTheDocument()
  })

  it('honours a custom timeout', () => {
    renderToaster()
    act(() => void addToast({ content: 'Quick', timeout: 1000 }))
    advance(999)
    expect(toastWith('Quick')).toBeInTheDocument()
    advance(1)
    expect(toastWith('Quick')).not.toBeInTheDocument()
  })
})

describe('Toaster content', () => {
  it('uses role alert for errors and shows the title', () => {
    renderToaster()
    act(() => void addToast({ variant: 'error', title: 'Could not save', content: 'Disk full' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not save')
    expect(alert).toHaveTextContent('Disk full')
  })

  it('renders a 36-character call to action in full as a router link', () => {
    renderToaster()
    const text = 'x'.repeat(36)
    act(() => void addToast({ content: 'Created', cta: { text, link: '/projects/p' } }))
    const link = screen.getByRole('link', { name: text })
    expect(link).toHaveAttribute('href', '/projects/p')
  })

  it('truncates a longer call to action with an ellipsis; the whole text is its name and tooltip (spec §9)', async () => {
    renderToaster()
    const text = 'View the instance named my-long-instance-name'
    act(() => void addToast({ content: 'Created', cta: { text, link: '/i' } }))
    const link = screen.getByRole('link', { name: text })
    expect(link).toHaveTextContent(`${text.slice(0, 34)}…`)
    expect(link.textContent).toHaveLength(35)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await user.hover(link)
    // the truncated-text delay, not the ordinary one (spec §9: 300 ms, not 250)
    act(() => void jest.advanceTimersByTime(TOOLTIP_DELAY_MS))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => void jest.advanceTimersByTime(TRUNCATED_TOOLTIP_DELAY_MS - TOOLTIP_DELAY_MS))
    expect(screen.getByRole('tooltip')).toHaveTextContent(text)
  })

  it('announces every toast', () => {
    renderToaster()
    act(() => void addToast({ title: 'Project created', content: 'my-project' }))
    expect(
      within(screen.getByTestId('announcer')).getByText('Project created: my-project'),
    ).toBeInTheDocument()
  })
})

import '~test/xtermInJsdom'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { contextOf } from '~mirage/context'
import { dropSerialConsoles, startSerialConsoleMock } from '~mirage/sim/serialConsole'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { forgetConsole } from './keptConsoles'
import { SerialConsole } from './SerialConsole'
import { serialConsoleStreamUrl } from './serialConsole'

// The console over the mock's websocket (mock-socket). The mock greets after a second and the
// first retry comes a second after a drop: on a fake clock, which waitFor moves on as it polls, so
// those seconds are not waited out.
jest.setTimeout(30_000)

const mock = mockApiForEachTest({ seed: true })
beforeEach(() => {
  jest.useFakeTimers()
  startSerialConsoleMock(contextOf(mock.server()), mock.server())
})
afterEach(() => {
  forgetConsole(KEY)
  jest.useRealTimers()
})

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime })

const KEY = 'atlas-ingest/ingest-worker-1'

function renderConsole() {
  return render(
    <SerialConsole
      url={serialConsoleStreamUrl(window.location, 'atlas-ingest', 'ingest-worker-1')}
      label="Serial console of ingest-worker-1"
      instance="ingest-worker-1"
      keepAs={KEY}
    />,
  )
}

/** What the terminal shows: xterm's DOM renderer keeps one element per row. */
const shown = () => document.querySelector('.xterm-rows')?.textContent ?? ''

const connected = () =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connected'))
const greeted = () => waitFor(() => expect(shown()).toContain('ingest-worker-1 login:'))

/** Types into the terminal, which sends it to the instance (the mock echoes it). */
async function typeInTerminal(user: ReturnType<typeof setupUser>, text: string) {
  const input = document.querySelector<HTMLTextAreaElement>('.xterm-helper-textarea')!
  await user.click(input)
  await user.keyboard(text)
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

const occurrences = (text: string, part: string) => text.split(part).length - 1

test('pause holds the output and says how much waits; resume writes it', async () => {
  const user = setupUser()
  renderConsole()
  await connected()
  await greeted()

  await user.click(screen.getByRole('button', { name: 'Pause' }))
  await typeInTerminal(user, 'hey')
  const resume = screen.getByRole('button', { name: 'Resume' })
  await waitFor(() => expect(resume).toHaveAccessibleDescription('Paused: 3 B waiting'))
  expect(shown()).not.toContain('login: hey')

  await user.click(resume)
  await waitFor(() => expect(shown()).toContain('login: hey'))
  expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible()
  expect(screen.queryByText(/waiting/)).not.toBeInTheDocument()
})

test('copies the selection or the whole scrollback, and saves it as a file', async () => {
  const user = setupUser()
  renderConsole()
  await greeted()

  const copySelection = screen.getByRole('button', { name: 'Copy selection' })
  expect(copySelection).toHaveAttribute('aria-disabled', 'true')
  expect(copySelection).toHaveAccessibleDescription('Select text in the terminal first')

  await user.click(screen.getByRole('button', { name: 'Copy all' }))
  const all = await navigator.clipboard.readText()
  expect(all).toMatch(/^Oxide bhyve virtual platform, UEFI firmware\n/)
  expect(all).toMatch(/\nDebian GNU\/Linux 12 ttyS0\n\ningest-worker-1 login:\n$/)

  // a search selects its match: that is the selection to copy
  await user.type(screen.getByRole('searchbox', { name: 'Search output' }), 'Debian GNU')
  await waitFor(() => expect(copySelection).not.toHaveAttribute('aria-disabled'))
  await user.click(copySelection)
  await expect(navigator.clipboard.readText()).resolves.toBe('Debian GNU')

  const blobs: Blob[] = []
  const names: string[] = []
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:console'),
    revokeObjectURL: () => {},
  })
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  try {
    await user.click(screen.getByRole('button', { name: 'Save' }))
  } finally {
    click.mockRestore()
  }
  expect(names).toEqual([
    expect.stringMatching(/^ingest-worker-1-serial-console-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.txt$/),
  ])
  await expect(readBlob(blobs[0]!)).resolves.toBe(all)
})

test('search counts the matches and steps through them', async () => {
  const user = setupUser()
  renderConsole()
  await greeted()
  const search = screen.getByRole('searchbox', { name: 'Search output' })
  await user.type(search, 'OK')
  expect(await screen.findByText('1 of 3')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Next match' }))
  expect(await screen.findByText('2 of 3')).toBeVisible()
  await user.click(search)
  await user.keyboard('{Shift>}{Enter}{/Shift}')
  expect(await screen.findByText('1 of 3')).toBeVisible()
  await user.clear(search)
  await user.type(search, 'zebra')
  expect(await screen.findByText('No matches')).toBeVisible()
})

test('a dropped socket says so, comes back by itself and shows nothing twice', async () => {
  const user = setupUser()
  renderConsole()
  await connected()
  await greeted()
  await typeInTerminal(user, 'hey')
  await waitFor(() => expect(shown()).toContain('login: hey'))

  act(() => dropSerialConsoles(contextOf(mock.server())))
  expect(await screen.findByText('Disconnected: the connection was lost')).toBeVisible()
  expect(screen.getByText(/^Reconnecting in \ds$/)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Reconnect now' })).toBeVisible()

  // the first retry comes after a second; the new socket replays the recent output
  await connected()
  await waitFor(() => expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument())
  await typeInTerminal(user, '!')
  await waitFor(() => expect(shown()).toContain('login: hey!'))
  expect(occurrences(shown(), 'login:')).toBe(1)
})

test('the output outlives the component: back on the console, it is there, once', async () => {
  const user = setupUser()
  const first = renderConsole()
  await greeted()
  await typeInTerminal(user, 'hey')
  await waitFor(() => expect(shown()).toContain('login: hey'))
  await user.click(screen.getByRole('button', { name: 'Pause' }))
  first.unmount()

  renderConsole()
  // before the new socket has said anything
  await waitFor(() => expect(shown()).toContain('login: hey'))
  expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Resume' }))
  await connected()
  await typeInTerminal(user, '!')
  await waitFor(() => expect(shown()).toContain('login: hey!'))
  expect(occurrences(shown(), 'login:')).toBe(1)
})

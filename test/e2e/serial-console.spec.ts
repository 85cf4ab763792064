import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations } from './util'

// recordSockets wraps the WebSocket global before the console's scripts run: a page of its own
test.use({ coldStart: true })

const PROJECT = 'atlas-ingest'
const RUNNING = `/projects/${PROJECT}/instances/ingest-worker-1`
const STOPPED = `/projects/${PROJECT}/instances/ingest-worker-3`
const NO_CONSOLE = 'Only a running, rebooting, migrating or repairing instance has a serial console'

type OpenedSocket = { url: string; closed: boolean }
type SocketLog = { openedSockets?: OpenedSocket[]; dropSockets?: () => void }

/**
 * Records every serial-console websocket the page opens, and whether it has closed since. The
 * mock installs its own WebSocket after this script runs, so the global is wrapped on every
 * assignment, not just once.
 */
async function recordSockets(page: Page) {
  await page.addInitScript(() => {
    const opened: OpenedSocket[] = []
    const sockets: WebSocket[] = []
    ;(window as SocketLog).openedSockets = opened
    // the connection lost, as the console sees it: its socket closes without being asked to
    ;(window as SocketLog).dropSockets = () => sockets.forEach((s) => s.close())
    const wrap = (Base: typeof WebSocket) =>
      new Proxy(Base, {
        construct(target, args: unknown[], newTarget: (...a: unknown[]) => unknown) {
          const socket = Reflect.construct(target, args, newTarget) as WebSocket
          if (String(args[0]).includes('/serial-console/stream')) {
            const entry = { url: String(args[0]), closed: false }
            opened.push(entry)
            sockets.push(socket)
            socket.addEventListener('close', () => (entry.closed = true))
          }
          return socket
        },
      })
    let exposed = wrap(window.WebSocket)
    Object.defineProperty(window, 'WebSocket', {
      configurable: true,
      get: () => exposed,
      set: (value: typeof WebSocket) => {
        exposed = wrap(value)
      },
    })
  })
}

const openedSockets = (page: Page) => page.evaluate(() => (window as SocketLog).openedSockets ?? [])

/** What the terminal shows: xterm's DOM renderer keeps one element per row. */
const terminalText = (page: Page) => page.locator('.xterm-rows')

test('a running instance’s console connects, shows the boot log and echoes typing', async ({
  page,
}) => {
  await recordSockets(page)
  await page.goto(`${RUNNING}/serial-console`)
  await expect(page.getByRole('heading', { level: 1, name: 'ingest-worker-1' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  // the mock's greeting, a second after the socket opens
  await expect(terminalText(page)).toContainText('Debian GNU/Linux 12')
  await expect(terminalText(page)).toContainText('ingest-worker-1 login:')

  await page.getByRole('region', { name: 'Serial console of ingest-worker-1' }).click()
  await page.keyboard.type('hello')
  await page.keyboard.press('Enter')
  // xterm does not echo locally: the text comes back from the server
  await expect(terminalText(page)).toContainText('login: hello')

  // React's dev-mode double effect may open and close one first: one socket stays open
  const sockets = await openedSockets(page)
  const open = sockets.filter((s) => !s.closed)
  expect(open).toHaveLength(1)
  const url = new URL(open[0]!.url)
  expect(url.protocol).toBe('ws:')
  expect(url.pathname).toBe('/v1/instances/ingest-worker-1/serial-console/stream')
  expect(url.searchParams.get('project')).toBe(PROJECT)
  expect(url.searchParams.get('most_recent')).toBe('262144')

  await expectNoA11yViolations(page)

  // leaving the page closes the socket
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'ingest-worker-1', exact: true })
    .click()
  await expect(page.locator('.xterm')).toHaveCount(0)
  await expect.poll(async () => (await openedSockets(page)).every((s) => s.closed)).toBe(true)
})

test('a stopped instance has no console and the page opens no socket', async ({ page }) => {
  await recordSockets(page)
  await page.goto(`${STOPPED}/serial-console`)
  await expect(page.getByRole('status').filter({ hasText: NO_CONSOLE })).toBeVisible()
  await expect(page.locator('.xterm')).toHaveCount(0)
  expect(await openedSockets(page)).toEqual([])
  await expectNoA11yViolations(page)
})

test('the connect tab links to the console of a running instance', async ({ page }) => {
  await page.goto(`${RUNNING}/connect`)
  const connect = page.getByRole('link', { name: 'Connect', exact: true })
  await expect(connect).toHaveAttribute('href', `${RUNNING}/serial-console`)
  await expectNoA11yViolations(page)
  await connect.click()
  await expect(page).toHaveURL(`${RUNNING}/serial-console`)
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
})

test('the connect tab of a stopped instance disables Connect and says why', async ({ page }) => {
  await page.goto(`${STOPPED}/connect`)
  const connect = page.getByRole('button', { name: 'Connect', exact: true })
  await expect(connect).toBeDisabled()
  await expect(connect).toHaveAccessibleDescription(NO_CONSOLE)
  await expect(page.getByRole('link', { name: 'Connect', exact: true })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('the CLI command modal names the project and instance and copies the command', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${RUNNING}/connect`)
  await page.getByRole('button', { name: 'CLI command' }).click()
  const dialog = page.getByRole('dialog', { name: 'CLI command' })
  const command = `oxide instance serial console --project ${PROJECT} --instance ingest-worker-1`
  await expect(dialog).toContainText(command)
  await dialog.getByRole('button', { name: 'Copy command' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)
  // spec §2: 'Copied' for 2 seconds, then the label comes back
  await expect(dialog.getByRole('button', { name: 'Copy command' })).toBeVisible()
})

test('the console keeps what it showed: paused, searched, copied, saved, reconnected, kept', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await recordSockets(page)
  await page.goto(`${RUNNING}/serial-console`)
  await expect(terminalText(page)).toContainText('ingest-worker-1 login:')
  const terminal = page.getByRole('region', { name: 'Serial console of ingest-worker-1' })

  // paused: what the instance sends waits, said in bytes, until resumed
  await page.getByRole('button', { name: 'Pause' }).click()
  await terminal.click()
  await page.keyboard.type('hey')
  const resume = page.getByRole('button', { name: 'Resume' })
  await expect(resume).toHaveAccessibleDescription('Paused: 3 B waiting')
  await expect(terminalText(page)).not.toContainText('login: hey')
  await resume.click()
  await expect(terminalText(page)).toContainText('login: hey')

  // a search selects its match, which Copy selection copies
  const copySelection = page.getByRole('button', { name: 'Copy selection' })
  await expect(copySelection).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('searchbox', { name: 'Search output' }).fill('Debian GNU')
  await expect(page.getByText('1 of 1')).toBeVisible()
  await expect(copySelection).not.toHaveAttribute('aria-disabled')
  await copySelection.click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Debian GNU')

  await page.getByRole('button', { name: 'Copy all' }).click()
  const all = await page.evaluate(() => navigator.clipboard.readText())
  expect(all).toMatch(/^Oxide bhyve virtual platform/)
  expect(all).toContain('ingest-worker-1 login: hey')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^ingest-worker-1-serial-console-.*\.txt$/)
  expect(await readFile((await download.path())!, 'utf8')).toBe(all)

  // the socket drops: said so, and back on Reconnect now, showing nothing twice
  await page.evaluate(() => (window as SocketLog).dropSockets?.())
  await expect(page.getByRole('status').filter({ hasText: /^Disconnected:/ })).toBeVisible()
  await page.getByRole('button', { name: 'Reconnect now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await terminal.click()
  await page.keyboard.type('!')
  await expect(terminalText(page)).toContainText('login: hey!')
  const logins = async () => ((await terminalText(page).innerText()).match(/login:/g) ?? []).length
  expect(await logins()).toBe(1)

  // another page of the instance and back: the scrollback is still there, once
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'ingest-worker-1', exact: true })
    .click()
  await page.getByRole('tab', { name: 'Connect' }).click()
  await page.getByRole('link', { name: 'Connect', exact: true }).click()
  await expect(terminalText(page)).toContainText('login: hey!')
  expect(await logins()).toBe(1)
})

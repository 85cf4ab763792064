import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import type * as AxeCore from 'axe-core'

export const FLEET_VIEWER = { username: 'ada', password: 'correct horse' }
export const PLAIN_USER = { username: 'noor', password: 'plain user' }
export const SILO = 'prairie'

/** The mock starts signed in; this starts it signed out for the next page load instead. */
export async function startSignedOut(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('mock-session', 'signed-out'))
}

/**
 * Keeps the seeded instances, disks and snapshots caught mid-move (starting, attaching, …) as
 * seeded for the next page loads; otherwise they finish within a minute.
 */
export async function freezeSeededStates(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('mock-freeze-states', '1'))
}

export async function signIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel(/^Password/).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * axe-core: no serious or critical findings, on the page as it settles. Transitions are switched
 * off first: a colour caught mid-fade (a button turning from disabled to enabled as its rows
 * arrive, a drawer sliding in) is no colour a user reads, but axe would measure it.
 */
export async function expectNoA11yViolations(page: Page) {
  // once per document: a walk checks many screens in one
  await page.evaluate(() => {
    if (document.getElementById('e2e-no-motion')) return
    const style = document.createElement('style')
    style.id = 'e2e-no-motion'
    style.textContent =
      '*, *::before, *::after { transition: none !important; animation: none !important }'
    document.head.append(style)
  })
  await expectNoSerious(page)
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core run in the page itself, reporting violations only: its source evaluated once per
 * document rather than twice per check as @axe-core/playwright does (a third of a check's time
 * here), and no frame splitting (the console has no iframes). `rules`: only those (axe's runOnly).
 */
async function expectNoSerious(page: Page, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const bad = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: typeof AxeCore }
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(rules && { runOnly: { type: 'rule', values: rules } }),
    })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, rules)
  expect(bad).toEqual([])
}

/**
 * The page in both colour schemes: every axe rule in the one the browser starts in, then the
 * other scheme's contrast (the only rule a scheme changes). The console follows the system's
 * scheme while the user has not chosen one, so emulating it switches the page in place.
 */
export async function expectNoA11yViolationsInBothSchemes(page: Page) {
  await expectNoA11yViolations(page)
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' })
  await expect(page.locator('html')).toHaveCSS('color-scheme', dark ? 'light' : 'dark')
  await expectNoSerious(page, ['color-contrast'])
}

/** Requests the mock API answered since the page loaded (they never reach the network). */
export async function mockRequests(page: Page, method: string, pathPrefix: string) {
  return page.evaluate(
    ([m, p]) =>
      (window.mockApi?.requests ?? []).filter((r) => r.method === m && r.url.startsWith(p)),
    [method, pathPrefix] as const,
  )
}

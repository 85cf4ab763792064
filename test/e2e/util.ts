import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
  await expectNoSerious(axeOn(page))
}

/**
 * axe-core run in the page itself (legacy mode), reporting violations only. The default mode
 * splits the run per frame and finishes it in a blank page it opens for every check: about 3 s
 * of a 3.5 s check here, for frames the console does not have (no iframes). The rules and the
 * page checked are the same.
 */
const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })

async function expectNoSerious(axe: AxeBuilder) {
  const results = await axe.analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
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
  await expectNoSerious(axeOn(page).withRules(['color-contrast']))
}

/** Requests the mock API answered since the page loaded (they never reach the network). */
export async function mockRequests(page: Page, method: string, pathPrefix: string) {
  return page.evaluate(
    ([m, p]) =>
      (window.mockApi?.requests ?? []).filter((r) => r.method === m && r.url.startsWith(p)),
    [method, pathPrefix] as const,
  )
}

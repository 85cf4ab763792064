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
 * Where colour contrast is measured: the whole page, or only the part of it that is new (a side
 * modal's form over a list walked as a screen of its own: the list behind it is that screen,
 * already measured). Contrast is most of a check's time, and a list's grid most of that.
 */
export type A11yScope = { contrastWithin?: string }

/**
 * axe-core: no serious or critical findings, on the page as it settles. Transitions are switched
 * off first: a colour caught mid-fade (a button turning from disabled to enabled as its rows
 * arrive, a drawer sliding in) is no colour a user reads, but axe would measure it.
 */
export async function expectNoA11yViolations(page: Page, { contrastWithin }: A11yScope = {}) {
  // once per document: a walk checks many screens in one
  await page.evaluate(() => {
    if (document.getElementById('e2e-no-motion')) return
    const style = document.createElement('style')
    style.id = 'e2e-no-motion'
    style.textContent =
      '*, *::before, *::after { transition: none !important; animation: none !important }'
    document.head.append(style)
  })
  if (!contrastWithin) return expectNoSerious(page)
  await expectNoSerious(page, { except: ['color-contrast'] })
  await expectNoSerious(page, { rules: ['color-contrast'], within: contrastWithin })
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

type Run = {
  /** only these rules (axe's runOnly) */
  rules?: string[]
  /** every rule but these */
  except?: string[]
  /** only inside the elements this selector matches (at least one must) */
  within?: string
}

/**
 * axe-core run in the page itself, reporting violations only: its source evaluated once per
 * document rather than twice per check as @axe-core/playwright does (a third of a check's time
 * here), and no frame splitting (the console has no iframes).
 */
async function expectNoSerious(page: Page, { rules, except, within }: Run = {}) {
  if (within) await expect(page.locator(within).first()).toBeVisible()
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const bad = await page.evaluate(
    async ({ rules, except, within }) => {
      // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
      const { axe } = window as unknown as { axe: typeof AxeCore }
      const context = within ? { include: [[within]] } : document
      const { violations } = await axe.run(context, {
        resultTypes: ['violations'],
        ...(rules && { runOnly: { type: 'rule', values: rules } }),
        ...(except && { rules: Object.fromEntries(except.map((id) => [id, { enabled: false }])) }),
      })
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    },
    { rules, except, within },
  )
  expect(bad).toEqual([])
}

/**
 * The page in both colour schemes: every axe rule in the one the browser starts in, then the
 * other scheme's contrast (the only rule a scheme changes). The console follows the system's
 * scheme while the user has not chosen one, so emulating it switches the page in place.
 */
export async function expectNoA11yViolationsInBothSchemes(page: Page, scope: A11yScope = {}) {
  await expectNoA11yViolations(page, scope)
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' })
  await expect(page.locator('html')).toHaveCSS('color-scheme', dark ? 'light' : 'dark')
  await expectNoSerious(page, { rules: ['color-contrast'], within: scope.contrastWithin })
}

/** Requests the mock API answered since the page loaded (they never reach the network). */
export async function mockRequests(page: Page, method: string, pathPrefix: string) {
  return page.evaluate(
    ([m, p]) =>
      (window.mockApi?.requests ?? []).filter((r) => r.method === m && r.url.startsWith(p)),
    [method, pathPrefix] as const,
  )
}

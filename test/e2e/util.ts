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
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important }',
  })
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

/** Requests the mock API answered since the page loaded (they never reach the network). */
export async function mockRequests(page: Page, method: string, pathPrefix: string) {
  return page.evaluate(
    ([m, p]) =>
      (window.mockApi?.requests ?? []).filter((r) => r.method === m && r.url.startsWith(p)),
    [method, pathPrefix] as const,
  )
}

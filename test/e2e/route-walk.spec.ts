import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolationsInBothSchemes, startSignedOut } from './util'
import {
  expectNotBlank,
  expectScreen,
  settle,
  walked,
  walkTitle,
  watchForCrashes,
  type WalkedPath,
} from './walk'

// Every route of the table, walked on the demo build: one page load per route and mode. Routes
// outside the signed-in area (sign-in, device) are walked signed out; the rest as Ada, a fleet
// admin, so the System area is open.

async function open(page: Page, r: WalkedPath) {
  if (!r.signedIn) await startSignedOut(page)
  await page.goto(r.path)
}

test.describe('every route renders, with no serious or critical axe finding in either scheme', () => {
  // axe over a whole page (a table, a form) is the slowest step of any e2e test on 2 cores
  test.describe.configure({ timeout: 60_000 })
  for (const r of walked) {
    test(walkTitle(r), async ({ page }) => {
      const crashes = watchForCrashes(page)
      await open(page, r)
      if (r.notFound) {
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      } else {
        await expectNotBlank(page)
        // a redirect lands on another route, which must render too
        if (r.redirect) await expect(page).not.toHaveURL(r.path)
      }
      await settle(page)
      if (!r.notFound) await expectScreen(page)
      // a redirect's landing route is in the table and gets its own axe run
      if (!r.redirect) await expectNoA11yViolationsInBothSchemes(page)
      expect(await crashes()).toEqual([])
    })
  }
})

test.describe('at a mock failure rate of 0.2, no route crashes or goes blank', () => {
  for (const r of walked) {
    test(walkTitle(r), async ({ page }) => {
      const crashes = watchForCrashes(page)
      // localStorage rather than the query string, so it holds across redirects and reloads
      await page.addInitScript(() => window.localStorage.setItem('mock-failure-rate', '0.2'))
      await open(page, r)
      await expectNotBlank(page)
      await settle(page)
      await expectNotBlank(page)
      expect(await crashes()).toEqual([])
    })
  }
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolationsInBothSchemes, startSignedOut } from './util'
import {
  chunks,
  expectNotBlank,
  expectScreen,
  runTitle,
  settle,
  walked,
  walkInOnePage,
  watchForCrashes,
  type WalkedPath,
} from './walk'

// Every route of the table, walked on the demo build. Routes outside the signed-in area (sign-in,
// device) are walked signed out; the rest as Ada, a fleet admin, so the System area is open. A
// test walks a run of neighbouring routes in one page, moving by the router (walk.ts): the first
// is a cold load, and a failing route is named and followed by a cold load of the next.
// The mock answers at once here: the walk checks screens, not loading, and waits on nothing else.
test.use({ mockLatency: 0 })

/**
 * Routes per test: enough to spare the cold loads (each about as costly as two routes moved to by
 * the router), few enough for the workers to share; a failing route is named and the run goes on.
 */
const RUN = 16

const runs = [
  ...chunks(
    walked.filter((r) => !r.signedIn),
    RUN,
  ),
  ...chunks(
    walked.filter((r) => r.signedIn),
    RUN,
  ),
]

async function start(page: Page, run: WalkedPath[]) {
  if (!run[0]!.signedIn) await startSignedOut(page)
}

test.describe('every route renders, with no serious or critical axe finding in either scheme', () => {
  test.describe.configure({ timeout: 240_000 })
  for (const run of runs) {
    test(runTitle(run), async ({ page }) => {
      await start(page, run)
      const crashes = watchForCrashes(page)
      const failures = await walkInOnePage(
        page,
        run,
        async (r) => {
          if (r.notFound) {
            await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
          } else await expectNotBlank(page)
          await settle(page)
          if (!r.notFound) await expectScreen(page)
          // A redirect's landing route is in the table and gets its own axe run. A form over a
          // list has every rule over the whole page, contrast over the form alone: the list
          // behind it is the screen of the route `over` names, measured there.
          if (!r.redirect)
            await expectNoA11yViolationsInBothSchemes(
              page,
              r.over ? { contrastWithin: '[role="dialog"]' } : {},
            )
          expect(await crashes()).toEqual([])
        },
        { crashes },
      )
      expect(failures).toEqual([])
    })
  }
})

// The chaos walk: a fifth of the answers fail, and the rest carry a newer rack's states and kinds
// (every enum value one the contract does not list). The Prism walk's second seed checks every
// route with all answers so and none failing (playwright.api.config.ts).
test.describe('at a mock failure rate of 0.2, with unknown values, no route crashes or goes blank', () => {
  test.describe.configure({ timeout: 240_000 })
  for (const run of runs) {
    test(runTitle(run), async ({ page }) => {
      await start(page, run)
      // localStorage rather than the query string, so they hold across redirects and reloads
      await page.addInitScript(() => {
        window.localStorage.setItem('mock-failure-rate', '0.2')
        window.localStorage.setItem('mock-unknown-values', '1')
      })
      const crashes = watchForCrashes(page)
      const failures = await walkInOnePage(
        page,
        run,
        async () => {
          await expectNotBlank(page)
          await settle(page)
          await expectNotBlank(page)
          expect(await crashes()).toEqual([])
        },
        // a failed request may send the page to sign-in (401) before the route shows
        { crashes, arrival: () => 'any' },
      )
      expect(failures).toEqual([])
    })
  }
})

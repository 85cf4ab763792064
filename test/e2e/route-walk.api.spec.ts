import { expect, test } from '@playwright/test'
import { isApiRequest } from '../apiPaths'
import { expectNotBlank, settle, walked, walkTitle, watchForCrashes } from './walk'

// Every route of the table on the production build, against Prism answering the API contract
// with generated data (playwright.api.config.ts): whatever shape of data the contract allows,
// no route throws an uncaught exception or renders a blank page. Generated names do not match
// the seeded ones in the paths, so error pages ('Page not found') are allowed here.
// A path whose page load the API host answers itself (/login) is not the console's to render.
const consoleRoutes = walked.filter((r) => !isApiRequest(r.path, 'text/html'))

for (const r of consoleRoutes) {
  test(walkTitle(r), async ({ page }) => {
    const crashes = watchForCrashes(page)
    await page.goto(r.path)
    await expectNotBlank(page)
    await settle(page)
    await expectNotBlank(page)
    expect(await crashes()).toEqual([])
  })
}

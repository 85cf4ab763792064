import { expect, test } from '@playwright/test'
import { isApiRequest } from '../apiPaths'
import { expectNotBlank, settle, walked, walkTitle, watchForCrashes } from './walk'

// Every route of the table on the production build, against Prism answering the API contract
// with generated data (playwright.api.config.ts): with any data the contract allows, no route
// throws an uncaught exception or renders a blank page. Prism answers any name in a path with
// generated data, so the seeded paths show screens; an error page (a request Prism refuses as
// outside the contract) still counts as rendered here. A path whose page load the API host
// answers itself (/login) is not the console's to render.
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

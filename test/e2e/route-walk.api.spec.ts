import { expect } from '@playwright/test'
import { stillTest as test } from './fixtures'
import { isApiRequest } from '../apiPaths'
import {
  chunks,
  expectNotBlank,
  runTitle,
  settle,
  walked,
  walkInOnePage,
  watchForCrashes,
} from './walk'

// Every route of the table on the production build, against Prism answering the API contract
// with data generated from a fixed seed (playwright.api.config.ts, a project per seed): with any
// data the contract allows, no route throws, renders a blank page or shows the error page. Prism
// answers any name in a path, so the seeded paths show screens; 'Page not found' is allowed, as
// the page then says why (the resource is not in the generated answer, such as a rule name the
// generated rule list lacks). A path whose page load the API host answers itself (/login) is not
// the console's to render. Runs of routes share a page, moving by the router (walk.ts).
const consoleRoutes = walked.filter((r) => !isApiRequest(r.path, 'text/html'))

// 25 routes a test: a cold load costs as much as a few routes moved to by the router
for (const run of chunks(consoleRoutes, 25)) {
  test(runTitle(run), async ({ page }) => {
    test.setTimeout(180_000)
    const crashes = watchForCrashes(page)
    const failures = await walkInOnePage(
      page,
      run,
      async () => {
        await expectNotBlank(page)
        await settle(page)
        await expectNotBlank(page)
        await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
        expect(await crashes()).toEqual([])
      },
      { crashes },
    )
    expect(failures).toEqual([])
  })
}

import { expect, test } from './fixtures'
import { expectNoA11yViolations } from './util'

// Every route is checked with axe by the route walk (route-walk.spec.ts), on the seeded project
// with the most data. Here: states of a screen the walk does not reach, such as empty lists.
const states: [string, string][] = [
  ['/projects/dev-sandbox/instances', 'Instances'],
  ['/projects/dev-sandbox/disks', 'Disks'],
]

for (const [path, heading] of states) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

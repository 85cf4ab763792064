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

// The check itself: a line of text as faint as its background is found, on the whole page and
// when contrast is measured inside a form over a list alone (as the route walk does there).
test('axe finds faint text: on the whole page, and inside a form over a list', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/disks-new')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.evaluate((form) => {
    const line = document.createElement('p')
    line.textContent = 'Barely there'
    line.style.color = 'rgb(128, 128, 128)'
    line.style.background = 'rgb(140, 140, 140)'
    form.append(line)
  })
  await expect(expectNoA11yViolations(page, { contrastWithin: '[role="dialog"]' })).rejects.toThrow(
    /color-contrast/,
  )
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/color-contrast/)
})

import { expect, test } from './fixtures'

test('the root redirects to /projects and the title follows the breadcrumbs', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page).toHaveTitle('Projects / Oxide Console')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Projects'),
  ).toBeVisible()
})

test('/settings redirects to the profile', async ({ page }) => {
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page).toHaveTitle('Profile / Settings / Oxide Console')
})

test('an unknown path shows Page not found with a way back', async ({ page }) => {
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found / Oxide Console')
  await expect(
    page.getByText("The page you are looking for doesn't exist or you may not have access to it."),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page).toHaveTitle('Projects / Oxide Console')
})

test('the skip link moves focus to the main region', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('mock mode shows the technical preview banner and its dialog', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByText('This is a technical preview.')).toBeVisible()
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'Technical preview' })
  await expect(dialog).toContainText('mocked API')
  await expect(dialog).toContainText('lost when you refresh')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a fleet viewer can switch to the System area and back', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/issues$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible()
  await page.getByRole('button', { name: 'Silo' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('the user menu opens settings', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: /Ada/ }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings\/profile$/)
})

// The suite starts most tests by restarting the console in the worker's page (warmPage.ts); the
// restart must give what a page load gives.
test('a console restarted in place starts as a page load would: a new mock, nothing left open', async ({
  page,
}) => {
  await page.goto('/projects')
  await expect(page.getByRole('link', { name: 'atlas-ingest' })).toBeVisible()
  const status = (path: string) => page.evaluate(async (p) => (await fetch(p)).status, path)
  const created = await page.evaluate(
    async () =>
      (
        await fetch('/v1/projects', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'left-over', description: 'made before the restart' }),
        })
      ).status,
  )
  expect(created).toBe(201)
  expect(await status('/v1/projects/left-over')).toBe(200)
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Jump to' })).toBeFocused()

  await page.evaluate(async () => {
    history.replaceState(null, '', '/projects/atlas-ingest/instances')
    await window.restartConsole!()
  })
  await expect(page.getByRole('link', { name: 'ingest-worker-1' }).first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Jump to' })).toBeHidden()
  expect(await status('/v1/projects/left-over')).toBe(404)
  expect(await status('/v1/projects/atlas-ingest')).toBe(200)
})

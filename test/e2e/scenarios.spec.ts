import { expect, test } from './fixtures'

// The mock's training scenarios (demo build): the technical-preview dialog loads one, the page
// reloads into it and says which is loaded; `?mock-scenario=` opens one directly.

test('the dialog loads the empty-silo scenario and says so after the reload', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'Learn more' }).click()
  let dialog = page.getByRole('dialog', { name: 'Technical preview' })
  await expect(dialog).toContainText('Loaded: Everyday fleet.')
  await dialog.getByRole('radio', { name: /Empty silo/ }).check()
  await dialog.getByRole('button', { name: 'Load scenario' }).click()

  await expect(page).toHaveURL(/mock-scenario=empty-silo/)
  await expect(page.getByText('No projects')).toBeVisible()
  await page.getByRole('button', { name: 'Learn more' }).click()
  dialog = page.getByRole('dialog', { name: 'Technical preview' })
  await expect(dialog).toContainText('Loaded: Empty silo.')
  await expect(dialog.getByRole('radio', { name: /Empty silo \(loaded\)/ })).toBeChecked()
})

test('?mock-scenario=incident opens the incident fleet', async ({ page }) => {
  await page.goto('/projects/checkout/instances?mock-scenario=incident')
  await expect(page.getByText('Failed: automatic restart disabled')).toBeVisible()
})

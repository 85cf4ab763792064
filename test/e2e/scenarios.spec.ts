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

test('the incident fleet’s System › Issues lists each kind of problem, critical first', async ({
  page,
}) => {
  await page.goto('/system/issues?mock-scenario=incident')
  const list = page.getByRole('list', { name: 'Issues' })
  await expect(page.getByRole('status').filter({ hasText: 'Needs attention' })).toHaveText(
    'Needs attention: 5 critical issues and 5 warnings.',
  )
  for (const title of [
    '1 silo at a quota',
    '1 IP pool full',
    'Update needs Oxide support',
    '1 BGP peer not established',
    '1 switch link down',
    '1 sled expunged',
    '1 sled not taking new instances',
    '1 support bundle failed',
    'Automatic update suspended',
  ]) {
    await expect(list.getByRole('listitem', { name: title })).toBeVisible()
  }
  await expect(list.getByRole('listitem', { name: /not in service/ })).toBeVisible()
  await expect(list.getByRole('listitem').first()).toContainText('critical')
  await expect(
    page
      .getByRole('navigation', { name: 'System navigation' })
      .getByRole('img', { name: '5 critical issues and 5 warnings' }),
  ).toHaveText('10')
  // each links to where it is dealt with
  await list
    .getByRole('listitem', { name: '1 IP pool full' })
    .getByRole('link', { name: 'View IP pool' })
    .click()
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools\/default$/)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freezeSeededStates, mockRequests } from './util'

// What lists do that needs a real browser: keyboard selection and a bulk action, and the list's
// place surviving a reload and back/forward. The rest (bar wording, per-row outcomes, filtering,
// sort) is in jest. The seed: build-farm has builder-01…26, stopped when the number is a
// multiple of 7, running otherwise.

const table = (page: Page) => page.getByRole('grid', { name: 'Instances' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
const bar = (page: Page) => page.getByRole('group', { name: 'Actions for the selected instances' })

test('rows selected by keyboard are stopped together after one confirm', async ({ page }) => {
  await freezeSeededStates(page)
  await page.goto('/projects/build-farm/instances')
  // Space on a focused row's cell toggles that row
  for (const name of ['builder-02', 'builder-03']) {
    const cell = row(page, name).getByRole('gridcell').filter({ hasText: 'vCPU' })
    await cell.click()
    await page.keyboard.press('Space')
  }
  await expect(bar(page).getByRole('status')).toHaveText('2 selected')
  await bar(page).getByRole('button', { name: 'Stop', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm stop' })
  await expect(dialog).toContainText('builder-02 and builder-03')
  await dialog.getByRole('button', { name: 'Stop 2' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Stopping 2 instances' })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  await expect(row(page, 'builder-02').locator('[data-state]')).toHaveAttribute(
    'data-state',
    /stopping|stopped/,
  )
  expect(await mockRequests(page, 'POST', '/v1/instances')).toHaveLength(2)
})

test('a reload, back and forward land on the same page of the list', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  await expect(row(page, 'builder-01')).toBeVisible()
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(row(page, 'builder-26')).toBeVisible()
  // the API's page token for it
  await expect(page).toHaveURL(/[?&]token=/)

  await page.reload()
  await expect(row(page, 'builder-26')).toBeVisible()
  await expect(row(page, 'builder-01')).toHaveCount(0)

  await page.goBack()
  await expect(row(page, 'builder-01')).toBeVisible()
  await page.goForward()
  await expect(row(page, 'builder-26')).toBeVisible()
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { mockRequests } from './util'

const box = (page: Page, i: number) => page.getByLabel(`Letter ${i} of 8`)

test('device verify: eight boxes, dash after the third, uppercase, enabled at eight letters', async ({
  page,
}) => {
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Device code' }).getByRole('textbox')).toHaveCount(8)
  const submit = page.getByRole('button', { name: 'Log in on device' })
  await expect(submit).toBeDisabled()
  await box(page, 1).click()
  await page.keyboard.type('lxq1vwpt')
  await expect(box(page, 1)).toHaveValue('L')
  await expect(box(page, 4)).toHaveValue('V')
  await expect(submit).toBeDisabled()
  await page.keyboard.type('r')
  await expect(box(page, 8)).toHaveValue('R')
  await expect(submit).toBeEnabled()
  // the dash sits between the third and fourth box
  const dash = page.getByRole('group', { name: 'Device code' }).locator('span[aria-hidden="true"]')
  await expect(dash).toHaveCount(1)
})

test('pasting fills letters only; a valid code goes to the success page sent as XXX-XXXXX', async ({
  page,
}) => {
  await page.goto('/device/verify')
  await box(page, 1).click()
  await page.evaluate(() => {
    const dt = new DataTransfer()
    dt.setData('text', 'lxq-vwp 7tr!')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    )
  })
  await expect(box(page, 8)).toHaveValue('R')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page).toHaveURL('/device/success')
  const sent = await mockRequests(page, 'POST', '/device/confirm')
  expect(sent.map((r) => r.body)).toEqual([{ user_code: 'LXQ-VWPTR' }])
  await expect(page.getByText('Device logged in')).toBeVisible()
  await expect(page.getByText('You can close this window')).toBeVisible()
})

test('an unknown code says Code is invalid', async ({ page }) => {
  await page.goto('/device/verify')
  await box(page, 1).click()
  await page.keyboard.type('ABCDEFGH')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  await expect(page).toHaveURL('/device/verify')
})

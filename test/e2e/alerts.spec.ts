import { expect, test } from './fixtures'
import { expectNoA11yViolations } from './util'

// Alerts and webhooks in the browser, as Ada (a fleet admin), by keyboard where a user would use
// it: a receiver made, tested, given a secret that is shown once and copied, and deleted; an
// alert's payload and where it went. jest holds the validation, the refusals and the roles
// (src/features/system/alerts/Alerts.test.tsx); this holds the screens, the clipboard and focus.

test('a webhook receiver made by keyboard, tested, given a secret, then deleted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/system/alerts')
  await page.getByRole('tab', { name: 'Receivers' }).click()
  await expect(page).toHaveURL('/system/alerts/receivers')
  await page.getByRole('link', { name: 'New webhook receiver' }).click()
  const form = page.getByRole('dialog', { name: 'New webhook receiver' })
  await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused()
  await page.keyboard.type('e2e-hook')
  await form.getByRole('textbox', { name: /^Endpoint/ }).focus()
  await page.keyboard.type('https://hooks.example.test/e2e')
  await form.getByRole('button', { name: 'Generate secret' }).press('Enter')
  await expect(form.getByRole('textbox', { name: /^Secret/ })).toHaveValue(/^[0-9a-f]{64}$/)
  await form.getByRole('combobox', { name: 'Alert class' }).selectOption('disk.faulted')
  await expect(form.getByRole('status')).toContainText('A disk lost its backing storage')
  await form.getByRole('button', { name: 'Add subscription' }).press('Enter')
  await expect(form.getByRole('list', { name: 'Subscriptions' })).toContainText('disk.faulted')
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create receiver' }).press('Enter')

  await expect(page).toHaveURL('/system/alerts/receivers/e2e-hook')
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-hook' })).toBeVisible()
  await expect(page.getByText('https://hooks.example.test/e2e')).toBeVisible()

  // a test sent: the endpoint answers, and the dialog says how
  await page.getByRole('button', { name: 'Receiver actions' }).click()
  await page.getByRole('menuitem', { name: 'Send test' }).click()
  const probe = page.getByRole('dialog', { name: 'Send a test' })
  await probe.getByRole('button', { name: 'Send test' }).click()
  await expect(probe).toContainText('200')
  await page.keyboard.press('Escape')
  await expect(probe).toBeHidden()

  // a secret: shown once, copied, and gone from the page once Done
  await page.getByRole('tab', { name: 'Secrets' }).click()
  const secrets = page.getByRole('grid', { name: 'Secrets' })
  await expect(secrets.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: 'Add secret' }).click()
  const shown = page.getByRole('dialog', { name: 'Secret added' })
  const value = await shown.getByRole('textbox', { name: 'Secret' }).inputValue()
  expect(value).toMatch(/^[0-9a-f]{64}$/)
  await shown.getByRole('button', { name: 'Copy secret' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
  await page.keyboard.press('Escape')
  await expect(shown).toBeVisible()
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()
  await expect(secrets.getByRole('row')).toHaveCount(3)
  await expect(page.locator('body')).not.toContainText(value)

  await page.getByRole('button', { name: 'Receiver actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete webhook receiver' })
  await expect(confirm).toContainText('https://hooks.example.test/e2e')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL('/system/alerts/receivers')
  const receivers = page.getByRole('grid', { name: 'Receivers' })
  await expect(receivers.getByRole('gridcell', { name: 'ops-pager', exact: true })).toBeVisible()
  await expect(receivers.getByRole('gridcell', { name: 'e2e-hook', exact: true })).toHaveCount(0)
})

test('an alert: its class in words, its payload, and the receivers it went to', async ({
  page,
}) => {
  await page.goto('/system/alerts')
  const alerts = page.getByRole('grid', { name: 'Alerts' })
  await alerts.getByRole('link', { name: 'hardware.sled.unreachable' }).first().click()
  await expect(page.getByRole('heading', { name: 'hardware.sled.unreachable' })).toBeVisible()
  await expect(page.getByText('A sled stopped answering the control plane')).toBeVisible()
  await expect(page.getByLabel('Payload')).toContainText('"last_seen_seconds_ago"')
  const deliveries = page.getByRole('grid', { name: 'Deliveries' })
  await expect(deliveries.getByRole('gridcell', { name: 'ops-pager', exact: true })).toBeVisible()
  await expect(deliveries.getByRole('gridcell', { name: 'legacy-siem', exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
})

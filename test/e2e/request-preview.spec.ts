import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// The request behind a form, in the browser: it follows what is typed, its parts copy to the
// real clipboard, the submit sends what it showed, and a secret never shows. jest holds the
// planning of every form's request (src/components/request-preview/).

test('a new project’s request follows the form, copies, and is what the submit sends', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  const toggle = form.getByRole('button', { name: 'Request' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.press('Enter')
  const region = form.getByRole('region', { name: 'Request' })
  // nothing to send yet: the fields in the way, each a link to its field
  await region.getByRole('link', { name: 'Name is required' }).click()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused()
  await page.keyboard.type('from-e2e')
  await form.getByRole('textbox', { name: /^Description/ }).fill('made to be scripted')

  const body = { name: 'from-e2e', description: 'made to be scripted' }
  await expect(region.getByLabel('Endpoint', { exact: true })).toHaveText('POST /v1/projects')
  await expect(region.getByLabel('Body', { exact: true })).toHaveText(JSON.stringify(body, null, 2))
  const command = `oxide api '/v1/projects' --method POST --input - <<'EOF'\n${JSON.stringify(body, null, 2)}\nEOF`
  await expect(region.getByLabel('oxide CLI', { exact: true })).toHaveText(command)
  await region.getByRole('button', { name: 'Copy command' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)
  await expectNoA11yViolations(page)

  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(/\/projects\/from-e2e/)
  const sent = await mockRequests(page, 'POST', '/v1/projects')
  expect(sent.map((r) => r.body)).toEqual([body])
})

test('a webhook receiver’s secret is masked in its request', async ({ page }) => {
  await page.goto('/system/alerts/receivers-new')
  const form = page.getByRole('dialog', { name: 'New webhook receiver' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('masked')
  await form.getByRole('textbox', { name: /^Endpoint/ }).fill('https://hooks.example.test/m')
  await form.getByRole('button', { name: 'Generate secret' }).click()
  const secret = await form.getByRole('textbox', { name: /^Secret/ }).inputValue()
  await form.getByRole('button', { name: 'Request' }).click()
  const region = form.getByRole('region', { name: 'Request' })
  await expect(region.getByLabel('Body', { exact: true })).toContainText('"secrets"')
  await expect(region.getByLabel('Body', { exact: true })).toContainText(
    'https://hooks.example.test/m',
  )
  await expect(region).not.toContainText(secret)
  await expect(region.getByLabel('oxide CLI', { exact: true })).not.toContainText(secret)
})

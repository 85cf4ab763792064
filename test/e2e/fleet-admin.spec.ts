import { expect, test } from './fixtures'
import { expectNoA11yViolationsInBothSchemes, mockRequests, SILO, signIn } from './util'

// Running the fleet and the silo, as Ada (fleet admin, silo admin): fleet roles, a support
// bundle's file, a repository upload, a probe and an access token.

const BUNDLE = '5eedf109-0000-4000-8000-000000000002'

test('grant and revoke a fleet role', async ({ page }) => {
  await page.goto('/system/access')
  const grid = page.getByRole('grid', { name: 'Fleet roles' })
  await expect(grid.getByRole('gridcell', { name: 'Ada Okafor', exact: true })).toBeVisible()
  await expectNoA11yViolationsInBothSchemes(page)

  await page.getByRole('button', { name: 'Add role' }).click()
  const form = page.getByRole('dialog', { name: 'Add role' })
  await form.getByRole('combobox', { name: /^User or group/ }).selectOption('Noor Haddad')
  await form.getByRole('radio', { name: 'viewer' }).check()
  await form.getByRole('button', { name: 'Add role' }).click()
  await expect(
    page.getByTestId('announcer').getByText('Noor Haddad now has the viewer role on the fleet'),
  ).toBeVisible()
  await expect(grid.getByRole('gridcell', { name: 'Noor Haddad', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Row actions for Noor Haddad' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(grid.getByRole('gridcell', { name: 'Noor Haddad', exact: true })).toBeHidden()
  // one save to grant, one to revoke, each the whole policy
  await expect
    .poll(async () => (await mockRequests(page, 'PUT', '/v1/system/policy')).length)
    .toBe(2)
})

test("download a support bundle's file, then upload a repository and see its version", async ({
  page,
}) => {
  await page.goto(`/system/support-bundles/${BUNDLE}`)
  const files = page.getByRole('grid', { name: 'Files' })
  await expect(
    files.getByRole('gridcell', { name: 'rack/inventory.json', exact: true }),
  ).toBeVisible()
  await expectNoA11yViolationsInBothSchemes(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Row actions for rack/inventory.json' }).click()
  await page.getByRole('menuitem', { name: 'Download' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${BUNDLE}-rack_inventory.json`)

  await page.getByRole('link', { name: 'Update' }).click()
  const upload = page.getByRole('form', { name: 'Upload repository' })
  await upload.getByLabel('Repository file').setInputFiles({
    name: 'oxide-17.0.0.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('release 17.0.0'),
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('Uploaded system version 17.0.0')).toBeVisible()
  await expectNoA11yViolationsInBothSchemes(page)
})

test('create and delete a probe; delete an access token', async ({ page }) => {
  await page.goto('/projects/build-farm/probes-new')
  const form = page.getByRole('dialog', { name: 'New probe' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('edge-check')
  await form.getByRole('combobox', { name: /^Sled/ }).selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Create probe' }).click()
  await expect(page.getByRole('heading', { name: 'edge-check' })).toBeVisible()
  await expect(page.getByText(/\(ephemeral\)/)).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/projects\/build-farm\/probes$/)
  await expect(page.getByRole('gridcell', { name: 'edge-check', exact: true })).toBeHidden()

  await page.goto('/settings/access-tokens')
  const tokens = page.getByRole('grid', { name: 'Access tokens' })
  await expect(tokens.getByRole('row')).toHaveCount(3)
  await expectNoA11yViolationsInBothSchemes(page)
  await tokens
    .getByRole('button', { name: /^Row actions for/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('announcer').getByText('Access token deleted')).toBeVisible()
  await expect(tokens.getByRole('row')).toHaveCount(2)
})

test('create a local user, set their password, and sign in as them', async ({ page }) => {
  await page.goto(`/system/silos/${SILO}?tab=users`)
  await expect(page.getByRole('button', { name: 'New user' })).not.toHaveAttribute('aria-disabled')
  await page.getByRole('button', { name: 'New user' }).click()
  const create = page.getByRole('dialog', { name: 'New user' })
  await create.getByRole('textbox', { name: /^Username/ }).fill('zoe')
  await create.getByRole('button', { name: 'Create user' }).click()
  const users = page.getByRole('grid', { name: 'Users' })
  await expect(users.getByRole('gridcell', { name: 'zoe', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Row actions for zoe' }).click()
  await page.getByRole('menuitem', { name: 'Set password' }).click()
  const form = page.getByRole('dialog', { name: 'Set password' })
  await form.getByLabel(/^Password/).fill('fresh start')
  await form.getByLabel(/^Confirm password/).fill('fresh strat')
  await form.getByRole('button', { name: 'Set password' }).click()
  await expect(form.getByText('Passwords must match').first()).toBeVisible()
  await form.getByLabel(/^Confirm password/).fill('fresh start')
  await form.getByRole('button', { name: 'Set password' }).click()
  await expect(form).toBeHidden()

  // signing out keeps the page (and the mock's fleet); zoe signs in on the local sign-in page
  await page.getByRole('button', { name: 'Ada Okafor', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(new RegExp(`/login/${SILO}/local`))
  await signIn(page, { username: 'zoe', password: 'fresh start' })
  await expect(page.getByRole('button', { name: /zoe/ })).toBeVisible()
})

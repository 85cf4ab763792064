import { expect, test } from './fixtures'

test('profile shows the signed-in user and their groups', async ({ page }) => {
  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page.getByText('User ID', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Groups' }).getByRole('listitem').first(),
  ).toBeVisible()
})

test('add an SSH key: a bad key is refused, a good one is listed and marked', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  await page.getByRole('link', { name: 'Add SSH key' }).first().click()
  await expect(page).toHaveURL('/settings/ssh-keys-new')
  const form = page.getByRole('dialog', { name: 'Add SSH key' })
  await form.getByLabel(/^Name/).fill('laptop-e2e')
  await form.getByLabel(/^Public key/).fill('not a key')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('Not a valid SSH public key').first()).toBeVisible()
  await form
    .getByLabel(/^Public key/)
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx3b2hkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAx e2e@host')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys?highlight=laptop-e2e')
  const link = page
    .getByRole('grid', { name: 'SSH keys' })
    .getByRole('link', { name: 'laptop-e2e' })
  await expect(link).toBeVisible()
  await expect(page.getByRole('row', { name: /laptop-e2e/ })).toContainText('New')
})

test('view an SSH key read-only, then delete it with confirmation', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  const grid = page.getByRole('grid', { name: 'SSH keys' })
  const name = (await grid.getByRole('link').first().textContent())!
  await grid.getByRole('link', { name }).click()
  await expect(page).toHaveURL(`/settings/ssh-keys/${name}/edit`)
  const view = page.getByRole('dialog', { name: 'View SSH key' })
  await expect(view.getByText('SSH keys cannot be edited.', { exact: false })).toBeVisible()
  await view.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys')

  await page.getByRole('button', { name: `Row actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test('a missing SSH key shows Page not found', async ({ page }) => {
  await page.goto('/settings/ssh-keys/nope/edit')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

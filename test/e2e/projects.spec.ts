import { expect, test } from './fixtures'
import { mockRequests } from './util'

test('projects list pages at 25 rows', async ({ page }) => {
  await page.goto('/projects')
  const grid = page.getByRole('grid', { name: 'Projects' })
  await expect(grid.getByRole('link').first()).toBeVisible()
  await expect(grid.getByRole('row')).toHaveCount(26) // header + 25
  await page.getByRole('button', { name: /next page/i }).click()
  await expect(grid.getByRole('row')).not.toHaveCount(26)
  await page.getByRole('button', { name: /previous page/i }).click()
  await expect(grid.getByRole('row')).toHaveCount(26)
})

test('create a project: validation first, then the server error keeps input, then success', async ({
  page,
}) => {
  await page.goto('/projects')
  // a name the API already has (read before the modal hides the grid from assistive tech)
  const existing = (await page
    .getByRole('grid', { name: 'Projects' })
    .getByRole('link')
    .first()
    .textContent())!
  await page.getByRole('link', { name: 'New project' }).first().click()
  await expect(page).toHaveURL('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await expect(page).toHaveTitle('New project / Projects / Oxide Console')

  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(/Name is required/)
  expect(await mockRequests(page, 'POST', '/v1/projects')).toEqual([])

  await form.getByLabel(/^Name/).fill(existing)
  await form.getByLabel('Description').fill('kept after the error')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(form.getByText('Project name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('kept after the error')

  // the name fixed: the stale server error goes at once, before anything is sent
  await form.getByLabel(/^Name/).fill('zzz-brand-new')
  await expect(form.getByText('Project name already exists')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create project' }).click()
  // into the new project, not back to a list where it would sort onto page 2
  await expect(page).toHaveURL('/projects/zzz-brand-new/instances')
  await expect(page.getByRole('status').getByText('Project zzz-brand-new created')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
  const posted = await mockRequests(page, 'POST', '/v1/projects')
  expect(posted.at(-1)?.body).toEqual({
    name: 'zzz-brand-new',
    description: 'kept after the error',
  })
})

test('edit a project from its row actions', async ({ page }) => {
  await page.goto('/projects')
  const grid = page.getByRole('grid', { name: 'Projects' })
  const name = (await grid.getByRole('link').first().textContent())!
  await page.getByRole('button', { name: `Row actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/projects/${name}/edit`)
  const form = page.getByRole('dialog', { name: 'Edit project' })
  await expect(form.getByLabel(/^Name/)).toHaveValue(name)
  await form.getByLabel('Description').fill('edited in e2e')
  await form.getByRole('button', { name: 'Update project' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toContainText('edited in e2e')
})

test('editing a missing project shows Page not found', async ({ page }) => {
  await page.goto('/projects/does-not-exist/edit')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('delete a project after confirming; a project that still holds instances is refused', async ({
  page,
}) => {
  await page.goto('/projects')
  const grid = page.getByRole('grid', { name: 'Projects' })
  const dialog = page.getByRole('dialog', { name: 'Confirm delete' })
  const remove = async (name: string) => {
    await page.getByRole('button', { name: `Row actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
  }

  // atlas-ingest is seeded with instances: the API refuses, the error toast says why
  await remove('atlas-ingest')
  const toast = page.getByRole('alert').filter({ hasText: 'Could not delete resource' })
  await expect(toast).toContainText('Project to be deleted contains an instance')
  await expect(grid.getByRole('link', { name: 'atlas-ingest', exact: true })).toHaveCount(1)

  // dev-sandbox is empty (only its untouched default VPC): it goes
  await remove('dev-sandbox')
  await expect(grid.getByRole('link', { name: 'dev-sandbox', exact: true })).toHaveCount(0)
})

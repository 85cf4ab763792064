import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// long flows and axe on a shared machine: more than the default 30 s, never a timing assertion
test.describe.configure({ timeout: 90_000 })

const PROJECT = '/projects/atlas-ingest'
const LIST = `${PROJECT}/floating-ips`

const row = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Floating IPs' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click()
  return page.getByRole('menu', { name: `Row actions for ${name}` })
}

async function expectDisabled(page: Page, name: string, action: string, reason: string) {
  const menu = await openActions(page, name)
  const item = menu.getByRole('menuitem', { name: action })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

test('the list: address, pool, the instance it is on; an attached one is not deleted', async ({
  page,
}) => {
  await page.goto(`${PROJECT}/instances`)
  await page
    .getByRole('navigation', { name: 'Project navigation' })
    .getByRole('link', { name: 'Floating IPs' })
    .click()
  await expect(page).toHaveURL(LIST)
  await expect(page).toHaveTitle('Floating IPs / atlas-ingest / Projects / Oxide Console')
  const attached = row(page, 'ingest-public')
  await expect(attached).toContainText('default')
  await expect(attached.getByRole('link', { name: 'ingest-worker-1' })).toHaveAttribute(
    'href',
    `${PROJECT}/instances/ingest-worker-1/networking`,
  )
  await expect(row(page, 'ingest-spare')).toContainText('198.51.100.60')
  await expectNoA11yViolations(page)

  await expectDisabled(page, 'ingest-public', 'Delete', 'Detach the floating IP before deleting it')
  await expectDisabled(
    page,
    'ingest-public',
    'Attach to instance',
    'Detach the floating IP from its instance first',
  )
  await expectDisabled(
    page,
    'ingest-spare',
    'Detach',
    'The floating IP is not attached to an instance',
  )
})

test('create: the silo default pool preselected, §5 message with nothing sent, a clash keeps the input', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New floating IP' }).click()
  await expect(page).toHaveURL(`${PROJECT}/floating-ips-new`)
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await expect(form.getByRole('combobox', { name: 'IP pool' })).toHaveValue('default')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await form.getByLabel('IP address').fill('198.51.100.300')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form.getByLabel('IP address')).toHaveAccessibleDescription('Not a valid IP address')
  expect(await mockRequests(page, 'POST', '/v1/floating-ips')).toEqual([])
  await expectNoA11yViolations(page)

  await form.getByLabel(/^Name/).fill('ingest-spare')
  await form.getByLabel('Description').fill('for e2e')
  await form.getByLabel('IP address').fill('')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form.getByText('Floating IP name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('for e2e')

  await form.getByLabel(/^Name/).fill('e2e-fip')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(page.getByRole('status').getByText('Floating IP e2e-fip created')).toBeVisible()
  await expect(page).toHaveURL(`${LIST}?highlight=e2e-fip`)
  await expect(row(page, 'e2e-fip')).toContainText('New')
  const posted = await mockRequests(page, 'POST', '/v1/floating-ips')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-fip',
    description: 'for e2e',
    address_allocator: { type: 'auto', pool_selector: { type: 'explicit', pool: 'default' } },
  })
})

test('attach to an instance, detach after confirming, then delete', async ({ page }) => {
  await page.goto(LIST)
  await (
    await openActions(page, 'ingest-spare')
  )
    .getByRole('menuitem', { name: 'Attach to instance' })
    .click()
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  await expect(modal.getByRole('button', { name: 'Attach' })).toBeDisabled()
  await modal.getByLabel('Instance').selectOption({ label: 'ingest-worker-3 (stopped)' })
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(
    page.getByRole('status').getByText('Floating IP ingest-spare attached to ingest-worker-3'),
  ).toBeVisible()
  await expect(
    row(page, 'ingest-spare').getByRole('link', { name: 'ingest-worker-3' }),
  ).toBeVisible()
  const [attach] = await mockRequests(page, 'POST', '/v1/floating-ips/')
  expect(attach?.body).toEqual({ kind: 'instance', parent: expect.any(String) as unknown })

  // the address moved: the instance lists it among its external IPs
  await row(page, 'ingest-spare').getByRole('link', { name: 'ingest-worker-3' }).click()
  await expect(page).toHaveURL(`${PROJECT}/instances/ingest-worker-3/networking`)
  await expect(page.getByRole('grid', { name: 'External IPs' })).toContainText('198.51.100.60')
  await page.goBack()

  await (await openActions(page, 'ingest-spare')).getByRole('menuitem', { name: 'Detach' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm detach' })
  await expect(confirm).toContainText(
    'Are you sure you want to detach ingest-spare from ingest-worker-3?',
  )
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(
    page.getByRole('status').getByText('Floating IP ingest-spare detached from ingest-worker-3'),
  ).toBeVisible()
  await expect(row(page, 'ingest-spare').getByRole('link')).toHaveCount(0)

  await (await openActions(page, 'ingest-spare')).getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('status').getByText('Floating IP ingest-spare deleted')).toBeVisible()
  await expect(row(page, 'ingest-spare')).toHaveCount(0)
})

test('edit the name and description', async ({ page }) => {
  await page.goto(LIST)
  await (await openActions(page, 'ingest-public')).getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`${LIST}/ingest-public/edit`)
  const form = page.getByRole('dialog', { name: 'Edit floating IP' })
  await form.getByLabel(/^Name/).fill('Public')
  await form.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(
    'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
  )
  expect(await mockRequests(page, 'PUT', '/v1/floating-ips/')).toEqual([])
  await form.getByLabel(/^Name/).fill('ingest-api')
  await form.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(page.getByRole('status').getByText('Floating IP ingest-api updated')).toBeVisible()
  await expect(row(page, 'ingest-api')).toContainText('ingest-worker-1')
  const [put] = await mockRequests(page, 'PUT', '/v1/floating-ips/')
  expect(put?.body).toEqual({ name: 'ingest-api', description: 'Public endpoint of the tile API' })
})

test('a project without floating IPs shows the empty state', async ({ page }) => {
  await page.goto('/projects/dev-sandbox/floating-ips')
  await expect(page.getByRole('heading', { name: 'No floating IPs' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'New floating IP' })).toHaveCount(2)
  await expectNoA11yViolations(page)
})

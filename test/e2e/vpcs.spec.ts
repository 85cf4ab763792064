import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// long flows and axe on a shared machine: more than the default 30 s, never a timing assertion
test.describe.configure({ timeout: 90_000 })

const PROJECT = '/projects/atlas-ingest'
const LIST = `${PROJECT}/vpcs`

const table = (page: Page) => page.getByRole('grid', { name: 'VPCs' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${name}` }).click()
  await page
    .getByRole('menu', { name: `Row actions for ${name}` })
    .getByRole('menuitem', { name: action })
    .click()
}

test('the project sidebar lists VPCs; the list links each VPC with its DNS name', async ({
  page,
}) => {
  await page.goto(`${PROJECT}/instances`)
  const nav = page.getByRole('navigation', { name: 'Project navigation' })
  await nav.getByRole('link', { name: 'VPCs' }).click()
  await expect(page).toHaveURL(LIST)
  await expect(nav.getByRole('link', { name: 'VPCs' })).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveTitle('VPCs / atlas-ingest / Projects / Oxide Console')
  await expect(row(page, 'ingest-net')).toContainText('ingest')
  await expect(row(page, 'ingest-net')).toContainText('Isolated network for the tile workers')
  await expect(table(page).getByRole('link', { name: 'default' })).toHaveAttribute(
    'href',
    `${LIST}/default`,
  )
  await expectNoA11yViolations(page)
})

test('create a VPC: §5 messages with nothing sent, a name clash keeps the input', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New VPC' }).click()
  await expect(page).toHaveURL(`${PROJECT}/vpcs-new`)
  const form = page.getByRole('dialog', { name: 'Create VPC' })
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await expect(form.getByLabel(/^DNS name/)).toHaveAccessibleDescription('DNS name is required')
  const prefix = form.getByLabel('IPv6 prefix')
  for (const [text, message] of [
    ['fd12::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12::/abc', 'Width must be an integer'],
    ['fd12::/129', 'Max width for IPv6 is 128'],
    ['fd12:::/48', 'Not a valid IP address'],
    ['10.0.0.0/8', 'Must be an IPv6 network'],
  ]) {
    await prefix.fill(text!)
    await form.getByRole('button', { name: 'Create VPC' }).click()
    await expect(prefix).toHaveAccessibleDescription(message!)
  }
  expect(await mockRequests(page, 'POST', '/v1/vpcs')).toEqual([])
  await expectNoA11yViolations(page)

  await form.getByLabel(/^Name/).fill('ingest-net')
  await form.getByLabel('Description').fill('for e2e')
  await form.getByLabel(/^DNS name/).fill('lab')
  await prefix.fill('fd12:3456:789a::/48')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form.getByText('VPC name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('for e2e')
  await expect(prefix).toHaveValue('fd12:3456:789a::/48')

  await form.getByLabel(/^Name/).fill('e2e-lab')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page.getByRole('status').getByText('VPC e2e-lab created')).toBeVisible()
  // onto the new VPC's page
  await expect(page).toHaveURL(`${LIST}/e2e-lab/firewall-rules`)
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-lab' })).toBeVisible()
  await expect(page.getByText('fd12:3456:789a::/48')).toBeVisible()
  const posted = await mockRequests(page, 'POST', '/v1/vpcs')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-lab',
    description: 'for e2e',
    dns_name: 'lab',
    ipv6_prefix: 'fd12:3456:789a::/48',
  })
})

test('edit a VPC from its row', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'ingest-net', 'Edit')
  await expect(page).toHaveURL(`${LIST}/ingest-net/edit`)
  const form = page.getByRole('dialog', { name: 'Edit VPC' })
  await expect(form.getByLabel(/^DNS name/)).toHaveValue('ingest')
  await form.getByLabel(/^DNS name/).fill('Tiles')
  await form.getByRole('button', { name: 'Update VPC' }).click()
  await expect(form.getByLabel(/^DNS name/)).toHaveAccessibleDescription(
    'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
  )
  expect(await mockRequests(page, 'PUT', '/v1/vpcs/')).toEqual([])
  await form.getByLabel(/^DNS name/).fill('tiles')
  await form.getByLabel('Description').fill('Tile workers')
  await form.getByRole('button', { name: 'Update VPC' }).click()
  await expect(page.getByRole('status').getByText('VPC ingest-net updated')).toBeVisible()
  await expect(page).toHaveURL(LIST)
  await expect(row(page, 'ingest-net')).toContainText('tiles')
  await expect(row(page, 'ingest-net')).toContainText('Tile workers')
  const [put] = await mockRequests(page, 'PUT', '/v1/vpcs/')
  expect(put?.body).toEqual({ name: 'ingest-net', description: 'Tile workers', dns_name: 'tiles' })
})

test('a VPC holding subnets is not deleted: the API says why; emptied, it goes', async ({
  page,
}) => {
  await page.goto(LIST)
  await rowAction(page, 'ingest-net', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Could not delete resource' })
  await expect(alert).toContainText('VPC cannot be deleted while VPC Subnets exist')
  await expect(row(page, 'ingest-net')).toBeVisible()

  // its subnets go first, from its Subnets tab
  await page.goto(`${LIST}/ingest-net/subnets`)
  for (const subnet of ['default', 'queues', 'workers']) {
    await page.getByRole('button', { name: `Row actions for ${subnet}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByRole('status').getByText(`Subnet ${subnet} deleted`)).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()
  // from the VPC's own page: then back to the list, without it
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('status').getByText('VPC ingest-net deleted')).toBeVisible()
  await expect(page).toHaveURL(LIST)
  await expect(row(page, 'default')).toBeVisible()
  await expect(row(page, 'ingest-net')).toHaveCount(0)
})

test('the VPC page: its properties over tabs the arrow keys move between', async ({ page }) => {
  await page.goto(`${LIST}/default`)
  await expect(page).toHaveURL(`${LIST}/default/firewall-rules`)
  const header = page.locator('dl')
  await expect(header).toContainText('DNS name')
  await expect(header).toContainText('IPv6 prefix')
  await expect(header.getByRole('link', { name: 'system' })).toHaveAttribute(
    'href',
    `${LIST}/default/routers/system`,
  )
  const tabs = page.getByRole('tablist', { name: 'VPC tabs' })
  await expect(tabs.getByRole('tab', { name: 'Firewall rules' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await tabs.getByRole('tab', { name: 'Firewall rules' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${LIST}/default/subnets`)
  await expect(page).toHaveTitle(
    'Subnets / default / VPCs / atlas-ingest / Projects / Oxide Console',
  )
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${LIST}/default/routers`)
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${LIST}/default/internet-gateways`)
  await expect(tabs.getByRole('tab', { name: 'Internet gateways' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${LIST}/default/routers`)
  // the breadcrumbs stop at the VPC: the tab bar shows the tab
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByText('default')).toHaveAttribute('aria-current', 'page')

  // a form of a tab keeps its tab selected and names it in the crumbs (behind the modal: hidden)
  await page.goto(`${LIST}/default/subnets-new`)
  await expect(page.getByRole('dialog', { name: 'Create subnet' })).toBeVisible()
  const hidden = { includeHidden: true }
  await expect(page.getByRole('tab', { name: 'Subnets', ...hidden })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumbs', ...hidden })
      .getByRole('link', { name: 'Subnets', ...hidden }),
  ).toHaveAttribute('href', `${LIST}/default/subnets`)
  await page.goto(`${LIST}/no-such-vpc`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

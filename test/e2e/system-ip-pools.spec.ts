import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

const LIST = '/system/networking/ip-pools'
const pool = (name: string) => `${LIST}/${name}`

const grid = (page: Page, name: string) => page.getByRole('grid', { name })
const row = (page: Page, table: string, cell: string) =>
  grid(page, table)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: cell, exact: true }) })

async function rowAction(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${label}` }).click()
  await page
    .getByRole('menu', { name: `Row actions for ${label}` })
    .getByRole('menuitem', { name: action })
    .click()
}

test('system/networking opens on the pools; a /64 counts exactly 2^64 addresses', async ({
  page,
}) => {
  // axe over a whole table is slow on a busy 2-core machine
  test.setTimeout(60_000)
  await page.goto('/system/networking')
  await expect(page).toHaveURL(LIST)
  await expect(page).toHaveTitle('IP Pools / Oxide Console')
  const v6 = row(page, 'IP pools', 'default-v6')
  // compact on screen (spec §9); past 2^53 the API's doubles are rounded, and the bar says so
  await expect(v6.getByRole('meter', { name: 'IPv6 utilization' })).toHaveAttribute(
    'aria-valuetext',
    'About 0 of 18,446,744,073,709,551,616 IPv6 addresses allocated',
  )
  await expect(v6).toContainText('≈ 0 / 18.447E18')
  // a pool is of one IP version now: the IPv4 default has no IPv6 bar
  await expect(
    row(page, 'IP pools', 'default').getByRole('meter', { name: 'IPv6 utilization' }),
  ).toHaveCount(0)
  await expect(row(page, 'IP pools', 'edge-v6')).toContainText('0 / 65,535')
  // a pool without IPv6 ranges has no IPv6 bar
  await expect(
    row(page, 'IP pools', 'lab-reserve').getByRole('meter', { name: 'IPv6 utilization' }),
  ).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('create a pool: bad input sends nothing, a taken name keeps the input, then its page', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New IP pool' }).click()
  await expect(page).toHaveURL(`${LIST}-new`)
  const form = page.getByRole('dialog', { name: 'Create IP pool' })
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  expect(await mockRequests(page, 'POST', '/v1/system/ip-pools')).toEqual([])

  await form.getByLabel(/^Name/).fill('default')
  await form.getByLabel('Description').fill('from e2e')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(form.getByText('IP pool name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('from e2e')

  await form.getByLabel(/^Name/).fill('e2e-pool')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(page).toHaveURL(pool('e2e-pool'))
  await expect(page.getByRole('status').getByText('IP pool e2e-pool created')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'e2e-pool' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No ranges' })).toBeVisible()
  const posted = await mockRequests(page, 'POST', '/v1/system/ip-pools')
  // the API's defaults, preselected: an IPv4 unicast pool for silos
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-pool',
    description: 'from e2e',
    ip_version: 'v4',
    pool_type: 'unicast',
    assignment: 'silos',
  })
})

test('edit a pool from its row: the rename lands on its new page', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'lab-reserve', 'Edit')
  await expect(page).toHaveURL(`${pool('lab-reserve')}/edit`)
  const form = page.getByRole('dialog', { name: 'Edit IP pool' })
  await expect(form.getByLabel(/^Name/)).toHaveValue('lab-reserve')
  await form.getByLabel(/^Name/).fill('lab-spare')
  await form.getByRole('button', { name: 'Update IP pool' }).click()
  await expect(page).toHaveURL(pool('lab-spare'))
  await expect(page.getByRole('heading', { name: 'lab-spare' })).toBeVisible()
  const put = await mockRequests(page, 'PUT', '/v1/system/ip-pools/')
  expect(put.at(-1)?.body).toEqual({
    name: 'lab-spare',
    description: 'Held back for the hardware lab',
  })
})

test('add a range: each spec §5 check sends nothing, an overlap is refused, then it is added', async ({
  page,
}) => {
  await page.goto(pool('lab-reserve'))
  await page.getByRole('link', { name: 'Add range' }).click()
  await expect(page).toHaveURL(`${pool('lab-reserve')}/ranges-add`)
  const form = page.getByRole('dialog', { name: 'Add IP range' })
  const first = form.getByLabel(/^First/)
  const last = form.getByLabel(/^Last/)
  const submit = form.getByRole('button', { name: 'Add IP range' })

  await submit.click()
  await expect(first).toHaveAccessibleDescription('First is required')
  await expect(last).toHaveAccessibleDescription('Last is required')
  await first.fill('192.0.2.300')
  await last.fill('10.0.0.0/24')
  await submit.click()
  await expect(first).toHaveAccessibleDescription('Not a valid IP address')
  await expect(last).toHaveAccessibleDescription('Not a valid IP address')
  await first.fill('192.0.2.10')
  await last.fill('2001:db8::1')
  await submit.click()
  // a pool is of one IP version: an end of the other one is refused at that end
  await expect(last).toHaveAccessibleDescription('An IPv4 pool takes only IPv4 addresses')
  await last.fill('192.0.2.9')
  await submit.click()
  await expect(last).toHaveAccessibleDescription('Last must not come before first')
  expect(await mockRequests(page, 'POST', '/v1/system/ip-pools/')).toEqual([])

  // the service pool holds 192.0.2.10–40: no address belongs to two pools
  await last.fill('192.0.2.20')
  await submit.click()
  // said at First, naming the range it overlaps
  await expect(first).toHaveAccessibleDescription(
    'Overlaps 192.0.2.10–192.0.2.40 of pool oxide-service-pool',
  )
  await expect(first).toHaveValue('192.0.2.10')

  await first.fill('192.0.2.100')
  await last.fill('192.0.2.119')
  await submit.click()
  await expect(page).toHaveURL(pool('lab-reserve'))
  await expect(
    page.getByRole('status').getByText('Range 192.0.2.100–192.0.2.119 added'),
  ).toBeVisible()
  await expect(row(page, 'Ranges', '192.0.2.100')).toContainText('192.0.2.119')
  await expect(page.getByRole('meter', { name: 'IPv4 utilization' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 60 IPv4 addresses allocated',
  )
  const sent = await mockRequests(page, 'POST', '/v1/system/ip-pools/')
  expect(sent.at(-1)?.body).toEqual({ first: '192.0.2.100', last: '192.0.2.119' })
})

test('remove a range: refused while its addresses are in use, done when free', async ({ page }) => {
  await page.goto(pool('default'))
  await rowAction(page, '198.51.100.20–198.51.100.99', 'Remove')
  const confirm = page.getByRole('dialog', { name: 'Confirm remove' })
  await expect(confirm).toContainText(
    'Are you sure you want to remove the range 198.51.100.20–198.51.100.99 from default?',
  )
  await confirm.getByRole('button', { name: 'Remove' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Could not remove range' })
  await expect(toast).toContainText(
    'IP pool ranges cannot be deleted while IP addresses are allocated from them',
  )
  await expect(row(page, 'Ranges', '198.51.100.20')).toHaveCount(1)

  await page.goto(pool('lab-reserve'))
  await rowAction(page, '192.0.2.200–192.0.2.239', 'Remove')
  await page
    .getByRole('dialog', { name: 'Confirm remove' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(
    page.getByRole('status').getByText('Range 192.0.2.200–192.0.2.239 removed'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No ranges' })).toBeVisible()
  const removed = await mockRequests(page, 'POST', '/v1/system/ip-pools/')
  expect(removed.at(-1)?.body).toEqual({ first: '192.0.2.200', last: '192.0.2.239' })
})

test('linked silos: link, make default (one per silo), unlink', async ({ page }) => {
  await page.goto(`${pool('lab-reserve')}?tab=silos`)
  await expect(page.getByRole('tab', { name: 'Linked silos' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

  await page.getByRole('button', { name: 'Link silo' }).click()
  const modal = page.getByRole('dialog', { name: 'Link silo' })
  await expect(modal.getByRole('button', { name: 'Link' })).toBeDisabled()
  await modal.getByRole('combobox', { name: 'Silo' }).selectOption({ label: 'maple' })
  // maple has a default already: the API refuses a second, and the choice stays
  // one default per IP version and pool type: the label says which this IPv4 pool would be
  const makeDefault = modal.getByRole('checkbox', {
    name: "Make this pool the silo's default IPv4 unicast pool",
    exact: true,
  })
  await makeDefault.check()
  await modal.getByRole('button', { name: 'Link' }).click()
  await expect(
    modal.getByRole('alert').getByText('Silo "maple" already has a default IPv4 unicast IP pool'),
  ).toBeVisible()
  await expect(modal.getByRole('combobox', { name: 'Silo' })).toHaveValue(/.+/)
  await makeDefault.uncheck()
  await modal.getByRole('button', { name: 'Link' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('status').getByText('lab-reserve linked to maple')).toBeVisible()
  const maple = row(page, 'Linked silos', 'maple')
  await expect(maple.getByRole('link', { name: 'maple' })).toHaveAttribute(
    'href',
    '/system/silos/maple?tab=ip-pools',
  )
  await expect(maple).not.toContainText('Default')
  const linked = await mockRequests(page, 'POST', '/v1/system/ip-pools/')
  expect(linked.at(-1)?.body).toEqual({ silo: expect.any(String) as unknown, is_default: false })

  await rowAction(page, 'maple', 'Make default')
  const confirm = page.getByRole('dialog', { name: 'Make default' })
  await expect(confirm).toContainText('Make lab-reserve the default IPv4 unicast pool of maple?')
  await expect(confirm).toContainText(
    'The silo’s current default IPv4 unicast pool, if any, stays linked but stops being the default',
  )
  await confirm.getByRole('button', { name: 'Make default' }).click()
  await expect(maple).toContainText('Default')
  const put = await mockRequests(page, 'PUT', '/v1/system/ip-pools/')
  expect(put.at(-1)?.body).toEqual({ is_default: true })

  // the silo's side: one default, the pool that was it stays linked
  await maple.getByRole('link', { name: 'maple' }).click()
  await expect(page.getByRole('tab', { name: 'IP pools' })).toHaveAttribute('aria-selected', 'true')
  await expect(row(page, 'IP pools', 'lab-reserve')).toContainText('Default')
  await expect(row(page, 'IP pools', 'maple-public')).not.toContainText('Default')
  await page.goBack()

  await rowAction(page, 'maple', 'Unlink')
  const unlink = page.getByRole('dialog', { name: 'Confirm unlink' })
  await expect(unlink).toContainText('Are you sure you want to unlink lab-reserve from maple?')
  await unlink.getByRole('button', { name: 'Unlink' }).click()
  await expect(page.getByRole('status').getByText('lab-reserve unlinked from maple')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()
  expect(await mockRequests(page, 'DELETE', '/v1/system/ip-pools/')).toHaveLength(1)
})

test('a pool with ranges cannot be deleted; an empty one can', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'lab-reserve', 'Delete')
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not delete resource' }),
  ).toContainText('IP Pool cannot be deleted while it contains IP ranges')
  await expect(row(page, 'IP pools', 'lab-reserve')).toHaveCount(1)

  await page.goto(`${LIST}-new`)
  const form = page.getByRole('dialog', { name: 'Create IP pool' })
  await form.getByLabel(/^Name/).fill('short-lived')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(page).toHaveURL(pool('short-lived'))
  await page.getByRole('button', { name: 'IP pool actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByRole('status').getByText('IP pool short-lived deleted')).toBeVisible()
  await expect(row(page, 'IP pools', 'short-lived')).toHaveCount(0)
})

test('an unknown pool is Page not found', async ({ page }) => {
  await page.goto(pool('no-such-pool'))
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

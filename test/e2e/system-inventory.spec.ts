import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

const SLEDS = '/system/inventory/sleds'
// the first seeded sled: serial BRM42220004, in service, running instances of prairie
const SLED_ID = '5eed5101-0000-4000-8000-000000000001'

const row = (page: Page, table: string, cell: string) =>
  page
    .getByRole('grid', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: cell, exact: true }) })

async function openActions(page: Page, label: string) {
  await page.getByRole('button', { name: `Row actions for ${label}` }).click()
  return page.getByRole('menu', { name: `Row actions for ${label}` })
}

test('system/inventory opens on the sleds, with their policy and state', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/system/inventory')
  await expect(page).toHaveURL(SLEDS)
  await expect(page.getByRole('tab', { name: 'Sleds' })).toHaveAttribute('aria-selected', 'true')
  const first = row(page, 'Sleds', 'BRM42220004')
  await expect(first.getByRole('link', { name: SLED_ID })).toHaveAttribute(
    'href',
    `${SLEDS}/${SLED_ID}/instances`,
  )
  await expect(first).toContainText('128')
  await expect(first).toContainText('1,012 GiB')
  await expect(first).toContainText('Provisionable')
  await expect(row(page, 'Sleds', 'BRM42220031')).toContainText('Not provisionable')
  const expunged = row(page, 'Sleds', 'BRM42220009')
  await expect(expunged).toContainText('Expunged')
  await expect(expunged).toContainText('Decommissioned')
  await expectNoA11yViolations(page)

  // an expunged sled is out of service for good: nothing to change
  const menu = await openActions(page, 'BRM42220009')
  const item = menu.getByRole('menuitem', { name: 'Mark as provisionable' })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  await expect(
    page.getByRole('tooltip', { name: 'An expunged sled is out of service for good' }),
  ).toBeVisible()
})

test('at 1024 px the sleds fit: part, revision and rack give way, the Columns menu brings them back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(SLEDS)
  const grid = page.getByRole('grid', { name: 'Sleds', exact: true })
  await expect(row(page, 'Sleds', 'BRM42220031')).toContainText('Not provisionable')
  await expect(grid.getByRole('columnheader', { name: 'Rack' })).toHaveCount(0)
  // no sideways scroll: the state column ends before the row actions, inside the grid
  const stateRight = async () => {
    const state = await grid.getByRole('columnheader', { name: 'State' }).boundingBox()
    const actions = await grid.getByRole('columnheader', { name: 'Actions' }).boundingBox()
    return state && actions ? actions.x - (state.x + state.width) : -Infinity
  }
  await expect.poll(stateRight).toBeGreaterThanOrEqual(-1)
  await expect(row(page, 'Sleds', 'BRM42220009').getByText('Decommissioned')).toBeInViewport()

  await page.getByRole('button', { name: 'Columns' }).first().click()
  await page.getByRole('checkbox', { name: 'Rack' }).click()
  await page.keyboard.press('Escape')
  await expect(grid.getByRole('columnheader', { name: 'Rack' })).toBeVisible()
})

test('provision policy: marked not provisionable and back, each confirmed', async ({ page }) => {
  await page.goto(SLEDS)
  let menu = await openActions(page, 'BRM42220004')
  await menu.getByRole('menuitem', { name: 'Mark as not provisionable' }).click()
  let confirm = page.getByRole('dialog', { name: 'Mark as not provisionable' })
  await expect(confirm).toContainText('Mark as not provisionable sled BRM42220004?')
  // the dialog's own button: cancelling sends nothing
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(await mockRequests(page, 'PUT', '/v1/system/hardware/sleds/')).toEqual([])

  menu = await openActions(page, 'BRM42220004')
  await menu.getByRole('menuitem', { name: 'Mark as not provisionable' }).click()
  confirm = page.getByRole('dialog', { name: 'Mark as not provisionable' })
  await confirm.getByRole('button', { name: 'Mark not provisionable' }).click()
  await expect(
    page.getByRole('status').getByText('Sled BRM42220004 is now not provisionable'),
  ).toBeVisible()
  await expect(row(page, 'Sleds', 'BRM42220004')).toContainText('Not provisionable')

  menu = await openActions(page, 'BRM42220004')
  await menu.getByRole('menuitem', { name: 'Mark as provisionable' }).click()
  await page
    .getByRole('dialog', { name: 'Mark as provisionable' })
    .getByRole('button', { name: 'Mark provisionable' })
    .click()
  await expect(
    page.getByRole('status').getByText('Sled BRM42220004 is now provisionable'),
  ).toBeVisible()
  const sent = await mockRequests(page, 'PUT', `/v1/system/hardware/sleds/${SLED_ID}`)
  expect(sent.map((r) => r.body)).toEqual([
    { state: 'non_provisionable' },
    { state: 'provisionable' },
  ])
})

test('an uninitialized sled is added to the fleet', async ({ page }) => {
  await page.goto(SLEDS)
  const waiting = row(page, 'Uninitialized sleds', 'BRM42220081')
  await expect(waiting).toContainText('22')
  const menu = await openActions(page, 'BRM42220081')
  await menu.getByRole('menuitem', { name: 'Add' }).click()
  const confirm = page.getByRole('dialog', { name: 'Add sled' })
  await expect(confirm).toContainText('Add sled BRM42220081 in cubby 22 to the fleet?')
  await confirm.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByRole('status').getByText('Sled BRM42220081 added')).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await expect(row(page, 'Sleds', 'BRM42220081')).toHaveCount(1)
  // the API adds a sled through a change of the rack's membership
  const posted = (await mockRequests(page, 'POST', '/v1/system/hardware/racks/')).filter((r) =>
    r.url.endsWith('/membership/add'),
  )
  expect(posted.at(-1)?.body).toEqual({
    sled_ids: [{ serial_number: 'BRM42220081', part_number: '913-0000019' }],
  })
})

test("a sled's page: its properties over the instances running on it", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(SLEDS)
  await row(page, 'Sleds', 'BRM42220004').getByRole('link', { name: SLED_ID }).click()
  await expect(page).toHaveURL(`${SLEDS}/${SLED_ID}/instances`)
  await expect(page.getByRole('heading', { name: 'Sled BRM42220004' })).toBeVisible()
  await expect(page.getByText('913-0000019 rev 6')).toBeVisible()
  const worker = row(page, 'Instances', 'ingest-worker-1')
  await expect(worker).toContainText('atlas-ingest')
  await expect(worker).toContainText('prairie')
  await expect(worker.locator('[data-state]')).toHaveAttribute('data-state', /.+/)
  await expect(worker).toContainText('4 vCPU')
  await expect(worker).toContainText('16 GiB')
  await expectNoA11yViolations(page)

  await page.goto(`${SLEDS}/5eed5101-0000-4000-8000-0000000000ff`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('physical disks link to their sled', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(SLEDS)
  await page.getByRole('tab', { name: 'Disks' }).click()
  await expect(page).toHaveURL('/system/inventory/disks')
  const disk = row(page, 'Physical disks', 'A09E3779')
  await expect(disk).toContainText('1b96')
  await expect(disk).toContainText('U.2')
  await expect(disk.getByRole('link', { name: 'BRM42220004' })).toHaveAttribute(
    'href',
    `${SLEDS}/${SLED_ID}/instances`,
  )
  await expectNoA11yViolations(page)
  await disk.getByRole('link', { name: 'BRM42220004' }).click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42220004' })).toBeVisible()
})

test('switches and their ports, with link state and applied settings', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/system/inventory/switches')
  await expect(page.getByRole('tab', { name: 'Switches' })).toHaveAttribute('aria-selected', 'true')
  await expect(row(page, 'Switches', 'BRM44220011')).toContainText('913-0000006')
  await expect(row(page, 'Switches', 'BRM44220005')).toHaveCount(1)
  const uplink = row(page, 'Switch ports', 'qsfp0')
  await expect(uplink).toContainText('switch0')
  await expect(uplink).toContainText('Up')
  await expect(uplink).toContainText('uplink-switch0-qsfp0')
  await expect(row(page, 'Switch ports', 'qsfp1')).toContainText('—')
  await expectNoA11yViolations(page)
})

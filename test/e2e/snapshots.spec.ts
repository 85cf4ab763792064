import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, freezeSeededStates, mockRequests } from './util'

// Seeded (mirage/sim/scenarios/computeData.ts): atlas-ingest has a snapshot in every state (data-1-now
// creating, data-1-weekly and worker-1-boot-nightly ready, scratch-failed faulted, scratch-old
// destroyed); ingest-scratch is a detached disk, ingest-data-1 an attached one, ingest-broken
// faulted. ingest-worker-1 is running with its boot disk attached.
const P = '/projects/atlas-ingest'
const LIST = `${P}/snapshots`

test.describe.configure({ timeout: 60_000 })

const table = (page: Page) => page.getByRole('grid', { name: 'Snapshots' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
const badge = (r: Locator) => r.locator('[data-state]')

async function openActions(page: Page, label: string) {
  await page.getByRole('button', { name: `Row actions for ${label}` }).click()
  return page.getByRole('menu', { name: `Row actions for ${label}` })
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

test('the list shows each snapshot state, its disk and size; actions follow the state', async ({
  page,
}) => {
  await freezeSeededStates(page)
  await page.goto(LIST)
  await expect(page.getByRole('heading', { name: 'Snapshots' })).toBeVisible()
  for (const [name, state] of [
    ['data-1-now', 'creating'],
    ['data-1-weekly', 'ready'],
    ['scratch-failed', 'faulted'],
    ['scratch-old', 'destroyed'],
  ]) {
    await expect(badge(row(page, name!))).toHaveAttribute('data-state', state!)
  }
  // creating spins; ready does not
  await expect(badge(row(page, 'data-1-now')).locator('.MuiCircularProgress-root')).toHaveCount(1)
  await expect(badge(row(page, 'data-1-weekly')).locator('.MuiCircularProgress-root')).toHaveCount(
    0,
  )
  await expect(row(page, 'data-1-weekly')).toContainText('ingest-data-1')
  await expect(row(page, 'data-1-weekly')).toContainText('200 GiB')
  await expectNoA11yViolations(page)

  await expectDisabled(
    page,
    'data-1-now',
    'Create image',
    'Only a ready snapshot can be made into an image',
  )
  await expectDisabled(
    page,
    'scratch-failed',
    'Create image',
    'Only a ready snapshot can be made into an image',
  )
  await expectDisabled(
    page,
    'data-1-now',
    'Delete',
    'Only a ready, faulted or destroyed snapshot can be deleted',
  )

  // a faulted snapshot can be deleted, after a confirm naming it
  await (
    await openActions(page, 'scratch-failed')
  )
    .getByRole('menuitem', { name: 'Delete' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('Are you sure you want to delete scratch-failed?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').getByText('Snapshot scratch-failed deleted')).toBeVisible()
  await expect(row(page, 'scratch-failed')).toHaveCount(0)
})

test('snapshots-new: bad input sends nothing, a server error keeps the input, then it is created and becomes ready', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New snapshot' }).click()
  await expect(page).toHaveURL(`${LIST}-new`)
  const form = page.getByRole('dialog', { name: 'Create snapshot' })
  const disk = form.getByRole('combobox', { name: 'Disk' })
  // only disks spec §4 lets be snapshotted: attached and detached ones
  await expect(disk.locator('option', { hasText: 'ingest-scratch' })).toHaveCount(1)
  await expect(disk.locator('option', { hasText: 'ingest-data-1 ' })).toHaveCount(1)
  await expect(disk.locator('option', { hasText: 'ingest-broken' })).toHaveCount(0)
  await expect(disk.locator('option', { hasText: 'ingest-maint' })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await expect(disk).toHaveAccessibleDescription('Disk is required')
  expect(await mockRequests(page, 'POST', '/v1/snapshots')).toEqual([])

  await form.getByLabel(/^Name/).fill('data-1-weekly')
  await form.getByLabel('Description').fill('from e2e')
  await disk.selectOption({ label: 'ingest-scratch (50 GiB)' })
  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(form.getByText('Snapshot name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('from e2e')
  await expect(disk).toHaveValue(/.+/)

  await form.getByLabel(/^Name/).fill('e2e-snap')
  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(page.getByRole('status').getByText('Snapshot e2e-snap created')).toBeVisible()
  await expect(page).toHaveURL(`${LIST}?highlight=e2e-snap`)
  await expect(row(page, 'e2e-snap')).toContainText('New')
  const [, sent] = await mockRequests(page, 'POST', '/v1/snapshots')
  expect(sent?.body).toEqual({
    name: 'e2e-snap',
    description: 'from e2e',
    disk: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
  })
  // creating, then ready by itself: the list polls meanwhile
  await expect(badge(row(page, 'e2e-snap'))).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  })
})

test('from the disks list: Snapshot, and the toast links to the new snapshot', async ({ page }) => {
  await page.goto(`${P}/disks`)
  await page.getByRole('button', { name: 'Row actions for ingest-scratch' }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  const toast = page.getByRole('status').filter({ hasText: /^Snapshot ingest-scratch-/ })
  const link = toast.getByRole('link', { name: 'View snapshot' })
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^${LIST}\\?highlight=ingest-scratch-[0-9a-f]{6}$`),
  )
  const name = (await link.getAttribute('href'))!.split('=')[1]!
  await expect(toast).toContainText(`Snapshot ${name} of ingest-scratch created`)
  await link.click()
  await expect(page).toHaveURL(`${LIST}?highlight=${name}`)
  await expect(row(page, name)).toContainText('New')
  await expect(row(page, name)).toContainText('ingest-scratch')
})

test('from the instance storage tab: Snapshot, and the toast links to the new snapshot', async ({
  page,
}) => {
  await page.goto(`${P}/instances/ingest-worker-1/storage`)
  const boot = page.getByRole('grid', { name: 'Boot disk' })
  await boot.getByRole('button', { name: 'Row actions for ingest-worker-1-boot' }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  const toast = page.getByRole('status').filter({ hasText: /^Snapshot ingest-worker-1-boot-/ })
  await toast.getByRole('link', { name: 'View snapshot' }).click()
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?highlight=ingest-worker-1-boot-[0-9a-f]{6}$`))
  await expect(table(page).getByText('New')).toBeVisible()
})

test('an image from a ready snapshot: OS and version are required, then it lands in the images', async ({
  page,
}) => {
  await page.goto(LIST)
  await (
    await openActions(page, 'data-1-weekly')
  )
    .getByRole('menuitem', { name: 'Create image' })
    .click()
  await expect(page).toHaveURL(`${P}/snapshots/data-1-weekly/images-new`)
  const form = page.getByRole('dialog', { name: 'Create image' })
  await expect(form).toContainText('From snapshot data-1-weekly')
  await expectNoA11yViolations(page)

  await form.getByLabel(/^Name/).fill('weekly-image')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(form.getByLabel(/^OS/)).toHaveAccessibleDescription('OS is required')
  await expect(form.getByLabel(/^Version/)).toHaveAccessibleDescription('Version is required')
  expect(await mockRequests(page, 'POST', '/v1/images')).toEqual([])

  // a name the project's images already have: the server's error, the input stays
  await form.getByLabel(/^Name/).fill('ingest-base')
  await form.getByLabel(/^OS/).fill('Debian')
  await form.getByLabel(/^Version/).fill('12')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(form.getByText('Image name already exists')).toBeVisible()
  await expect(form.getByLabel(/^OS/)).toHaveValue('Debian')

  await form.getByLabel(/^Name/).fill('weekly-image')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(page.getByRole('status').getByText('Image weekly-image created')).toBeVisible()
  await expect(page).toHaveURL(`${P}/images?highlight=weekly-image`)
  await expect(
    page.getByRole('grid', { name: 'Images' }).getByRole('row', { name: /weekly-image/ }),
  ).toContainText('New')
  const posted = await mockRequests(page, 'POST', '/v1/images')
  expect(posted.at(-1)?.body).toEqual({
    name: 'weekly-image',
    description: '',
    os: 'Debian',
    version: '12',
    source: { type: 'snapshot', id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
  })
})

test('a new instance boots from a disk made from a ready snapshot', async ({ page }) => {
  await page.goto(`${P}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByLabel(/^Name/).fill('e2e-restored')
  await form.getByRole('radio', { name: 'New disk from a snapshot' }).check()
  const snapshot = form.getByRole('combobox', { name: 'Snapshot' })
  // only ready snapshots are offered
  await expect(snapshot.locator('option', { hasText: 'data-1-now' })).toHaveCount(0)
  await expect(snapshot.locator('option', { hasText: 'scratch-failed' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(snapshot).toHaveAccessibleDescription('Snapshot is required')
  expect(await mockRequests(page, 'POST', '/v1/instances')).toEqual([])

  // picking a 20 GiB snapshot grows the 10 GiB default to fit it
  await snapshot.selectOption({ label: 'worker-1-boot-nightly (20 GiB)' })
  await expect(form.getByRole('spinbutton', { name: /^Disk size/ })).toHaveValue('20')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('status').getByText('Instance e2e-restored created')).toBeVisible()
  const [sent] = await mockRequests(page, 'POST', '/v1/instances?')
  expect((sent?.body as { boot_disk?: unknown }).boot_disk).toEqual({
    type: 'create',
    name: 'e2e-restored-boot',
    description: 'Boot disk of e2e-restored',
    size: 20 * 1024 ** 3,
    disk_backend: {
      type: 'distributed',
      disk_source: {
        type: 'snapshot',
        snapshot_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    },
  })
})

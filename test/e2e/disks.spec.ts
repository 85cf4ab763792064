import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, freezeSeededStates, mockRequests } from './util'

const LIST = '/projects/atlas-ingest/disks'
const GiB = 1024 ** 3

const table = (page: Page) => page.getByRole('grid', { name: 'Disks' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
const badge = (r: Locator) => r.locator('[data-state]')

async function openActions(page: Page, disk: string) {
  await page.getByRole('button', { name: `Row actions for ${disk}` }).click()
  return page.getByRole('menu', { name: `Row actions for ${disk}` })
}

async function expectDisabled(page: Page, disk: string, action: string, reason: string) {
  const menu = await openActions(page, disk)
  const item = menu.getByRole('menuitem', { name: action })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  // the tooltip of the item hovered before may still be fading out
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible()
  // Playwright will not click an aria-disabled item on its own; a user can, and nothing happens
  await item.click({ force: true })
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

test('the list shows every disk state with its badge, the instance it is on, and size', async ({
  page,
}) => {
  // axe over a full table is slow on a loaded 2-core machine: more than the default 30 s
  test.setTimeout(60_000)
  await freezeSeededStates(page)
  await page.goto(LIST)
  await expect(page.getByRole('heading', { name: 'Disks' })).toBeVisible()
  const states: [string, string][] = [
    ['ingest-data-1', 'attached'],
    ['ingest-data-2', 'detaching'],
    ['ingest-data-3', 'attaching'],
    ['ingest-scratch', 'detached'],
    ['ingest-restore', 'creating'],
    ['ingest-upload', 'import_ready'],
    ['ingest-upload-2', 'importing_from_bulk_writes'],
    ['ingest-url-import', 'importing_from_url'],
    ['ingest-finalizing', 'finalizing'],
    ['ingest-maint', 'maintenance'],
    ['ingest-broken', 'faulted'],
    ['ingest-gone', 'destroyed'],
  ]
  for (const [disk, state] of states) {
    await expect(badge(row(page, disk))).toHaveAttribute('data-state', state)
  }
  await expect(badge(row(page, 'ingest-data-3'))).toHaveText('attaching')
  // an in-progress state spins; a resting one does not
  await expect(badge(row(page, 'ingest-data-3')).locator('.MuiCircularProgress-root')).toHaveCount(
    1,
  )
  await expect(badge(row(page, 'ingest-scratch')).locator('.MuiCircularProgress-root')).toHaveCount(
    0,
  )

  const attached = row(page, 'ingest-data-1')
  await expect(attached.getByRole('link', { name: 'ingest-worker-1' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/instances/ingest-worker-1',
  )
  await expect(attached).toContainText('200 GiB')
  await expect(row(page, 'ingest-scratch').locator('[data-field="instance"]')).toHaveText('—')
  await expectNoA11yViolations(page)
})

test('create a blank disk: bad input sends nothing, then it is created and settles', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New disk' }).click()
  await expect(page).toHaveURL('/projects/atlas-ingest/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await expect(form.getByRole('combobox', { name: 'Block size' })).toHaveValue('4096')
  await expectNoA11yViolations(page)

  await form.getByRole('spinbutton', { name: /^Size/ }).fill('2000')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await expect(form.getByRole('spinbutton', { name: /^Size/ })).toHaveAccessibleDescription(
    'Size must be between 1 and 1023 GiB',
  )
  expect(await mockRequests(page, 'POST', '/v1/disks')).toEqual([])

  // a name the project already has: the server's error, and the input stays
  await form.getByLabel(/^Name/).fill('ingest-scratch')
  await form.getByLabel('Description').fill('for e2e')
  await form.getByRole('spinbutton', { name: /^Size/ }).fill('16')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Disk name already exists')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('for e2e')

  // renaming takes the stale server error away at once, before anything is sent
  await form.getByLabel(/^Name/).fill('e2e-blank')
  await expect(form.getByText('Disk name already exists')).toHaveCount(0)
  await form.getByRole('combobox', { name: 'Block size' }).selectOption('512')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(page.getByRole('status').getByText('Disk e2e-blank created')).toBeVisible()
  // the list, marking the new disk
  await expect(page).toHaveURL(`${LIST}?highlight=e2e-blank`)
  await expect(row(page, 'e2e-blank')).toContainText('New')
  const posted = await mockRequests(page, 'POST', '/v1/disks')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-blank',
    description: 'for e2e',
    size: 16 * GiB,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
  })
  // the new disk is there, and its creation settles by itself (the list polls meanwhile)
  await expect(badge(row(page, 'e2e-blank'))).toHaveAttribute('data-state', 'detached', {
    timeout: 10_000,
  })
})

test('a disk from an image must hold the image', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByLabel(/^Name/).fill('e2e-from-image')
  await form.getByRole('radio', { name: 'Image', exact: true }).check()
  const image = form.getByRole('combobox', { name: 'Image' })
  // project images and silo images both
  await expect(image.locator('optgroup[label="Project images"] option')).toContainText([
    'ingest-base',
  ])
  await expect(image.locator('optgroup[label="Silo images"] option')).toContainText(['fedora-41'])
  await image.selectOption({ label: 'fedora-41 (4 GiB)' })
  await form.getByRole('spinbutton', { name: /^Size/ }).fill('2')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByRole('spinbutton', { name: /^Size/ })).toHaveAccessibleDescription(
    'Size must be at least 4 GiB to hold the image',
  )
  expect(await mockRequests(page, 'POST', '/v1/disks')).toEqual([])

  await form.getByRole('spinbutton', { name: /^Size/ }).fill('4')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(page).toHaveURL(`${LIST}?highlight=e2e-from-image`)
  await expect(row(page, 'e2e-from-image')).toContainText('4 GiB')
  const body = (await mockRequests(page, 'POST', '/v1/disks')).at(-1)?.body as {
    disk_backend: { type: string; disk_source: { type: string; image_id: string } }
    size: number
  }
  expect(body.disk_backend.type).toBe('distributed')
  expect(body.disk_backend.disk_source.type).toBe('image')
  expect(body.size).toBe(4 * GiB)
})

test('a source switch after a server error shows one banner: the new problem', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByLabel(/^Name/).fill('ingest-scratch')
  await form.getByRole('button', { name: 'Create disk' }).click()
  // the name's problem is said at the name, not in a banner
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Disk name already exists')
  const banners = form.getByText(/^Errors?$/)
  await expect(banners).toHaveCount(0)

  await form.getByRole('radio', { name: 'Snapshot', exact: true }).check()
  await expect(form.getByText('Disk name already exists')).toHaveCount(0)
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByRole('combobox', { name: 'Snapshot' })).toHaveAccessibleDescription(
    'Snapshot is required',
  )
  await expect(banners).toHaveCount(1)
  await expect(form.getByText('Disk name already exists')).toHaveCount(0)
})

test('row actions follow the disk machine', async ({ page }) => {
  await page.goto(LIST)
  await expect(row(page, 'ingest-spare')).toBeVisible()

  // Delete: refused for an attached disk, allowed for a detached one
  await expectDisabled(
    page,
    'ingest-data-1',
    'Delete',
    'Only a detached or faulted disk can be deleted',
  )
  await (await openActions(page, 'ingest-spare')).getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('Are you sure you want to delete ingest-spare?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').getByText('Disk ingest-spare deleted')).toBeVisible()
  await expect(row(page, 'ingest-spare')).toHaveCount(0)

  // Snapshot: refused for faulted and maintenance disks, allowed for a detached one
  await expectDisabled(
    page,
    'ingest-broken',
    'Snapshot',
    'Only an attached or detached disk can be snapshotted',
  )
  await expectDisabled(
    page,
    'ingest-maint',
    'Snapshot',
    'Only an attached or detached disk can be snapshotted',
  )
  await (
    await openActions(page, 'ingest-scratch')
  )
    .getByRole('menuitem', { name: 'Snapshot' })
    .click()
  await expect(
    page
      .getByRole('status')
      .getByText(/^Snapshot ingest-scratch-[0-9a-f]{6} of ingest-scratch created$/),
  ).toBeVisible()
  const snapshots = await mockRequests(page, 'POST', '/v1/snapshots')
  expect(snapshots).toHaveLength(1)
  expect(snapshots[0]?.body).toMatchObject({
    name: expect.stringMatching(/^ingest-scratch-[0-9a-f]{6}$/) as unknown,
    description: '',
  })

  // Attach and Detach: only a detached (or creating) disk attaches; only an attached one detaches
  await expectDisabled(
    page,
    'ingest-data-1',
    'Attach',
    'Only a creating or detached disk can be attached',
  )
  await expectDisabled(page, 'ingest-scratch', 'Detach', 'Only an attached disk can be detached')
  // the disk is fine but its instance is running: the instance's machine says no
  await expectDisabled(
    page,
    'ingest-data-1',
    'Detach',
    'Only a creating, stopped or failed instance can have disks detached',
  )
})

test('attach a detached disk to a stopped instance, then detach it', async ({ page }) => {
  await page.goto(LIST)
  const disk = row(page, 'ingest-scratch')
  await (
    await openActions(page, 'ingest-scratch')
  )
    .getByRole('menuitem', { name: 'Attach' })
    .click()
  const modal = page.getByRole('dialog', { name: 'Attach disk' })
  const picker = modal.getByLabel('Instance')
  // only instances that can take a disk now: stopped ingest-worker-3, not running ingest-worker-1
  await expect(picker.locator('option', { hasText: 'ingest-worker-3' })).toHaveCount(1)
  await expect(picker.locator('option', { hasText: 'ingest-worker-1' })).toHaveCount(0)
  await expect(modal.getByRole('button', { name: 'Attach' })).toBeDisabled()
  await expectNoA11yViolations(page)
  await picker.selectOption({ label: 'ingest-worker-3' })
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toBeHidden()
  await expect(
    page.getByRole('status').getByText('Attaching disk ingest-scratch to ingest-worker-3'),
  ).toBeVisible()
  await expect(badge(disk)).toHaveAttribute('data-state', 'attaching')
  await expect(badge(disk)).toHaveAttribute('data-state', 'attached', { timeout: 10_000 })
  await expect(disk.getByRole('link', { name: 'ingest-worker-3' })).toBeVisible()
  const attaches = await mockRequests(page, 'POST', '/v1/instances/')
  expect(attaches.filter((r) => r.url.includes('/disks/attach'))).toHaveLength(1)
  const [attach] = attaches
  expect(attach?.body).toEqual({ disk: expect.any(String) as unknown })

  await (
    await openActions(page, 'ingest-scratch')
  )
    .getByRole('menuitem', { name: 'Detach' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Confirm detach' })
  await expect(confirm).toContainText(
    'Are you sure you want to detach ingest-scratch from ingest-worker-3?',
  )
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect(
    page.getByRole('status').getByText('Detaching disk ingest-scratch from ingest-worker-3'),
  ).toBeVisible()
  await expect(badge(disk)).toHaveAttribute('data-state', 'detached', { timeout: 10_000 })
  await expect(disk.locator('[data-field="instance"]')).toHaveText('—')
  const detaches = (await mockRequests(page, 'POST', '/v1/instances/')).filter((r) =>
    r.url.includes('/disks/detach'),
  )
  expect(detaches).toHaveLength(1)
  expect(detaches[0]?.body).toEqual(attach?.body)
})

test('a project without disks shows the empty state', async ({ page }) => {
  await page.goto('/projects/dev-sandbox/disks')
  await expect(page.getByRole('heading', { name: 'No disks' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'New disk' })).toHaveCount(2)
  await expectNoA11yViolations(page)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// Seeded: atlas-ingest has the project image ingest-base; the silo has alpine-3-20, debian-12,
// fedora-41, rocky-9 and ubuntu-24-04.
const P = '/projects/atlas-ingest'
const LIST = `${P}/images`
const KiB = 1024
const MiB = 1024 * KiB
const CHUNK = 512 * KiB // MAX_BULK_WRITE_BYTES
// an upload is many calls, each answered after the mock's 200–400 ms
const UPLOAD_TIMEOUT = 60_000

test.describe.configure({ timeout: 90_000 })

const grid = (page: Page, name: string) => page.getByRole('grid', { name })
const row = (page: Page, table: string, name: string) =>
  grid(page, table)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

/** A raw image of `size` bytes; the chunks listed hold non-zero bytes, the rest are zeros. */
function image(size: number, nonZeroChunks: number[]): Buffer {
  const bytes = Buffer.alloc(size)
  for (const i of nonZeroChunks) bytes.fill(i + 1, i * CHUNK, Math.min(size, i * CHUNK + 4 * KiB))
  return bytes
}

/** The changing calls of an upload, in order, without bodies: method and path (ids as :id). */
async function uploadCalls(page: Page) {
  return page.evaluate(() =>
    (window.mockApi?.requests ?? [])
      .filter((r) => r.method !== 'GET' && /^\/v1\/(disks|snapshots|images)/.test(r.url))
      .map((r) => {
        const path = r.url.split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
        return `${r.method} ${path}`
      }),
  )
}

async function openUpload(page: Page) {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'Upload image' }).click()
  await expect(page).toHaveURL(`${P}/images-new`)
  const form = page.getByRole('dialog', { name: 'Upload image' })
  await expect(form.getByLabel(/^Image file/)).toBeVisible()
  return form
}

async function fill(form: ReturnType<Page['getByRole']>, name: string, file: Buffer) {
  await form.getByLabel(/^Name/).fill(name)
  await form.getByLabel(/^OS/).fill('Alpine')
  await form.getByLabel(/^Version/).fill('3.21')
  await form.getByLabel(/^Image file/).setInputFiles({
    name: 'alpine.raw',
    mimeType: 'application/octet-stream',
    buffer: file,
  })
}

test('upload an image: one progress bar through every step, then the image and nothing temporary', async ({
  page,
}) => {
  test.setTimeout(2 * UPLOAD_TIMEOUT)
  const form = await openUpload(page)
  await expectNoA11yViolations(page)
  // 1.5 MiB: three chunks, the middle one all zeros (not sent)
  await fill(form, 'e2e-alpine', image(3 * CHUNK, [0, 2]))
  await form.getByRole('button', { name: 'Upload image' }).click()

  const step = form.getByRole('status')
  await expect(step).toHaveText(/^Step: /)
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(step).toHaveText('Step: Waiting for the snapshot', { timeout: UPLOAD_TIMEOUT })
  await expect(page.getByRole('status').getByText('Image e2e-alpine created.')).toBeVisible({
    timeout: UPLOAD_TIMEOUT,
  })
  await expect(page).toHaveURL(`${LIST}?highlight=e2e-alpine`)
  await expect(row(page, 'Images', 'e2e-alpine')).toContainText('New')
  await expect(row(page, 'Images', 'e2e-alpine')).toContainText('Alpine')

  expect(await uploadCalls(page)).toEqual([
    'POST /v1/disks',
    'POST /v1/disks/:id/bulk-write-start',
    'POST /v1/disks/:id/bulk-write',
    'POST /v1/disks/:id/bulk-write',
    'POST /v1/disks/:id/bulk-write-stop',
    'POST /v1/disks/:id/finalize',
    'POST /v1/images',
    'DELETE /v1/disks/:id',
    'DELETE /v1/snapshots/:id',
  ])
  const [disk] = await mockRequests(page, 'POST', '/v1/disks?')
  expect(disk?.body).toMatchObject({
    name: expect.stringMatching(/^upload-e2e-alpine-[0-9a-f]{6}$/) as unknown,
    disk_backend: {
      type: 'distributed',
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  const [made] = await mockRequests(page, 'POST', '/v1/images')
  expect(made?.body).toMatchObject({
    name: 'e2e-alpine',
    os: 'Alpine',
    version: '3.21',
    source: { type: 'snapshot' },
  })
  // nothing temporary is left in the project
  await page.goto(`${P}/disks`)
  await expect(grid(page, 'Disks')).toBeVisible()
  await expect(grid(page, 'Disks').getByText(/^upload-e2e-alpine/)).toHaveCount(0)
  await page.goto(`${P}/snapshots`)
  await expect(grid(page, 'Snapshots')).toBeVisible()
  await expect(grid(page, 'Snapshots').getByText(/^upload-e2e-alpine/)).toHaveCount(0)
})

test('cancelling an upload removes the temporary disk and keeps no image', async ({ page }) => {
  test.setTimeout(2 * UPLOAD_TIMEOUT)
  const form = await openUpload(page)
  // 8 MiB of non-zero chunks: 16 writes, several seconds on the mock
  await fill(
    form,
    'e2e-cancelled',
    image(
      8 * MiB,
      Array.from({ length: 16 }, (_, i) => i),
    ),
  )
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByRole('status')).toHaveText('Step: Uploading the file', {
    timeout: UPLOAD_TIMEOUT,
  })
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('status').getByText('Upload of e2e-cancelled cancelled')).toBeVisible(
    { timeout: UPLOAD_TIMEOUT },
  )
  await expect(form).toBeHidden()
  const calls = await uploadCalls(page)
  expect(calls).not.toContain('POST /v1/images')
  expect(calls.slice(-3)).toEqual([
    'POST /v1/disks/:id/bulk-write-stop',
    'POST /v1/disks/:id/finalize',
    'DELETE /v1/disks/:id',
  ])
  await expect(grid(page, 'Images').getByText('e2e-cancelled')).toHaveCount(0)
})

test('a bad file gets a clear message and nothing is sent; a required field too', async ({
  page,
}) => {
  const form = await openUpload(page)
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await expect(form.getByLabel(/^OS/)).toHaveAccessibleDescription('OS is required')
  await expect(form.getByLabel(/^Image file/)).toHaveAccessibleDescription('Image file is required')

  await fill(form, 'e2e-odd', image(1000, [0]))
  await expect(form.getByLabel(/^Image file/)).toHaveAccessibleDescription(
    "The file's size (1,000 bytes) must be a multiple of the block size (512 bytes)",
  )
  await form.getByRole('button', { name: 'Upload image' }).click()
  // a 4,096-byte block size refuses a file that is whole 512-byte blocks
  await form.getByLabel(/^Image file/).setInputFiles({
    name: 'sectors.raw',
    mimeType: 'application/octet-stream',
    buffer: image(1536, [0]),
  })
  await form.getByRole('radio', { name: '4,096 bytes' }).check()
  await expect(form.getByLabel(/^Image file/)).toHaveAccessibleDescription(
    "The file's size (1,536 bytes) must be a multiple of the block size (4,096 bytes)",
  )
  await form.getByRole('button', { name: 'Upload image' }).click()
  expect(await uploadCalls(page)).toEqual([])
  await expectNoA11yViolations(page)
})

test('a failing step says which, cleans up, and keeps the input for a retry', async ({ page }) => {
  test.setTimeout(2 * UPLOAD_TIMEOUT)
  const form = await openUpload(page)
  // the project already has an image of this name: the image step is refused
  await fill(form, 'ingest-base', image(CHUNK, [0]))
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(
    form.getByRole('alert').filter({
      hasText: 'Upload failed while creating the image: Image name already exists.',
    }),
  ).toBeVisible({ timeout: UPLOAD_TIMEOUT })
  await expect(form.getByLabel(/^Name/)).toHaveValue('ingest-base')
  await expect(form.getByLabel(/^OS/)).toHaveValue('Alpine')
  await expect(form.getByText('alpine.raw · 512 KiB')).toBeVisible()
  expect((await uploadCalls(page)).slice(-3)).toEqual([
    'POST /v1/images',
    'DELETE /v1/disks/:id',
    'DELETE /v1/snapshots/:id',
  ])
})

test('promote a project image: confirmed, it leaves the project for the silo', async ({ page }) => {
  await page.goto(LIST)
  await page.getByRole('button', { name: 'Row actions for ingest-base' }).click()
  await page.getByRole('menuitem', { name: 'Promote' }).click()
  const confirm = page.getByRole('dialog', { name: 'Promote image' })
  await expect(confirm).toContainText('visible to every project')
  await confirm.getByRole('button', { name: 'Promote' }).click()
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Image ingest-base promoted to the silo' })
  await expect(toast).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()
  await toast.getByRole('link', { name: 'View silo images' }).click()
  await expect(page).toHaveURL('/images')
  await expect(row(page, 'Silo images', 'ingest-base')).toBeVisible()
  const [sent] = await mockRequests(page, 'POST', '/v1/images/')
  expect(sent?.url).toMatch(/^\/v1\/images\/[0-9a-f-]{36}\/promote$/)
})

test('demote a silo image into a picked project; the view is read-only with a copyable id', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/images')
  await page.getByRole('button', { name: 'Row actions for debian-12' }).click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const form = page.getByRole('dialog', { name: 'Demote image' })
  await form.getByRole('button', { name: 'Demote' }).click()
  await expect(form.getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription(
    'Project is required',
  )
  expect(await mockRequests(page, 'POST', '/v1/images/')).toEqual([])
  await expectNoA11yViolations(page)
  await form.getByRole('combobox', { name: 'Project' }).selectOption('atlas-ingest')
  await form.getByRole('button', { name: 'Demote' }).click()
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Image debian-12 demoted to project atlas-ingest' })
  await expect(toast).toBeVisible()
  await expect(row(page, 'Silo images', 'debian-12')).toHaveCount(0)
  const [sent] = await mockRequests(page, 'POST', '/v1/images/')
  expect(sent?.url).toMatch(/\/demote\?project=atlas-ingest$/)

  await toast.getByRole('link', { name: 'View images of atlas-ingest' }).click()
  await expect(page).toHaveURL(`${LIST}?highlight=debian-12`)
  await row(page, 'Images', 'debian-12').getByRole('link', { name: 'debian-12' }).click()
  await expect(page).toHaveURL(`${P}/images/debian-12/edit`)
  const view = page.getByRole('dialog', { name: 'Image' })
  await expect(view).toContainText('Project image')
  await expect(view).toContainText('2 GiB')
  await expect(view.getByRole('textbox')).toHaveCount(0)
  await view.getByRole('button', { name: 'Copy ID' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f-]{36}$/)
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(LIST)
})

test('delete a silo image after a confirm', async ({ page }) => {
  await page.goto('/images')
  await page.getByRole('button', { name: 'Row actions for rocky-9' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('Are you sure you want to delete rocky-9?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').getByText('Image rocky-9 deleted')).toBeVisible()
  await expect(row(page, 'Silo images', 'rocky-9')).toHaveCount(0)
})

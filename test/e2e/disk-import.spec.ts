import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

const DISKS = '/projects/atlas-ingest/disks'
const KiB = 1024
const MiB = 1024 * KiB
const CHUNK = 512 * KiB // MAX_BULK_WRITE_BYTES
// An import is many calls, each answered after the mock's 200–400 ms: give it time.
const IMPORT_TIMEOUT = 60_000

/** A raw image of `size` bytes; the chunks listed hold non-zero bytes, the rest are zeros. */
function image(size: number, nonZeroChunks: number[]): Buffer {
  const bytes = Buffer.alloc(size)
  for (const i of nonZeroChunks) bytes.fill(i + 1, i * CHUNK, Math.min(size, i * CHUNK + 4 * KiB))
  return bytes
}

/**
 * The POSTs and DELETEs of an import, in order, without their (large) bodies: the call's last
 * path segment ('disks' for the create), the disk source's type and a write's offset.
 */
async function importCalls(page: Page) {
  return page.evaluate(() =>
    (window.mockApi?.requests ?? [])
      .filter((r) => r.method !== 'GET' && r.url.startsWith('/v1/disks'))
      .map((r) => {
        const body = (r.body ?? {}) as {
          offset?: number
          disk_backend?: { type?: string; disk_source?: { type?: string } }
        }
        const call = r.url.split('?')[0]!.split('/').at(-1)!
        return {
          call: r.method === 'DELETE' ? 'delete' : call,
          ...(body.disk_backend && {
            backend: body.disk_backend.type,
            source: body.disk_backend.disk_source?.type,
          }),
          ...(body.offset !== undefined && { offset: body.offset }),
        }
      }),
  )
}

async function openForm(page: Page) {
  await page.goto(DISKS)
  await page.getByRole('button', { name: 'Import disk' }).click()
  const form = page.getByRole('dialog', { name: 'Import disk' })
  await expect(form.getByLabel(/^Image file/)).toBeVisible()
  return form
}

test('import a disk from a file: create, start, chunked writes, stop, finalize', async ({
  page,
}) => {
  test.setTimeout(2 * IMPORT_TIMEOUT)
  const form = await openForm(page)
  await expectNoA11yViolations(page)

  await form.getByLabel(/^Name/).fill('e2e-imported')
  await form.getByLabel('Snapshot name').fill('e2e-imported-snap')
  // 1.5 MiB: three chunks, the middle one all zeros
  await form.getByLabel(/^Image file/).setInputFiles({
    name: 'disk.raw',
    mimeType: 'application/octet-stream',
    buffer: image(3 * CHUNK, [0, 2]),
  })
  await expect(form.getByText('disk.raw · 1.5 MiB')).toBeVisible()
  await form.getByRole('button', { name: 'Import disk' }).click()

  const progress = form.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: IMPORT_TIMEOUT })
  await expect(page.getByRole('status').getByText('Disk e2e-imported imported')).toBeVisible({
    timeout: IMPORT_TIMEOUT,
  })
  await expect(form).toBeHidden()

  expect(await importCalls(page)).toEqual([
    { call: 'disks', backend: 'distributed', source: 'importing_blocks' },
    { call: 'bulk-write-start' },
    // the zero chunk at 512 KiB is not sent: a new disk reads as zeros
    { call: 'bulk-write', offset: 0 },
    { call: 'bulk-write', offset: 2 * CHUNK },
    { call: 'bulk-write-stop' },
    { call: 'finalize' },
  ])
  const [create] = await mockRequests(page, 'POST', '/v1/disks?')
  expect(create?.body).toMatchObject({
    name: 'e2e-imported',
    size: 1024 * MiB, // rounded up to a whole GiB
    disk_backend: {
      type: 'distributed',
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  const [finalize] = await mockRequests(page, 'POST', `/v1/disks/`).then((rs) =>
    rs.filter((r) => r.url.includes('/finalize')),
  )
  expect(finalize?.body).toEqual({ snapshot_name: 'e2e-imported-snap' })

  const row = page.getByRole('grid', { name: 'Disks' }).getByRole('row', { name: /e2e-imported/ })
  await expect(row).toContainText(/detached/i)
})

test('cancelling an import stops the writes and deletes the partly imported disk', async ({
  page,
}) => {
  test.setTimeout(2 * IMPORT_TIMEOUT)
  const form = await openForm(page)
  await form.getByLabel(/^Name/).fill('e2e-cancelled')
  // 8 MiB of non-zero chunks: 16 writes, several seconds on the mock
  const chunks = Array.from({ length: 16 }, (_, i) => i)
  await form.getByLabel(/^Image file/).setInputFiles({
    name: 'big.raw',
    mimeType: 'application/octet-stream',
    buffer: image(8 * MiB, chunks),
  })
  await form.getByRole('button', { name: 'Import disk' }).click()

  await expect(form.getByRole('status')).toHaveText('Step: Importing (bulk writes)', {
    timeout: IMPORT_TIMEOUT,
  })
  await form.getByRole('button', { name: 'Cancel' }).click()

  const toast = page.getByRole('status').getByText('Import of e2e-cancelled cancelled')
  await expect(toast).toBeVisible({ timeout: IMPORT_TIMEOUT })
  await expect(form).toBeHidden()
  const calls = (await importCalls(page)).map((c) => c.call)
  const writes = calls.filter((c) => c === 'bulk-write').length
  expect(writes).toBeLessThan(16)
  // after the writes: stop, then finalize and delete (the API deletes only detached disks)
  expect(calls).toEqual([
    'disks',
    'bulk-write-start',
    ...Array<string>(writes).fill('bulk-write'),
    'bulk-write-stop',
    'finalize',
    'delete',
  ])
  await expect(page.getByRole('grid', { name: 'Disks' }).getByText('e2e-cancelled')).toHaveCount(0)
})

test('validation: a file is required and must be whole blocks; nothing is sent', async ({
  page,
}) => {
  // two form states and an axe run: more than the default on a busy machine
  test.setTimeout(IMPORT_TIMEOUT)
  const form = await openForm(page)
  await form.getByLabel(/^Name/).fill('e2e-invalid')
  await form.getByRole('button', { name: 'Import disk' }).click()
  await expect(form.getByLabel(/^Image file/)).toHaveAccessibleDescription('Image file is required')

  await form.getByLabel(/^Image file/).setInputFiles({
    name: 'odd.raw',
    mimeType: 'application/octet-stream',
    buffer: image(1000, [0]),
  })
  await expect(form.getByLabel(/^Image file/)).toHaveAccessibleDescription(
    "The file's size (1,000 bytes) must be a multiple of the block size (512 bytes)",
  )
  await form.getByRole('button', { name: 'Import disk' }).click()
  expect(await importCalls(page)).toEqual([])
  await expectNoA11yViolations(page)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freezeSeededStates, mockRequests } from './util'

// What a daily user reaches for: jump-to, the project switcher, light and dark themes, richer
// instance rows and header, lists that say how fresh they are, toasts that keep out of the way
// of side modals, and a serial console that is never a dead end.

const INSTANCES = '/projects/atlas-ingest/instances'
const instanceRow = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Instances' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

test.describe('jump to', () => {
  test('Ctrl+K opens it; typing narrows to a resource and Enter goes there', async ({ page }) => {
    await page.goto(INSTANCES)
    await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
    await page.keyboard.press('Control+k')
    const box = page.getByRole('combobox', { name: 'Jump to' })
    await expect(box).toBeFocused()
    // the current area's pages, the projects and this project's resources
    const options = page.getByRole('listbox')
    await expect(options.getByRole('option', { name: 'Disks', exact: true })).toBeVisible()
    await expect(options.getByRole('option', { name: 'billing-api' })).toBeVisible()
    await box.fill('worker-2')
    // the instance, then its boot disk
    await expect(options.getByRole('option')).toHaveText([
      'ingest-worker-2',
      'ingest-worker-2-boot',
    ])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/atlas-ingest/instances/ingest-worker-2/storage')
    await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeHidden()
  })

  test("the sidebar's box opens it too; arrow keys move and Escape closes", async ({ page }) => {
    await page.goto('/projects/atlas-ingest/disks')
    await page.getByRole('button', { name: /Jump to/ }).click()
    const box = page.getByRole('combobox', { name: 'Jump to' })
    await box.fill('ingest-data')
    await expect(page.getByRole('option').first()).toHaveText('ingest-data-1')
    await page.keyboard.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeHidden()
    // the focus is back where it was
    await expect(page.getByRole('button', { name: /Jump to/ })).toBeFocused()
    // a disk has no page: jump-to lands on the disks list, marking it
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Jump to' }).fill('ingest-scratch')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/atlas-ingest/disks?highlight=ingest-scratch')
  })

  test("offers the project's VPCs, snapshots, images and floating IPs too", async ({ page }) => {
    await page.goto(INSTANCES)
    await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
    await page.keyboard.press('Control+k')
    const box = page.getByRole('combobox', { name: 'Jump to' })
    await box.fill('ingest-net')
    await expect(page.getByRole('option', { name: 'ingest-net' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/atlas-ingest/vpcs/ingest-net/firewall-rules')
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Jump to' }).fill('ingest-public')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/atlas-ingest/floating-ips?highlight=ingest-public')
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Jump to' }).fill('data-1-weekly')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects/atlas-ingest/snapshots?highlight=data-1-weekly')
  })
})

test('the project switcher keeps the same list page in the other project', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/disks')
  await page.getByRole('button', { name: 'Project atlas-ingest, switch project' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'atlas-ingest' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await menu.getByRole('menuitem', { name: 'billing-api' }).click()
  await expect(page).toHaveURL('/projects/billing-api/disks')
  await expect(
    page.getByRole('button', { name: 'Project billing-api, switch project' }),
  ).toBeVisible()
  // from an instance's page there is no same instance elsewhere: the other project's instances
  await page.goto('/projects/atlas-ingest/instances/ingest-worker-1/storage')
  await page.getByRole('button', { name: 'Project atlas-ingest, switch project' }).click()
  // the menu grows when the project list arrives: a click aimed before that can land beside it
  await expect(menu.getByRole('menuitem', { name: 'atlas-ingest' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await menu.getByRole('menuitem', { name: 'build-farm' }).click()
  await expect(page).toHaveURL('/projects/build-farm/instances')
})

test.describe('themes', () => {
  const background = (page: Page) =>
    page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)

  test('follow the system preference until the user picks one, which is kept', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    const dark = await background(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => background(page)).not.toBe(dark)
    const light = await background(page)

    // the user's choice wins over the system's, after a reload too
    await page.getByRole('button', { name: 'Ada Okafor' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Match system' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect.poll(() => background(page)).toBe(dark)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    expect(await background(page)).toBe(dark)
    await page.getByRole('button', { name: 'Ada Okafor' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await page.getByRole('menuitemradio', { name: 'Match system' }).click()
    await expect.poll(() => background(page)).toBe(light)
  })
})

test.describe('instances list', () => {
  test('shows external IPs with copy and +N, and how long each has been in its state', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(INSTANCES)
    const worker = instanceRow(page, 'ingest-worker-1')
    await expect(worker.getByText('198.51.100.24')).toBeVisible()
    await expect(worker.getByText('+1')).toBeVisible()
    await worker.getByRole('button', { name: 'Copy 198.51.100.24' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('198.51.100.24')
    // no address: a dash, not an empty cell
    await expect(instanceRow(page, 'ingest-worker-3').getByLabel('No external IP')).toBeVisible()
    // the seeded instances changed state long ago (§9 short form)
    await expect(worker.getByLabel(/^for (\d+[smhd]|~\d+y)$/)).toBeVisible()
  })

  test('a state that just changed is seconds old', async ({ page }) => {
    await page.goto(INSTANCES)
    await page.getByRole('button', { name: 'Row actions for ingest-worker-3' }).click()
    await page.getByRole('menuitem', { name: 'Start' }).click()
    await expect(instanceRow(page, 'ingest-worker-3').getByLabel(/^for \d+s$/)).toBeVisible()
  })

  test('rows offer Copy ID and View serial console (only where there is one)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await freezeSeededStates(page)
    await page.goto(INSTANCES)
    await page.getByRole('button', { name: 'Row actions for ingest-worker-3' }).click()
    const stopped = page.getByRole('menuitem', { name: 'View serial console' })
    await expect(stopped).toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('menuitem', { name: 'Copy ID' }).click()
    // the item itself says so (the list shell's Copy ID), then the menu closes
    await expect(page.getByRole('menuitem', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f-]{36}$/)

    await page.getByRole('button', { name: 'Row actions for ingest-worker-1' }).click()
    await page.getByRole('menuitem', { name: 'View serial console' }).click()
    await expect(page).toHaveURL(`${INSTANCES}/ingest-worker-1/serial-console`)
  })

  test('say when they were fetched and fetch again on Refresh', async ({ page }) => {
    await page.goto(INSTANCES)
    await expect(page.getByTestId('updated')).toHaveText('Updated just now')
    const before = (await mockRequests(page, 'GET', '/v1/instances?')).length
    await page.getByRole('button', { name: 'Refresh instances' }).click()
    await expect
      .poll(async () => (await mockRequests(page, 'GET', '/v1/instances?')).length)
      .toBeGreaterThan(before)
  })
})

test.describe('instance page', () => {
  test('has Start, Stop and Reboot in its header, per the state machine', async ({ page }) => {
    await page.goto(`${INSTANCES}/ingest-worker-1/storage`)
    const start = page.getByRole('button', { name: 'Start', exact: true })
    await expect(start).toHaveAttribute('aria-disabled', 'true')
    await expect(start).toHaveAccessibleDescription(/stopped or failed/i)
    await expect(page.getByRole('button', { name: 'Reboot', exact: true })).toBeEnabled()
    await page.getByRole('button', { name: 'Stop', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm stop' })
    await confirm.getByRole('button', { name: 'Stop' }).click()
    await expect(page.locator('[data-state]').first()).toHaveAttribute(
      'data-state',
      /stopping|stopped/,
    )
    await expect(start).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  })

  test('shows its VPC, external IPs and the ID with its copy button on one line', async ({
    page,
  }) => {
    await page.goto(`${INSTANCES}/ingest-worker-1/storage`)
    const property = (label: string) => page.locator(`dt:text-is("${label}") + dd`)
    await expect(property('VPC')).toHaveText('default')
    await expect(property('External IPs')).toContainText('198.51.100.24')
    const id = page.getByTestId('instance-id')
    const copy = page.getByRole('button', { name: 'Copy ID' })
    const [idBox, copyBox] = [await id.boundingBox(), await copy.boundingBox()]
    // one line: the button sits beside the id, not under it
    expect(
      Math.abs(idBox!.y + idBox!.height / 2 - (copyBox!.y + copyBox!.height / 2)),
    ).toBeLessThan(8)
    // the VPC links to its page
    await property('VPC').getByRole('link', { name: 'default' }).click()
    await expect(page).toHaveURL('/projects/atlas-ingest/vpcs/default/firewall-rules')
  })
})

test('disks show the image they were made from, linked to it in its list', async ({ page }) => {
  await page.goto('/projects/atlas-ingest/disks')
  const row = (name: string) =>
    page
      .getByRole('grid', { name: 'Disks' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name, exact: true }) })
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible()
  // a blank disk has no source
  await expect(row('ingest-scratch').getByRole('gridcell', { name: '—', exact: true })).toHaveCount(
    2, // nor an instance
  )
  const image = row('ingest-worker-1-boot').getByRole('link', { name: 'Image debian-12' })
  await image.click()
  await expect(page).toHaveURL('/images?highlight=debian-12')
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible()
})

test('a stopped instance’s console offers Start, then connects', async ({ page }) => {
  await page.goto(`${INSTANCES}/ingest-worker-3/serial-console`)
  const status = page.locator('p[data-status]')
  await expect(status).toHaveText(/Only a running/)
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(status).toHaveText('Connected', { timeout: 15_000 })
  // the terminal fills its pane: no strip of another colour under the last row
  const viewport = page.locator('.xterm-viewport')
  expect(await viewport.evaluate((v) => getComputedStyle(v).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  )
})

test('a toast never covers the footer of an open side modal', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/projects/atlas-ingest/disks')
  // a row action's toast, then a side modal opened while it shows
  await page.getByRole('button', { name: 'Row actions for ingest-scratch' }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  // by its look, not its role: an open modal hides the rest of the page from the a11y tree
  const toast = page
    .locator('.MuiAlert-root')
    .filter({ hasText: /snapshot/i })
    .first()
  await expect(toast).toBeVisible()
  // the pointer rests on the toast, holding it, while the keyboard opens the form
  await toast.hover()
  await page.getByRole('link', { name: 'New disk' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  const create = dialog.getByRole('button', { name: 'Create disk' })
  await expect(create).toBeVisible()
  await expect(toast).toBeVisible()
  const [t, d] = [await toast.boundingBox(), await dialog.boundingBox()]
  const overlaps = t!.x < d!.x + d!.width && t!.x + t!.width > d!.x
  expect(overlaps).toBe(false)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// Seeded (mirage/sim/scenarios/computeData.ts): in atlas-ingest, ingest-worker-3 is stopped with its boot
// disk and two disks caught mid-move (ingest-data-2 detaching, ingest-data-3 attaching; both
// finish within seconds, and no test here depends on when), no external IPs; ingest-worker-1 is
// running. ingest-scratch and ingest-spare are detached disks,
// and the floating IP ingest-spare is unattached.
const P = 'atlas-ingest'
const STOPPED = `/projects/${P}/instances/ingest-worker-3`
const RUNNING = `/projects/${P}/instances/ingest-worker-1`
const GiB = 1024 ** 3

// the machine runs on two shared cores; the dev server can be slow to answer
test.describe.configure({ timeout: 90_000 })

const rowActions = (page: Page, label: string) =>
  page.getByRole('button', { name: `Row actions for ${label}` })

/**
 * Confirms the open dialog and waits for it to close, i.e. for the request to be answered. (While
 * it is open the page behind it is hidden from the accessibility tree, so a row would look gone.)
 */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toBeHidden()
}

async function openStorage(page: Page, path: string) {
  await page.goto(`${path}/storage`)
  await expect(page.getByRole('grid', { name: 'Boot disk' })).toBeVisible()
}

test('the instance page redirects to storage and shows state and properties; the ID copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(STOPPED)
  await expect(page).toHaveURL(`${STOPPED}/storage`)
  await expect(page.getByRole('heading', { level: 1, name: 'ingest-worker-3' })).toBeVisible()
  await expect(page.locator('main [data-state="stopped"]').first()).toHaveText(/stopped/i)
  const props = page.locator('dl')
  await expect(props).toContainText('4 vCPU')
  await expect(props).toContainText('16 GiB')
  await expect(props).toContainText('Hostname')
  await expect(props).toContainText('Enabled (policy: default)')
  await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true')

  const id = (await page.getByTestId('instance-id').textContent())!
  await page.getByRole('button', { name: 'Copy ID' }).click()
  // the icon button keeps its name; its tooltip says it worked
  await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id)

  // the header's actions: a stopped instance cannot be stopped, and says why
  const header = page.getByRole('main')
  await expect(header.getByRole('button', { name: 'Start' })).not.toHaveAttribute('aria-disabled')
  const stop = header.getByRole('button', { name: 'Stop' })
  await expect(stop).toHaveAttribute('aria-disabled', 'true')
  await expect(stop).toHaveAccessibleDescription(/^Only a running, .* instance can be stopped/)
  // the rest stay in the menu
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
})

test('left and right arrow keys move between the tabs', async ({ page }) => {
  await openStorage(page, STOPPED)
  const tab = (name: string) => page.getByRole('tab', { name })
  await tab('Storage').focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${STOPPED}/networking`)
  await expect(tab('Networking')).toHaveAttribute('aria-selected', 'true')
  await expect(tab('Networking')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${STOPPED}/metrics/cpu`)
  await expect(tab('Metrics')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${STOPPED}/networking`)
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${STOPPED}/storage`)
  await expect(tab('Storage')).toHaveAttribute('aria-selected', 'true')
})

test('attach a detached disk to a stopped instance, then detach it', async ({ page }) => {
  await openStorage(page, STOPPED)
  const other = page.getByRole('grid', { name: 'Other disks' })
  await expect(other.getByRole('row', { name: /ingest-data-3/ })).toBeVisible()

  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  const disk = dialog.getByRole('combobox', { name: 'Disk' })
  await disk.selectOption(
    (await disk.locator('option', { hasText: 'ingest-scratch' }).textContent()) ?? '',
  )
  await dialog.getByRole('button', { name: 'Attach' }).click()
  await expect(dialog).toBeHidden()

  const row = other.getByRole('row', { name: /ingest-scratch/ })
  await expect(row).toBeVisible()
  await expect(row.locator('[data-state="attached"]')).toBeVisible()
  const [attach] = await mockRequests(page, 'POST', '/v1/instances/ingest-worker-3/disks/attach')
  expect(attach?.body).toEqual({ disk: expect.stringMatching(/^[0-9a-f-]{36}$/) })

  await rowActions(page, 'ingest-scratch').click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await confirm(page, 'Confirm detach', 'Detach')
  await expect(row).toBeHidden()
  const [detach] = await mockRequests(page, 'POST', '/v1/instances/ingest-worker-3/disks/detach')
  expect(detach?.body).toEqual(attach?.body)
})

test('create a blank disk and attach it in one go; bad input sends nothing', async ({ page }) => {
  await openStorage(page, STOPPED)
  await page.getByRole('button', { name: 'Create disk' }).click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByLabel(/^Size/).fill('0')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(/Name is required/)
  await expect(form.getByLabel(/^Size/)).toHaveAccessibleDescription(/Size must be between/)
  expect(await mockRequests(page, 'POST', '/v1/disks')).toEqual([])

  await form.getByLabel(/^Name/).fill('worker-3-extra')
  await form.getByLabel(/^Size/).fill('5')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  const row = page
    .getByRole('grid', { name: 'Other disks' })
    .getByRole('row', { name: /worker-3-extra/ })
  await expect(row.locator('[data-state="attached"]')).toBeVisible()
  const [created] = await mockRequests(page, 'POST', '/v1/disks')
  expect(created?.body).toEqual({
    name: 'worker-3-extra',
    description: '',
    size: 5 * GiB,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
  })
  expect(
    await mockRequests(page, 'POST', '/v1/instances/ingest-worker-3/disks/attach'),
  ).toHaveLength(1)
})

test('attach is disabled on a running instance, with the reason', async ({ page }) => {
  await openStorage(page, RUNNING)
  const reason = 'Only a creating or stopped instance can have disks attached'
  for (const name of ['Attach existing disk', 'Create disk']) {
    const button = page.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(reason)
  }
  // aria-disabled keeps it focusable for its reason; activating it does nothing
  await page.getByRole('button', { name: 'Attach existing disk' }).click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // and a running instance's disks cannot be detached
  await rowActions(page, 'ingest-data-1').click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('set an attached disk as the boot disk', async ({ page }) => {
  await openStorage(page, STOPPED)
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  const disk = dialog.getByRole('combobox', { name: 'Disk' })
  await disk.selectOption(
    (await disk.locator('option', { hasText: 'ingest-spare' }).textContent()) ?? '',
  )
  await dialog.getByRole('button', { name: 'Attach' }).click()
  const other = page.getByRole('grid', { name: 'Other disks' })
  await expect(
    other.getByRole('row', { name: /ingest-spare/ }).locator('[data-state="attached"]'),
  ).toBeVisible()

  await rowActions(page, 'ingest-spare').click()
  await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  const boot = page.getByRole('grid', { name: 'Boot disk' })
  await expect(boot.getByRole('row', { name: /ingest-spare/ })).toBeVisible()
  await expect(other.getByRole('row', { name: /ingest-worker-3-boot/ })).toBeVisible()

  const [attach] = await mockRequests(page, 'POST', '/v1/instances/ingest-worker-3/disks/attach')
  const puts = await mockRequests(page, 'PUT', '/v1/instances/ingest-worker-3')
  expect(puts.at(-1)?.body).toEqual({
    ncpus: 4,
    memory: 16 * GiB,
    auto_restart_policy: null,
    boot_disk: (attach?.body as { disk: string }).disk,
    // the seeded instance's own values, carried so the update does not reset them
    cpu_platform: null,
    enable_jumbo_frames: false,
  })
})

test('add and delete a network interface on a stopped instance', async ({ page }) => {
  await page.goto(`${STOPPED}/networking`)
  const nics = page.getByRole('grid', { name: 'Network interfaces' })
  await expect(nics.getByRole('row', { name: /net0/ })).toContainText('default')

  await page.getByRole('button', { name: 'Add network interface' }).click()
  const form = page.getByRole('dialog', { name: 'Add network interface' })
  await form.getByRole('button', { name: 'Add network interface' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(/Name is required/)
  expect(await mockRequests(page, 'POST', '/v1/network-interfaces')).toEqual([])

  await form.getByLabel(/^Name/).fill('net1')
  // the instance's VPC is chosen already: every interface of an instance shares it
  await expect(form.getByRole('combobox', { name: /VPC/ })).toHaveValue('default')
  await form.getByRole('combobox', { name: /Subnet/ }).selectOption('default')
  await form.getByRole('button', { name: 'Add network interface' }).click()
  await expect(form).toBeHidden()
  await expect(nics.getByRole('row', { name: /net1/ })).toBeVisible()
  const [created] = await mockRequests(page, 'POST', '/v1/network-interfaces')
  expect(created?.url).toContain('instance=ingest-worker-3')
  expect(created?.body).toEqual({
    name: 'net1',
    description: '',
    vpc_name: 'default',
    subnet_name: 'default',
    // the contract's default stack, chosen in the form
    ip_config: {
      type: 'dual_stack',
      value: { v4: { ip: { type: 'auto' } }, v6: { ip: { type: 'auto' } } },
    },
  })

  await rowActions(page, 'net1').click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirm(page, 'Confirm delete', 'Delete')
  await expect(nics.getByRole('row', { name: /net1/ })).toBeHidden()
  expect(await mockRequests(page, 'DELETE', '/v1/network-interfaces/')).toHaveLength(1)
})

test('network interfaces of a running instance cannot be changed', async ({ page }) => {
  await page.goto(`${RUNNING}/networking`)
  const add = page.getByRole('button', { name: 'Add network interface' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await expect(add).toHaveAccessibleDescription(
    'Only a stopped instance can have its network interfaces changed',
  )
  await rowActions(page, 'net0').click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('attach and detach an ephemeral IP and a floating IP', async ({ page }) => {
  await page.goto(`${STOPPED}/networking`)
  const ips = page.getByRole('grid', { name: 'External IPs' })
  await expect(page.getByText('No external IPs')).toBeVisible()

  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  const eph = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  await expect(eph.getByRole('combobox', { name: /IP pool/ }).locator('option:checked')).toHaveText(
    /default/,
  )
  await eph.getByRole('button', { name: 'Attach' }).click()
  await expect(eph).toBeHidden()
  const ephemeralRow = ips.getByRole('row', { name: /ephemeral/ })
  await expect(ephemeralRow).toBeVisible()
  expect(await mockRequests(page, 'POST', '/v1/instances/')).toEqual([
    expect.objectContaining({ url: expect.stringContaining('/external-ips/ephemeral') }),
  ])
  // one ephemeral IP of each version: the IPv6 one may still follow (ExternalIps.test.tsx)
  await expect(page.getByRole('button', { name: 'Attach ephemeral IP' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const fip = page.getByRole('dialog', { name: 'Attach floating IP' })
  const floating = fip.getByRole('combobox', { name: /Floating IP/ })
  await floating.selectOption(
    (await floating.locator('option', { hasText: 'ingest-spare' }).textContent()) ?? '',
  )
  await fip.getByRole('button', { name: 'Attach' }).click()
  await expect(fip).toBeHidden()
  const floatingRow = ips.getByRole('row', { name: /ingest-spare/ })
  await expect(floatingRow).toContainText('floating')
  const [attached] = await mockRequests(page, 'POST', '/v1/floating-ips/')
  expect(attached?.url).toMatch(/\/attach/)
  expect(attached?.body).toEqual({
    kind: 'instance',
    parent:
      (await page.evaluate(() => location.pathname)) && expect.stringMatching(/^[0-9a-f-]{36}$/),
  })

  const detach = async (label: string) => {
    await rowActions(page, label).click()
    await page.getByRole('menuitem', { name: 'Detach' }).click()
    await confirm(page, 'Confirm detach', 'Detach')
  }
  await detach((await ephemeralRow.getByRole('gridcell').first().textContent())!)
  await expect(ephemeralRow).toBeHidden()
  expect(await mockRequests(page, 'DELETE', '/v1/instances/')).toHaveLength(1)
  await detach((await floatingRow.getByRole('gridcell').first().textContent())!)
  await expect(floatingRow).toBeHidden()
  const floatingCalls = await mockRequests(page, 'POST', '/v1/floating-ips/')
  expect(floatingCalls.map((r) => r.url.replace(/^.*\//, ''))).toEqual(['attach', 'detach'])
})

test('change the auto-restart policy: the update keeps size and boot disk', async ({ page }) => {
  await page.goto(`${STOPPED}/settings`)
  await expect(page.getByText('Status: Enabled')).toBeVisible()
  const save = page.getByRole('button', { name: 'Save policy' })
  await expect(save).toBeDisabled()
  await page.getByRole('radio', { name: /^Never/ }).check()
  await save.click()
  await expect(page.getByText('Status: Disabled')).toBeVisible()
  await expect(page.locator('dl')).toContainText('Disabled (policy: never)')
  const [put] = await mockRequests(page, 'PUT', '/v1/instances/ingest-worker-3')
  expect(put?.body).toEqual({
    ncpus: 4,
    memory: 16 * GiB,
    auto_restart_policy: 'never',
    boot_disk: expect.stringMatching(/^[0-9a-f-]{36}$/),
    cpu_platform: null,
    enable_jumbo_frames: false,
  })
  // resize opens the shared form for a stopped instance; a running one says why not
  await page.getByRole('button', { name: 'Resize' }).click()
  await expect(page.getByRole('dialog', { name: 'Resize instance' })).toBeVisible()
})

test('resize is disabled with the reason on a running instance', async ({ page }) => {
  await page.goto(`${RUNNING}/settings`)
  const resize = page.getByRole('button', { name: 'Resize' })
  await expect(resize).toHaveAttribute('aria-disabled', 'true')
  await expect(resize).toHaveAccessibleDescription(
    'Only a stopped, failed or creating instance can be resized',
  )
})

test('an unknown instance is Page not found', async ({ page }) => {
  await page.goto(`/projects/${P}/instances/no-such-instance`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

for (const tab of ['storage', 'networking', 'settings']) {
  test(`no serious accessibility findings on the ${tab} tab`, async ({ page }) => {
    await page.goto(`${STOPPED}/${tab}`)
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible()
    await expect(page.getByRole('grid').or(page.getByRole('radiogroup')).first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

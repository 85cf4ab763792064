import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// Each test fills many controls of one long formik form, which re-renders as a whole on every
// change; on a busy machine that needs more than the default 30 s.
test.slow()

const NEW = '/projects/atlas-ingest/instances-new'
const GiB = 1024 ** 3

const nameField = (page: Page) => page.getByRole('textbox', { name: /^Name/ })
const submit = (page: Page) => page.getByRole('button', { name: 'Create instance' }).click()
const pickImage = (page: Page, label: string) =>
  page.getByRole('combobox', { name: /^Image/ }).selectOption({ label })

async function open(page: Page) {
  await page.goto(NEW)
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  // the image picker shows once both image lists have answered; the mock seeds its whole fleet
  // on each page load first, which can take a while on a busy machine
  await expect(page.getByRole('combobox', { name: /^Image/ })).toBeVisible({ timeout: 30_000 })
}

test('create an instance: the POST carries what was chosen, then the instance page', async ({
  page,
}) => {
  await open(page)
  await nameField(page).fill('e2e-web')
  await page.getByRole('textbox', { name: 'Description' }).fill('made in e2e')
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'General 4 vCPU · 16 GiB' })
    .check()
  await pickImage(page, 'ubuntu-24-04 (Ubuntu 24.04)')
  const imageId = await page.getByRole('combobox', { name: /^Image/ }).inputValue()
  await page.getByRole('spinbutton', { name: /^Disk size/ }).fill('20')

  await page.getByRole('button', { name: 'Add new disk' }).click()
  await page.getByRole('textbox', { name: /^Disk name/ }).fill('e2e-web-data')
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  await page.getByRole('combobox', { name: /^Disk\b/ }).selectOption('ingest-spare')

  await page.getByRole('checkbox', { name: 'ci-runner' }).uncheck()
  await page.getByRole('textbox', { name: 'User data' }).fill('#cloud-config')
  await page
    .getByRole('radiogroup', { name: 'Auto-restart' })
    .getByRole('radio', { name: /^Never/ })
    .check()
  await page.getByRole('checkbox', { name: 'Start on create' }).uncheck()
  await submit(page)

  await expect(page.getByRole('status').getByText('Instance e2e-web created')).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/atlas-ingest\/instances\/e2e-web(\/|$)/)
  const posted = await mockRequests(page, 'POST', '/v1/instances')
  expect(posted).toHaveLength(1)
  expect(posted[0]?.url).toContain('project=atlas-ingest')
  const body = posted[0]?.body as Record<string, unknown>
  expect(body).toEqual({
    name: 'e2e-web',
    description: 'made in e2e',
    hostname: 'e2e-web',
    ncpus: 4,
    memory: 16 * GiB,
    boot_disk: {
      type: 'create',
      name: 'e2e-web-boot',
      description: 'Boot disk of e2e-web',
      size: 20 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'image', image_id: imageId } },
    },
    disks: [
      {
        type: 'create',
        name: 'e2e-web-data',
        description: '',
        size: 10 * GiB,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
      { type: 'attach', name: 'ingest-spare' },
    ],
    network_interfaces: { type: 'default_dual_stack' },
    external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } }],
    ssh_public_keys: [expect.any(String)],
    user_data: Buffer.from('#cloud-config').toString('base64'),
    auto_restart_policy: 'never',
    cpu_platform: null,
    enable_jumbo_frames: false,
    start: false,
  })
})

test('bad input shows its message and sends nothing', async ({ page }) => {
  await open(page)
  await submit(page)
  await expect(nameField(page)).toHaveAccessibleDescription('Name is required')
  await expect(nameField(page)).toBeFocused()
  await expect(page.getByRole('combobox', { name: /^Image/ })).toHaveAccessibleDescription(
    'Image is required',
  )

  // a disk named like the boot disk
  await nameField(page).fill('e2e-dup')
  await pickImage(page, 'debian-12 (Debian 12)')
  await page.getByRole('button', { name: 'Add new disk' }).click()
  await page.getByRole('textbox', { name: /^Disk name/ }).fill('e2e-dup-boot')
  await submit(page)
  await expect(page.getByRole('textbox', { name: /^Disk name/ })).toHaveAccessibleDescription(
    'Items must be unique',
  )

  // a custom interface with a bad address
  await page.getByRole('button', { name: 'Remove disk 1' }).click()
  await page
    .getByRole('radiogroup', { name: 'Network interface' })
    .getByRole('radio', { name: /^Custom/ })
    .check()
  await page.getByRole('textbox', { name: /^Interface name/ }).fill('eth0')
  await page.getByRole('combobox', { name: /^VPC/ }).selectOption('default')
  await page.getByRole('combobox', { name: /^Subnet/ }).selectOption({ index: 1 })
  await page.getByRole('textbox', { name: 'IP address' }).fill('10.0.0.256')
  await submit(page)
  await expect(page.getByRole('textbox', { name: 'IP address' })).toHaveAccessibleDescription(
    'Not a valid IP address',
  )
  expect(await mockRequests(page, 'POST', '/v1/instances')).toEqual([])
})

test('custom CPU, memory and a boot disk too small for its image are refused', async ({ page }) => {
  await open(page)
  await nameField(page).fill('e2e-big')
  await pickImage(page, 'fedora-41 (Fedora 41)')
  await page.getByRole('spinbutton', { name: /^Disk size/ }).fill('2')
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: /^Custom/ })
    .check()
  // Custom starts from the preset that was chosen
  await expect(page.getByRole('spinbutton', { name: /^CPUs/ })).toHaveValue('2')
  await page.getByRole('spinbutton', { name: /^CPUs/ }).fill('100')
  await page.getByRole('spinbutton', { name: /^Memory/ }).fill('0')
  await submit(page)

  await expect(page.getByRole('spinbutton', { name: /^CPUs/ })).toHaveAccessibleDescription(
    'CPUs must be between 1 and 64',
  )
  await expect(page.getByRole('spinbutton', { name: /^Memory/ })).toHaveAccessibleDescription(
    'Memory must be between 1 and 1536 GiB',
  )
  await expect(page.getByRole('spinbutton', { name: /^Disk size/ })).toHaveAccessibleDescription(
    'Disk size must be at least 4 GiB to hold the image',
  )
  await expect(page.getByRole('region', { name: 'Errors' })).toContainText('3 issues:')
  expect(await mockRequests(page, 'POST', '/v1/instances')).toEqual([])
})

test('a name the project already has: the server error shows and every input stays', async ({
  page,
}) => {
  await open(page)
  await nameField(page).fill('ingest-worker-1')
  await page.getByRole('textbox', { name: 'Description' }).fill('kept after the error')
  await pickImage(page, 'ingest-base (Debian 12-ingest.3)')
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'High CPU 8 vCPU · 8 GiB' })
    .check()
  await submit(page)

  // in the form (the announcer repeats it for screen readers)
  const form = page.getByRole('form', { name: 'Create instance' })
  await expect(form.getByText('Instance name already exists')).toBeVisible()
  await expect(page).toHaveURL(NEW)
  await expect(nameField(page)).toHaveValue('ingest-worker-1')
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'kept after the error',
  )
  await expect(page.getByRole('radio', { name: 'High CPU 8 vCPU · 8 GiB' })).toBeChecked()
  expect(await mockRequests(page, 'POST', '/v1/instances')).toHaveLength(1)
})

test('cancel goes back to the instances list', async ({ page }) => {
  await open(page)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/projects/atlas-ingest/instances')
})

test('the create page has no serious accessibility findings, errors shown or not', async ({
  page,
}) => {
  await open(page)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Add new disk' }).click()
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  await page
    .getByRole('radiogroup', { name: 'Network interface' })
    .getByRole('radio', { name: /^Custom/ })
    .check()
  await submit(page)
  await expect(page.getByRole('region', { name: 'Errors' })).toBeVisible()
  await expectNoA11yViolations(page)
})

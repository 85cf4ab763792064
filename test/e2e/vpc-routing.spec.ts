import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// Subnets, routers and routes, internet gateways of atlas-ingest's default VPC.

// long flows and axe on a shared machine: more than the default 30 s, never a timing assertion
test.describe.configure({ timeout: 90_000 })

const VPC = '/projects/atlas-ingest/vpcs/default'

const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('grid', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click()
  await page
    .getByRole('menu', { name: `Row actions for ${name}` })
    .getByRole('menuitem', { name: action })
    .click()
}

async function expectDisabled(page: Page, name: string, action: string, reason: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click()
  const menu = page.getByRole('menu', { name: `Row actions for ${name}` })
  const item = menu.getByRole('menuitem', { name: action })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

async function confirmDelete(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
}

test('subnets: both blocks and the custom router; a subnet with interfaces stays', async ({
  page,
}) => {
  await page.goto(`${VPC}/subnets`)
  const backend = row(page, 'Subnets', 'backend')
  await expect(backend).toContainText('172.30.4.0/24')
  await expect(backend).toContainText(/fd[0-9a-f:]+\/64/)
  await expect(backend.getByRole('link', { name: 'egress-control' })).toHaveAttribute(
    'href',
    `${VPC}/routers/egress-control`,
  )
  await expectNoA11yViolations(page)

  await rowAction(page, 'default', 'Delete')
  await confirmDelete(page)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not delete resource' }),
  ).toContainText('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
  // the interfaces are in the subnet's edit side modal, each with its instance
  await rowAction(page, 'default', 'Edit')
  const form = page.getByRole('dialog', { name: 'Edit subnet' })
  const nics = form.getByRole('region', { name: 'Network interfaces' })
  await expect(nics.getByRole('link', { name: 'ingest-worker-1' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/instances/ingest-worker-1/networking',
  )
  await expectNoA11yViolations(page)
})

test('create a subnet: §5 messages with nothing sent; the API refusal keeps the input', async ({
  page,
}) => {
  await page.goto(`${VPC}/subnets`)
  await page.getByRole('link', { name: 'New subnet' }).click()
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  const v4 = form.getByLabel(/^IPv4 block/)
  const v6 = form.getByLabel('IPv6 block')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await expect(v4).toHaveAccessibleDescription('IPv4 block is required')
  for (const [text, message] of [
    ['10.9.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.9.0.0/2x', 'Width must be an integer'],
    ['10.9.0.0/40', 'Max width for IPv4 is 32'],
    ['10.9.0.256/24', 'Not a valid IP address'],
  ]) {
    await v4.fill(text!)
    await form.getByRole('button', { name: 'Create subnet' }).click()
    await expect(v4).toHaveAccessibleDescription(message!)
  }
  await v6.fill('fd00::/200')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(v6).toHaveAccessibleDescription('Max width for IPv6 is 128')
  expect(await mockRequests(page, 'POST', '/v1/vpc-subnets')).toEqual([])

  // what only the API knows: another subnet holds the range
  await form.getByLabel(/^Name/).fill('e2e-sub')
  await form.getByLabel('Description').fill('for e2e')
  await v4.fill('172.30.0.0/24')
  await v6.fill('')
  await form.getByRole('combobox', { name: 'Custom router' }).selectOption('egress-control')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  // said at the block, naming the subnet it overlaps
  await expect(v4).toHaveAccessibleDescription('Overlaps 172.30.0.0/22 of subnet default')
  await expect(v4).toHaveValue('172.30.0.0/24')
  await expect(form.getByRole('combobox', { name: 'Custom router' })).toHaveValue('egress-control')
  await v4.fill('8.8.8.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(
    form.getByText('VPC Subnet IPv4 address ranges must be from a private range'),
  ).toBeVisible()

  await v4.fill('10.9.0.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(page.getByRole('status').getByText('Subnet e2e-sub created')).toBeVisible()
  await expect(page).toHaveURL(`${VPC}/subnets?highlight=e2e-sub`)
  await expect(row(page, 'Subnets', 'e2e-sub')).toContainText('10.9.0.0/24')
  await expect(
    row(page, 'Subnets', 'e2e-sub').getByRole('link', { name: 'egress-control' }),
  ).toBeVisible()
  const posted = await mockRequests(page, 'POST', '/v1/vpc-subnets')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-sub',
    description: 'for e2e',
    ipv4_block: '10.9.0.0/24',
    custom_router: 'egress-control',
  })
  // its system route came with it (through the app: a page load would start the mock afresh)
  await page.getByRole('tab', { name: 'Routers' }).click()
  await page.getByRole('grid', { name: 'Routers' }).getByRole('link', { name: 'system' }).click()
  await expect(row(page, 'Routes', 'e2e-sub')).toContainText('Subnet')
})

test('a subnet lets go of its custom router; then the router can be deleted', async ({ page }) => {
  await page.goto(`${VPC}/routers`)
  await rowAction(page, 'egress-control', 'Delete')
  await confirmDelete(page)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not delete resource' }),
  ).toContainText('VPC router cannot be deleted while VPC Subnets use it: backend')
  await expect(row(page, 'Routers', 'egress-control')).toBeVisible()

  await page.goto(`${VPC}/subnets/backend/edit`)
  const form = page.getByRole('dialog', { name: 'Edit subnet' })
  await expect(form.getByRole('combobox', { name: 'Custom router' })).toHaveValue('egress-control')
  await form.getByRole('combobox', { name: 'Custom router' }).selectOption('')
  await form.getByRole('button', { name: 'Update subnet' }).click()
  await expect(page.getByRole('status').getByText('Subnet backend updated')).toBeVisible()
  await expect(row(page, 'Subnets', 'backend').getByRole('link')).toHaveCount(1)
  const [put] = await mockRequests(page, 'PUT', '/v1/vpc-subnets/')
  expect(put?.body).toEqual({
    name: 'backend',
    description: 'Databases and caches',
    custom_router: null,
  })

  await page.getByRole('tab', { name: 'Routers' }).click()
  await rowAction(page, 'egress-control', 'Delete')
  await confirmDelete(page)
  await expect(page.getByRole('status').getByText('Router egress-control deleted')).toBeVisible()
  await expect(row(page, 'Routers', 'egress-control')).toHaveCount(0)
})

test('the system router is read-only, with the reasons', async ({ page }) => {
  await page.goto(`${VPC}/routers`)
  await expect(row(page, 'Routers', 'system')).toContainText('System')
  await expectDisabled(
    page,
    'system',
    'Edit',
    'The system router is managed by the VPC and cannot be edited',
  )
  await expectDisabled(page, 'system', 'Delete', 'The system router is deleted with its VPC')

  await page.getByRole('grid', { name: 'Routers' }).getByRole('link', { name: 'system' }).click()
  await expect(page).toHaveURL(`${VPC}/routers/system`)
  await expect(page).toHaveTitle(
    'system / Routers / default / VPCs / atlas-ingest / Projects / Oxide Console',
  )
  await expect(page.getByRole('button', { name: 'New route' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('button', { name: 'New route' })).toHaveAccessibleDescription(
    'Routes can only be added to a custom router',
  )
  await expect(row(page, 'Routes', 'default-v4')).toContainText('0.0.0.0/0')
  await expect(row(page, 'Routes', 'default-v4')).toContainText('Internet gateway')
  await expectDisabled(
    page,
    'default-v4',
    'Edit',
    'Routes of the system router are managed by the VPC',
  )
  await expectDisabled(
    page,
    'default',
    'Delete',
    'Routes of the system router are managed by the VPC',
  )
  await expectNoA11yViolations(page)
})

test('a custom router and its routes: create, edit, delete, with the §5 messages', async ({
  page,
}) => {
  await page.goto(`${VPC}/routers-new`)
  const form = page.getByRole('dialog', { name: 'Create router' })
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await form.getByLabel(/^Name/).fill('egress-control')
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(form.getByText('VPC router name already exists')).toBeVisible()
  await form.getByLabel(/^Name/).fill('e2e-router')
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(page.getByRole('status').getByText('Router e2e-router created')).toBeVisible()
  await expect(page).toHaveURL(`${VPC}/routers/e2e-router`)
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'New route' }).first().click()
  const route = page.getByRole('dialog', { name: 'Create route' })
  await route.getByRole('button', { name: 'Create route' }).click()
  await expect(route.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  const destination = route.getByRole('textbox', { name: 'Destination IP network' })
  const target = route.getByRole('textbox', { name: 'Target IP address' })
  await expect(destination).toHaveAccessibleDescription('Destination IP network is required')
  await expect(target).toHaveAccessibleDescription('Target IP address is required')
  await destination.fill('10.50.0.0/99')
  await target.fill('10.0.0.1.1')
  await route.getByRole('button', { name: 'Create route' }).click()
  await expect(destination).toHaveAccessibleDescription('Max width for IPv4 is 32')
  await expect(target).toHaveAccessibleDescription('Not a valid IP address')
  expect(await mockRequests(page, 'POST', '/v1/vpc-router-routes')).toEqual([])

  await route.getByLabel(/^Name/).fill('e2e-route')
  await destination.fill('10.50.0.0/16')
  // the API's own rule: no mixing IPv4 and IPv6; the input stays
  await target.fill('fd00::5')
  await route.getByRole('button', { name: 'Create route' }).click()
  await expect(
    route.getByText('Cannot mix explicit IPv4 and IPv6 addresses between destination and target'),
  ).toBeVisible()
  await expect(destination).toHaveValue('10.50.0.0/16')
  await route.getByRole('combobox', { name: 'Target type' }).selectOption('instance')
  await route.getByRole('combobox', { name: 'Target instance' }).selectOption('ingest-worker-1')
  await route.getByRole('button', { name: 'Create route' }).click()
  await expect(page.getByRole('status').getByText('Route e2e-route created')).toBeVisible()
  await expect(row(page, 'Routes', 'e2e-route')).toContainText('ingest-worker-1')
  const posted = await mockRequests(page, 'POST', '/v1/vpc-router-routes')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-route',
    description: '',
    destination: { type: 'ip_net', value: '10.50.0.0/16' },
    target: { type: 'instance', value: 'ingest-worker-1' },
  })

  await rowAction(page, 'e2e-route', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit.getByRole('combobox', { name: 'Target instance' })).toHaveValue(
    'ingest-worker-1',
  )
  await edit.getByRole('combobox', { name: 'Target type' }).selectOption('drop')
  await edit.getByRole('button', { name: 'Update route' }).click()
  await expect(page.getByRole('status').getByText('Route e2e-route updated')).toBeVisible()
  await expect(row(page, 'Routes', 'e2e-route')).toContainText('Drop')
  const [put] = await mockRequests(page, 'PUT', '/v1/vpc-router-routes/')
  expect(put?.body).toMatchObject({ target: { type: 'drop' } })

  await rowAction(page, 'e2e-route', 'Delete')
  await confirmDelete(page)
  await expect(page.getByRole('status').getByText('Route e2e-route deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Routers' })
    .click()
  await rowAction(page, 'e2e-router', 'Edit')
  const routerForm = page.getByRole('dialog', { name: 'Edit router' })
  await routerForm.getByLabel('Description').fill('renamed in e2e')
  await routerForm.getByRole('button', { name: 'Update router' }).click()
  await expect(page.getByRole('status').getByText('Router e2e-router updated')).toBeVisible()
  await expect(row(page, 'Routers', 'e2e-router')).toContainText('renamed in e2e')
})

test('internet gateways: attachments and routes; one opens read-only', async ({ page }) => {
  await page.goto(`${VPC}/internet-gateways`)
  const gateway = row(page, 'Internet gateways', 'default')
  await expect(gateway).toContainText('cdn-origin')
  await expect(gateway).toContainText('default-v4')
  const partner = row(page, 'Internet gateways', 'partner-gw')
  await expect(partner).toContainText('198.51.100.90')
  await expect(partner).toContainText('edge-v6')
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'partner-gw' }).click()
  await expect(page).toHaveURL(`${VPC}/internet-gateways/partner-gw`)
  const modal = page.getByRole('dialog', { name: 'Internet gateway partner-gw' })
  await expect(modal).toContainText('Egress to the partner exchange')
  await expect(modal.getByRole('textbox')).toHaveCount(0)
  await expect(modal).toContainText('edge-v6')
  await expect(modal).toContainText('198.51.100.90')
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(`${VPC}/internet-gateways`)

  await page.goto(`${VPC}/internet-gateways/default`)
  const defaultGateway = page.getByRole('dialog', { name: 'Internet gateway default' })
  await expect(defaultGateway.getByRole('link', { name: 'egress-control' })).toHaveAttribute(
    'href',
    `${VPC}/routers/egress-control`,
  )
  await expect(defaultGateway).toContainText('cdn-origin: IP network 203.0.113.0/24')
  await expect(defaultGateway).toContainText('default-v6: IP network ::/0')
  await expectNoA11yViolations(page)
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  expectNoA11yViolations,
  mockRequests,
  PLAIN_USER,
  SILO,
  signIn,
  startSignedOut,
} from './util'

const LIST = '/system/silos'
const GiB = 1024 ** 3
const TiB = 1024 * GiB

// armour the form and the API check; the body is no real certificate (the mock does not parse it)
const PEM_CERT =
  '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUe2e0\n-----END CERTIFICATE-----\n'
const PEM_KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEG\n-----END PRIVATE KEY-----\n'
const file = (name: string, text: string) => ({
  name,
  mimeType: 'application/x-pem-file',
  buffer: Buffer.from(text),
})

const row = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Silos' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

async function openDelete(page: Page, silo: string) {
  await page.getByRole('button', { name: `Row actions for ${silo}` }).click()
  await page
    .getByRole('menu', { name: `Row actions for ${silo}` })
    .getByRole('menuitem', { name: 'Delete' })
    .click()
  return page.getByRole('dialog', { name: 'Confirm delete' })
}

test('the list: each silo links to its page with its identity mode', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(LIST)
  await expect(page).toHaveTitle('Silos / Oxide Console')
  const maple = row(page, 'maple')
  await expect(maple).toContainText('SAML JIT')
  await expect(row(page, 'prairie')).toContainText('Local only')
  await maple.getByRole('link', { name: 'maple' }).click()
  await expect(page).toHaveURL(`${LIST}/maple`)
  await expect(page.getByRole('heading', { name: 'maple' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Identity providers' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expectNoA11yViolations(page)
})

test('create a silo: bad input sends nothing, a taken name keeps the input, then it is made with its quotas', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New silo' }).click()
  await expect(page).toHaveURL('/system/silos-new')
  const form = page.getByRole('dialog', { name: 'Create silo' })
  const submit = form.getByRole('button', { name: 'Create silo' })
  const cpus = form.getByRole('spinbutton', { name: /^CPUs/ })
  const memory = form.getByRole('spinbutton', { name: /^Memory/ })

  await cpus.fill('')
  await memory.fill('-1')
  await form.getByRole('button', { name: 'Add TLS certificate' }).click()
  const cert = form.getByRole('group', { name: 'Certificate 1' })
  await cert.getByLabel(/^Certificate chain/).setInputFiles(file('cert.pem', 'not a certificate'))
  await submit.click()
  await expect(form.getByLabel(/^Name/).first()).toHaveAccessibleDescription('Name is required')
  await expect(cpus).toHaveAccessibleDescription('CPUs is required')
  await expect(memory).toHaveAccessibleDescription('Memory must not be negative')
  await expect(cert.getByLabel(/^Certificate name/)).toHaveAccessibleDescription(
    'Certificate name is required',
  )
  await expect(cert.getByLabel(/^Certificate chain/)).toHaveAccessibleDescription(
    'Certificate must be a PEM-encoded certificate chain',
  )
  await expect(cert.getByLabel(/^Private key/)).toHaveAccessibleDescription('Key is required')
  expect(await mockRequests(page, 'POST', '/v1/system/silos')).toEqual([])

  // all good but the name: the server's refusal, and everything typed stays
  await form.getByLabel(/^Name/).first().fill('maple')
  await form.getByLabel('Description').first().fill('from e2e')
  await form.getByRole('radio', { name: /^SAML JIT/ }).check()
  await form.getByLabel('Admin group name').fill('e2e-admins')
  await form
    .getByRole('group', { name: 'Silo admins get fleet role' })
    .getByRole('checkbox', { name: 'Viewer' })
    .check()
  await cpus.fill('8')
  await memory.fill('64')
  await form.getByRole('spinbutton', { name: /^Storage/ }).fill('2')
  await form.getByRole('combobox', { name: 'Storage unit' }).selectOption('TiB')
  await cert.getByLabel(/^Certificate name/).fill('e2e-api')
  await cert.getByLabel(/^Certificate chain/).setInputFiles(file('cert.pem', PEM_CERT))
  await cert.getByLabel(/^Private key/).setInputFiles(file('key.pem', PEM_KEY))
  await submit.click()
  await expect(form.getByText('Silo name already exists')).toBeVisible()
  await expect(form.getByLabel('Description').first()).toHaveValue('from e2e')
  await expect(cpus).toHaveValue('8')
  await expect(form.getByRole('combobox', { name: 'Storage unit' })).toHaveValue('TiB')

  await form.getByLabel(/^Name/).first().fill('e2e-silo')
  await submit.click()
  await expect(page).toHaveURL(`${LIST}/e2e-silo`)
  await expect(page.getByRole('status').getByText('Silo e2e-silo created')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'e2e-silo' })).toBeVisible()
  const posted = await mockRequests(page, 'POST', '/v1/system/silos')
  expect(posted.at(-1)?.body).toEqual({
    name: 'e2e-silo',
    description: 'from e2e',
    discoverable: true,
    identity_mode: 'saml_jit',
    admin_group_name: 'e2e-admins',
    mapped_fleet_roles: { admin: ['viewer'] },
    quotas: { cpus: 8, memory: 64 * GiB, storage: 2 * TiB },
    tls_certificates: [
      { name: 'e2e-api', description: '', cert: PEM_CERT, key: PEM_KEY, service: 'external_api' },
    ],
  })

  // the quotas it was made with, in the units they were given in
  await page.getByRole('tab', { name: 'Quotas' }).click()
  const quotas = page.getByRole('tabpanel')
  await expect(quotas).toContainText('8')
  await expect(quotas).toContainText('64 GiB')
  await expect(quotas).toContainText('2 TiB')
})

test('edit quotas: a bad amount sends nothing, then the new quotas show', async ({ page }) => {
  await page.goto(`${LIST}/maple?tab=quotas`)
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  const form = page.getByRole('dialog', { name: 'Edit quotas' })
  const cpus = form.getByRole('spinbutton', { name: /^CPUs/ })
  await expect(cpus).toHaveValue('64')
  await expect(form.getByRole('combobox', { name: 'Storage unit' })).toHaveValue('TiB')
  await cpus.fill('1.5')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(cpus).toHaveAccessibleDescription('CPUs must be a whole number')
  expect(await mockRequests(page, 'PUT', '/v1/system/silos/')).toEqual([])

  await cpus.fill('96')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('status').getByText('Quotas of maple updated')).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText('96')
  const put = await mockRequests(page, 'PUT', '/v1/system/silos/')
  expect(put.at(-1)?.body).toEqual({ cpus: 96, memory: 256 * GiB, storage: 4 * TiB })
})

test("delete asks for the silo's name; refused while it holds projects, done when it does not", async ({
  page,
}) => {
  await page.goto(LIST)
  let confirm = await openDelete(page, 'prairie')
  const del = confirm.getByRole('button', { name: 'Delete' })
  await expect(confirm).toContainText('Type prairie to confirm.')
  await expect(del).toBeDisabled()
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill('prairi')
  await expect(del).toBeDisabled()
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill('prairie')
  await del.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete silo' })).toContainText(
    'Silo to be deleted contains a project',
  )
  await expect(row(page, 'prairie')).toHaveCount(1)

  await page.goto(`${LIST}/maple`)
  await page.getByRole('button', { name: 'Silo actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill('maple')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByRole('status').getByText('Silo maple deleted')).toBeVisible()
  await expect(row(page, 'maple')).toHaveCount(0)
  expect(await mockRequests(page, 'DELETE', '/v1/system/silos/')).toHaveLength(1)

  // its IP pool links went with it (in-app: a page load would seed the mock afresh)
  await page.getByRole('navigation').getByRole('link', { name: 'Networking' }).click()
  await page.getByRole('link', { name: 'maple-public' }).click()
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()
})

test('an unknown silo is Page not found', async ({ page }) => {
  await page.goto(`${LIST}/no-such-silo`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a SAML provider: bad input sends nothing, a taken name keeps the input, then its view', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(`${LIST}/maple`)
  await page.getByRole('link', { name: 'New provider' }).click()
  await expect(page).toHaveURL(`${LIST}/maple/idps-new`)
  const form = page.getByRole('dialog', { name: 'Create identity provider' })
  const submit = form.getByRole('button', { name: 'Create provider' })
  await expect(form.getByLabel(/^ACS URL/)).toHaveValue(/\/login\/maple\/saml\/$/)

  // the radio first: a message appearing on a blur above it would move it mid-click
  await form.getByRole('radio', { name: 'Upload an XML file' }).check()
  await form
    .getByLabel(/^Metadata file/)
    .setInputFiles({ name: 'meta.xml', mimeType: 'text/xml', buffer: Buffer.from('<md') })
  await form.getByLabel(/^SLO URL/).fill('ftp://idp.example/slo')
  await form.getByLabel(/^Technical contact email/).fill('not an address')
  await submit.click()
  await expect(form.getByLabel(/^Name/).first()).toHaveAccessibleDescription('Name is required')
  await expect(form.getByLabel(/^IdP entity ID/)).toHaveAccessibleDescription(
    'IdP entity ID is required',
  )
  await expect(form.getByLabel(/^SLO URL/)).toHaveAccessibleDescription(
    'SLO URL must be an http or https URL',
  )
  await expect(form.getByLabel(/^Technical contact email/)).toHaveAccessibleDescription(
    'Technical contact email must be an email address',
  )
  await expect(form.getByLabel(/^Metadata file/)).toHaveAccessibleDescription(
    'Metadata must be an XML document',
  )
  expect(await mockRequests(page, 'POST', '/v1/system/identity-providers')).toEqual([])

  await form.getByLabel(/^Name/).first().fill('maple-sso')
  await form.getByLabel(/^IdP entity ID/).fill('https://idp.example/entity')
  await form.getByLabel(/^SP client ID/).fill('console')
  await form.getByLabel(/^SLO URL/).fill('https://idp.example/slo')
  await form.getByLabel(/^Technical contact email/).fill('ops@example.com')
  await form.getByLabel(/^Group attribute name/).focus()
  await expect(form.getByText('Technical contact email must be an email address')).toHaveCount(0)
  await form.getByRole('radio', { name: 'From a URL' }).check()
  await form.getByLabel(/^Metadata URL/).fill('https://idp.example/metadata')
  await submit.click()
  await expect(form.getByText(/name already exists/)).toBeVisible()
  await expect(form.getByLabel(/^SP client ID/)).toHaveValue('console')

  await form.getByLabel(/^Name/).first().fill('e2e-sso')
  await submit.click()
  // back on the silo's providers, the new one among them; its link opens its settings
  await expect(page).toHaveURL(`${LIST}/maple`)
  await expect(
    page.getByRole('status').getByText('Identity provider e2e-sso created'),
  ).toBeVisible()
  await page
    .getByRole('grid', { name: 'Identity providers' })
    .getByRole('link', { name: 'e2e-sso' })
    .click()
  await expect(page).toHaveURL(`${LIST}/maple/idps/saml/e2e-sso`)
  await expect(page.getByRole('dialog', { name: 'e2e-sso' })).toContainText(
    'https://idp.example/entity',
  )
  const posted = await mockRequests(page, 'POST', '/v1/system/identity-providers')
  expect(posted.at(-1)?.body).toMatchObject({
    name: 'e2e-sso',
    idp_entity_id: 'https://idp.example/entity',
    sp_client_id: 'console',
    technical_contact_email: 'ops@example.com',
    slo_url: 'https://idp.example/slo',
    idp_metadata_source: { type: 'url', url: 'https://idp.example/metadata' },
    signing_keypair: null,
  })
})

test("a silo's IP pools tab: link a pool, then unlink it", async ({ page }) => {
  await page.goto(`${LIST}/maple?tab=ip-pools`)
  const pools = page.getByRole('grid', { name: 'IP pools' })
  await expect(pools.getByRole('row').filter({ hasText: 'maple-public' })).toContainText('Default')
  await page.getByRole('button', { name: 'Link pool' }).click()
  const modal = page.getByRole('dialog', { name: 'Link IP pool' })
  await modal
    .getByRole('combobox', { name: 'IP pool' })
    .selectOption({ label: 'lab-reserve (IPv4 unicast)' })
  await modal.getByRole('button', { name: 'Link' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('status').getByText('lab-reserve linked to maple')).toBeVisible()
  await expect(pools.getByRole('link', { name: 'lab-reserve' })).toBeVisible()
  const linked = await mockRequests(page, 'POST', '/v1/system/ip-pools/')
  expect(linked.at(-1)?.body).toEqual({ silo: expect.any(String) as unknown, is_default: false })

  await page.getByRole('button', { name: 'Row actions for lab-reserve' }).click()
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm unlink' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(page.getByRole('status').getByText('lab-reserve unlinked from maple')).toBeVisible()
  await expect(pools.getByRole('link', { name: 'lab-reserve' })).toHaveCount(0)
  expect(await mockRequests(page, 'DELETE', '/v1/system/ip-pools/')).toHaveLength(1)
})

test('a user who is not a fleet viewer gets Page not found on the system routes', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await startSignedOut(page)
  for (const path of [LIST, '/system/utilization', '/system/inventory/sleds']) {
    await page.goto(`/login/${SILO}/local?redirect_uri=${encodeURIComponent(path)}`)
    await signIn(page, PLAIN_USER)
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
})

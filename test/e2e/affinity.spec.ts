import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, freezeSeededStates, mockRequests } from './util'

// Seeded (mirage/sim/scenarios/networking.ts): atlas-ingest has the anti-affinity group ingest-spread
// (ingest-worker-1, -2 and -3) and the affinity group ingest-colocate (ingest-worker-1 and
// tile-cache). ingest-archive is a failed instance with auto-restart off; tile-cache is migrating.
const P = '/projects/atlas-ingest'
const LIST = `${P}/affinity`
const SPREAD = `${P}/anti-affinity/ingest-spread`

test.describe.configure({ timeout: 60_000 })

const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('grid', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

test('the list shows both kinds with policy, failure domain and member count', async ({ page }) => {
  await page.goto(LIST)
  await expect(page.getByRole('heading', { name: 'Affinity groups' })).toBeVisible()
  const spread = row(page, 'Affinity groups', 'ingest-spread')
  await expect(spread).toContainText('Anti-affinity')
  await expect(spread).toContainText('Allow')
  await expect(spread).toContainText('Sled')
  await expect(spread.getByRole('gridcell').nth(4)).toHaveText('3')
  const colocate = row(page, 'Affinity groups', 'ingest-colocate')
  await expect(colocate.getByRole('gridcell').nth(1)).toHaveText('Affinity')
  await expect(colocate).toContainText('Fail')
  await expect(colocate.getByRole('gridcell').nth(4)).toHaveText('2')
  await expectNoA11yViolations(page)
  await spread.getByRole('link', { name: 'ingest-spread' }).click()
  await expect(page).toHaveURL(SPREAD)
  await expect(page).toHaveTitle(/^ingest-spread \/ Affinity groups \/ atlas-ingest \/ Projects/)
})

test('create a group: bad input sends nothing, a taken name keeps the input, then its page', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New group' }).click()
  await expect(page).toHaveURL(`${P}/affinity-new`)
  const form = page.getByRole('dialog', { name: 'Create affinity group' })
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  expect(await mockRequests(page, 'POST', '/v1/anti-affinity-groups')).toEqual([])

  await form.getByLabel(/^Name/).fill('ingest-spread')
  await form.getByLabel('Description').fill('web tier')
  await form.getByRole('radio', { name: /^Fail/ }).check()
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(form.getByText(/name already exists/)).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('web tier')

  await form.getByLabel(/^Name/).fill('e2e-web-spread')
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(
    page.getByRole('status').getByText('Anti-affinity group e2e-web-spread created'),
  ).toBeVisible()
  await expect(page).toHaveURL(`${P}/anti-affinity/e2e-web-spread`)
  await expect(page.getByRole('heading', { name: 'No members' })).toBeVisible()
  const sent = await mockRequests(page, 'POST', '/v1/anti-affinity-groups')
  expect(sent.at(-1)?.body).toEqual({
    name: 'e2e-web-spread',
    description: 'web tier',
    policy: 'fail',
    failure_domain: 'sled',
  })

  // an affinity group of the same name is another group
  await page.goto(`${P}/affinity-new`)
  const again = page.getByRole('dialog', { name: 'Create affinity group' })
  await again.getByRole('radio', { name: /^Affinity/ }).check()
  await again.getByLabel(/^Name/).fill('e2e-web-spread')
  await again.getByRole('button', { name: 'Create group' }).click()
  await expect(page).toHaveURL(`${P}/affinity/e2e-web-spread`)
})

test('membership: add a stopped instance (running ones are disabled), remove one with a confirm', async ({
  page,
}) => {
  await freezeSeededStates(page)
  await page.goto(SPREAD)
  const members = page.getByRole('grid', { name: 'Members' })
  await expect(members.getByRole('row')).toHaveCount(4) // the header and three members
  await page.getByRole('button', { name: 'Add instance' }).click()
  const modal = page.getByRole('dialog', { name: 'Add instance' })
  const picker = modal.getByRole('combobox', { name: 'Instance' })
  // members are not offered again; an instance holding a sled is offered but disabled
  await expect(picker.locator('option', { hasText: 'ingest-worker-1' })).toHaveCount(0)
  await expect(picker.locator('option', { hasText: 'tile-cache' })).toBeDisabled()
  await expect(picker.locator('option', { hasText: 'tile-cache' })).toHaveText(
    'tile-cache (migrating: stop it first)',
  )
  await expect(modal.getByRole('button', { name: 'Add' })).toBeDisabled()
  await expectNoA11yViolations(page)
  await picker.selectOption({ label: 'ingest-archive' })
  await modal.getByRole('button', { name: 'Add' }).click()
  await expect(
    page.getByRole('status').getByText('ingest-archive added to ingest-spread'),
  ).toBeVisible()
  await expect(members.getByRole('link', { name: 'ingest-archive' })).toBeVisible()
  const [added] = await mockRequests(page, 'POST', '/v1/anti-affinity-groups/')
  expect(added?.url).toMatch(
    /^\/v1\/anti-affinity-groups\/[0-9a-f-]{36}\/members\/instance\/[0-9a-f-]{36}$/,
  )

  // the instance's page shows the group it joined
  await members.getByRole('link', { name: 'ingest-archive' }).click()
  await expect(page.locator('dl')).toContainText('ingest-spread (anti-affinity)')
  await page.goBack()

  await page.getByRole('button', { name: 'Row actions for ingest-worker-3' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove member' })
  await expect(confirm).toContainText('Remove ingest-worker-3 from ingest-spread?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(
    page.getByRole('status').getByText('ingest-worker-3 removed from ingest-spread'),
  ).toBeVisible()
  await expect(members.getByRole('link', { name: 'ingest-worker-3' })).toHaveCount(0)
})

test('edit renames a group (its rules stay); delete confirms and returns to the list', async ({
  page,
}) => {
  await page.goto(`${P}/affinity/ingest-colocate`)
  await page.getByRole('button', { name: 'Group actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`${P}/affinity/ingest-colocate/edit`)
  const form = page.getByRole('dialog', { name: 'Edit affinity group' })
  await expect(form).toContainText('a group’s rules are fixed when it is created')
  await form.getByLabel(/^Name/).fill('')
  await form.getByRole('button', { name: 'Update group' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  await form.getByLabel(/^Name/).fill('ingest-pair')
  await form.getByRole('button', { name: 'Update group' }).click()
  await expect(
    page.getByRole('status').getByText('Affinity group ingest-pair updated'),
  ).toBeVisible()
  await expect(page).toHaveURL(`${P}/affinity/ingest-pair`)
  await expect(page.getByRole('heading', { level: 1, name: 'ingest-pair' })).toBeVisible()
  const [put] = await mockRequests(page, 'PUT', '/v1/affinity-groups/')
  expect(put?.body).toEqual({
    name: 'ingest-pair',
    description: 'Worker and its cache on one sled',
  })

  await page.getByRole('button', { name: 'Group actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    page.getByRole('status').getByText('Affinity group ingest-pair deleted'),
  ).toBeVisible()
  await expect(page).toHaveURL(LIST)
  await expect(row(page, 'Affinity groups', 'ingest-pair')).toHaveCount(0)
  await expect(row(page, 'Affinity groups', 'ingest-spread')).toBeVisible()
})

test('a new instance can join anti-affinity groups; its page lists them', async ({ page }) => {
  await page.goto(`${P}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByLabel(/^Name/).fill('e2e-spread-vm')
  await form
    .getByRole('combobox', { name: 'Image' })
    .selectOption({ label: 'ingest-base (Debian 12-ingest.3)' })
  await form
    .getByRole('group', { name: 'Anti-affinity groups' })
    .getByRole('checkbox', { name: /ingest-spread/ })
    .check()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('status').getByText('Instance e2e-spread-vm created')).toBeVisible()
  const [sent] = await mockRequests(page, 'POST', '/v1/instances?')
  expect((sent?.body as { anti_affinity_groups?: string[] }).anti_affinity_groups).toEqual([
    'ingest-spread',
  ])
  await expect(page.locator('dl')).toContainText('ingest-spread (anti-affinity)')
})

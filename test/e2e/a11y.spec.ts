import { expect, test } from './fixtures'
import { expectNoA11yViolations, SILO, startSignedOut } from './util'

const signedIn: [string, string][] = [
  ['/projects', 'Projects'],
  ['/projects-new', 'Create project'],
  ['/settings/profile', 'Profile'],
  ['/settings/ssh-keys', 'SSH Keys'],
  ['/settings/ssh-keys-new', 'Add SSH key'],
  ['/system/issues', 'Issues'],
  ['/no/such/page', 'Page not found'],
  ['/device/verify', 'Device Authentication'],
  ['/device/success', 'Device logged in'],
]

// Issue #4's routes: the project area, on a running instance (the serial console connects).
const P = '/projects/atlas-ingest'
const I = `${P}/instances/ingest-worker-1`
const projectArea: [string, string][] = [
  [`${P}/instances`, 'Instances'],
  [`${P}/instances-new`, 'Create instance'],
  [`${I}/storage`, 'ingest-worker-1'],
  [`${I}/networking`, 'ingest-worker-1'],
  [`${I}/metrics/cpu`, 'ingest-worker-1'],
  [`${I}/metrics/disk`, 'ingest-worker-1'],
  [`${I}/metrics/network`, 'ingest-worker-1'],
  [`${I}/connect`, 'ingest-worker-1'],
  [`${I}/settings`, 'ingest-worker-1'],
  [`${I}/serial-console`, 'ingest-worker-1'],
  [`${P}/disks`, 'Disks'],
  [`${P}/disks-new`, 'Create disk'],
  ['/projects/dev-sandbox/instances', 'Instances'],
  ['/projects/dev-sandbox/disks', 'Disks'],
]
signedIn.push(...projectArea)

for (const [path, heading] of signedIn) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

test('axe: project edit and SSH key view', async ({ page }) => {
  await page.goto('/projects')
  const name = (await page
    .getByRole('grid', { name: 'Projects' })
    .getByRole('link')
    .first()
    .textContent())!
  await page.goto(`/projects/${name}/edit`)
  await expect(page.getByRole('dialog', { name: 'Edit project' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/settings/ssh-keys')
  const key = (await page
    .getByRole('grid', { name: 'SSH keys' })
    .getByRole('link')
    .first()
    .textContent())!
  await page.goto(`/settings/ssh-keys/${key}/edit`)
  await expect(page.getByRole('dialog', { name: 'View SSH key' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('axe: sign-in pages', async ({ page }) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local`)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto(`/login/${SILO}/saml/okta-ish`)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expectNoA11yViolations(page)
})

import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  expectNoA11yViolations,
  mockRequests,
  PLAIN_USER,
  SILO,
  signIn,
  startSignedOut,
} from './util'

// Role assignments of the silo (/access) and of a project (atlas-ingest), as Ada, the silo admin
// (in platform-team and on-call). Seeded silo roles: Ada admin, Lena viewer, auditors viewer,
// platform-team collaborator; atlas-ingest: Lena collaborator, platform-team viewer.

// whole flows with axe over a table and forms: slow on the shared 2-core machine
test.slow()

type Assignment = { identity_id: string; identity_type: string; role_name: string }
type Policy = { role_assignments: Assignment[] }

const grid = (page: Page, name: string) => page.getByRole('grid', { name })

/** The data rows' cells as text, in order (the actions cell is empty). */
async function rowsOf(table: Locator) {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('gridcell') })
  return rows.evaluateAll((els) =>
    els.map((r) =>
      [...r.querySelectorAll('[role=gridcell]')]
        .map((c) => c.textContent?.trim() ?? '')
        .filter((t) => t !== ''),
    ),
  )
}

async function rowAction(page: Page, row: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${row}`, exact: true }).click()
  return page.getByRole('menuitem', { name: action })
}

async function idOf(page: Page, displayName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const users = (await (await fetch('/v1/users?limit=100')).json()) as {
      items: { id: string; display_name: string }[]
    }
    return users.items.find((u) => u.display_name === name)!.id
  }, displayName)
}

/** Each PUT of the policy at `path` came after a GET of it that the save asked for. */
async function putsAfterFreshGets(page: Page, path: string) {
  const log = await page.evaluate(() =>
    (window.mockApi?.requests ?? []).map((r) => `${r.method} ${r.url.split('?')[0]}`),
  )
  const puts = log.flatMap((entry, i) => (entry === `PUT ${path}` ? [i] : []))
  for (const at of puts) expect(log[at - 1]).toBe(`GET ${path}`)
  return puts.length
}

test('silo access: sorted users before groups; add, change and remove a role', async ({ page }) => {
  await page.goto('/access')
  await expect(page).toHaveTitle('Access / Oxide Console')
  const table = grid(page, 'Silo roles')
  await expect
    .poll(() => rowsOf(table))
    .toEqual([
      ['Ada Okafor', 'User', 'admin'],
      ['Lena Fischer', 'User', 'viewer'],
      ['auditors', 'Group', 'viewer'],
      ['platform-team', 'Group', 'collaborator'],
    ])
  await expectNoA11yViolations(page)

  // add: only identities with no silo role are offered, users then groups
  await page.getByRole('button', { name: 'Add role' }).click()
  const form = page.getByRole('dialog', { name: 'Add role' })
  const picker = form.getByRole('combobox', { name: /^User or group/ })
  await expect(picker.locator('optgroup[label="Users"] option')).toHaveText([
    'Kofi Mensah',
    'Mei Tanaka',
    'Noor Haddad',
    'Ravi Iyer',
    'Sanna Berg',
    'Tomás Reyes',
  ])
  await expect(picker.locator('optgroup[label="Groups"] option')).toHaveText([
    'contractors',
    'on-call',
  ])
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Add role' }).click()
  await expect(picker).toHaveAccessibleDescription('User or group is required')
  expect(await mockRequests(page, 'PUT', '/v1/policy')).toEqual([])

  await picker.selectOption({ label: 'Noor Haddad' })
  await form.getByRole('radio', { name: 'viewer' }).check()
  await form.getByRole('button', { name: 'Add role' }).click()
  await expect(
    page.getByRole('status').getByText('Noor Haddad now has the viewer role on the silo prairie'),
  ).toBeVisible()
  await expect(form).toBeHidden()
  const noor = await idOf(page, 'Noor Haddad')
  const added = (await mockRequests(page, 'PUT', '/v1/policy')).at(-1)?.body as Policy
  expect(added.role_assignments).toHaveLength(5)
  expect(added.role_assignments).toContainEqual({
    identity_id: noor,
    identity_type: 'silo_user',
    role_name: 'viewer',
  })
  await expect.poll(() => rowsOf(table)).toContainEqual(['Noor Haddad', 'User', 'viewer'])
  expect((await rowsOf(table)).map((r) => r[0])).toEqual([
    'Ada Okafor',
    'Lena Fischer',
    'Noor Haddad',
    'auditors',
    'platform-team',
  ])

  // change: the one assignment is replaced
  await (await rowAction(page, 'Noor Haddad', 'Change role')).click()
  const edit = page.getByRole('dialog', { name: 'Change role' })
  await expect(edit).toContainText('Noor Haddad (user) on the silo prairie')
  await expect(edit.getByRole('radio', { name: 'viewer' })).toBeChecked()
  await edit.getByRole('radio', { name: 'collaborator', exact: true }).check()
  await edit.getByRole('button', { name: 'Change role' }).click()
  await expect(edit).toBeHidden()
  await expect.poll(() => rowsOf(table)).toContainEqual(['Noor Haddad', 'User', 'collaborator'])
  const changed = (await mockRequests(page, 'PUT', '/v1/policy')).at(-1)?.body as Policy
  expect(changed.role_assignments.filter((a) => a.identity_id === noor)).toEqual([
    { identity_id: noor, identity_type: 'silo_user', role_name: 'collaborator' },
  ])

  // remove, confirmed
  await (await rowAction(page, 'Noor Haddad', 'Remove')).click()
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText(
    'Are you sure you want to remove the collaborator role of Noor Haddad on the silo prairie?',
  )
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status').getByText('Role of Noor Haddad removed')).toBeVisible()
  await expect.poll(() => rowsOf(table)).toHaveLength(4)
  const removed = (await mockRequests(page, 'PUT', '/v1/policy')).at(-1)?.body as Policy
  expect(removed.role_assignments.some((a) => a.identity_id === noor)).toBe(false)
  expect(await putsAfterFreshGets(page, '/v1/policy')).toBe(3)
})

test('a server error keeps the choice: the user was removed while the form was open', async ({
  page,
}) => {
  await page.goto('/access')
  await expect.poll(() => rowsOf(grid(page, 'Silo roles'))).toHaveLength(4)
  await page.getByRole('button', { name: 'Add role' }).click()
  const form = page.getByRole('dialog', { name: 'Add role' })
  const picker = form.getByRole('combobox', { name: /^User or group/ })
  await picker.selectOption({ label: 'Sanna Berg' })
  await form.getByRole('radio', { name: 'admin' }).check()
  const sanna = await idOf(page, 'Sanna Berg')
  await page.evaluate(
    (id) =>
      fetch(`/v1/system/identity-providers/local/users/${id}?silo=prairie`, { method: 'DELETE' }),
    sanna,
  )
  await form.getByRole('button', { name: 'Add role' }).click()
  await expect(
    form.getByText(`Role assignment 5 names an unknown silo user: "${sanna}"`),
  ).toBeVisible()
  await expect(picker).toHaveValue(`silo_user:${sanna}`)
  await expect(form.getByRole('radio', { name: 'admin' })).toBeChecked()
})

test('removing my own last admin role asks a second time, naming what I lose', async ({ page }) => {
  await page.goto('/access')
  await (await rowAction(page, 'Ada Okafor', 'Remove')).click()
  await page
    .getByRole('dialog', { name: 'Remove role' })
    .getByRole('button', { name: 'Remove' })
    .click()
  const second = page.getByRole('dialog', { name: 'Remove your own admin role?' })
  await expect(second).toContainText(
    'This is your last admin role on the silo prairie. Without it you can no longer change who has access to the silo, your own role included; only another admin can give it back.',
  )
  await expect(second.getByRole('button', { name: 'Remove my admin role' })).toBeVisible()
  await expectNoA11yViolations(page)
  await second.getByRole('button', { name: 'Cancel' }).click()
  await expect(second).toBeHidden()
  expect(await mockRequests(page, 'PUT', '/v1/policy')).toEqual([])
})

test("a group's members open from its name", async ({ page }) => {
  await page.goto('/access')
  await grid(page, 'Silo roles').getByRole('button', { name: 'platform-team', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Members of platform-team' })
  await expect(modal.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveText([
    'Ada Okafor',
    'Kofi Mensah',
    'Tomás Reyes',
  ])
  await expectNoA11yViolations(page)
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()
})

test('project access: silo and effective roles; add, change and remove a project role', async ({
  page,
}) => {
  const POLICY = '/v1/projects/atlas-ingest/policy'
  await page.goto('/projects/atlas-ingest/access')
  await expect(page).toHaveTitle('Access / atlas-ingest / Projects / Oxide Console')
  const table = grid(page, 'Project roles')
  await expect
    .poll(() => rowsOf(table))
    .toEqual([
      ['Ada Okafor', 'User', '—', 'admin', 'admin'],
      ['Lena Fischer', 'User', 'collaborator', 'viewer', 'collaborator'],
      ['auditors', 'Group', '—', 'viewer', 'viewer'],
      ['platform-team', 'Group', 'viewer', 'collaborator', 'collaborator'],
    ])
  await expectNoA11yViolations(page)

  // a silo role alone: nothing to change here
  const change = await rowAction(page, 'Ada Okafor', 'Change role')
  await expect(change).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')

  // Ada and the auditors have no project role: the picker offers them
  await page.getByRole('button', { name: 'Add role' }).click()
  const form = page.getByRole('dialog', { name: 'Add role' })
  await expect(form).toContainText('On the project atlas-ingest')
  const picker = form.getByRole('combobox', { name: /^User or group/ })
  await expect(picker.locator('option')).toHaveText([
    'Select a user or group',
    'Ada Okafor',
    'Kofi Mensah',
    'Mei Tanaka',
    'Noor Haddad',
    'Ravi Iyer',
    'Sanna Berg',
    'Tomás Reyes',
    'auditors',
    'contractors',
    'on-call',
  ])
  await picker.selectOption({ label: 'auditors' })
  await form.getByRole('radio', { name: 'collaborator', exact: true }).check()
  await form.getByRole('button', { name: 'Add role' }).click()
  await expect(form).toBeHidden()
  await expect
    .poll(() => rowsOf(table))
    .toContainEqual(['auditors', 'Group', 'collaborator', 'viewer', 'collaborator'])
  const added = (await mockRequests(page, 'PUT', POLICY)).at(-1)?.body as Policy
  expect(added.role_assignments.map((a) => a.role_name)).toEqual([
    'collaborator',
    'viewer',
    'collaborator',
  ])

  // a project role below the silo one leaves the silo role in effect
  await (await rowAction(page, 'auditors', 'Change role')).click()
  const edit = page.getByRole('dialog', { name: 'Change role' })
  await edit.getByRole('radio', { name: 'viewer' }).check()
  await edit.getByRole('button', { name: 'Change role' }).click()
  await expect
    .poll(() => rowsOf(table))
    .toContainEqual(['auditors', 'Group', 'viewer', 'viewer', 'viewer'])

  await (await rowAction(page, 'Lena Fischer', 'Remove')).click()
  await page
    .getByRole('dialog', { name: 'Remove role' })
    .getByRole('button', { name: 'Remove' })
    .click()
  // Lena keeps her silo role, which is now what she can do here
  await expect
    .poll(() => rowsOf(table))
    .toContainEqual(['Lena Fischer', 'User', '—', 'viewer', 'viewer'])
  expect(await putsAfterFreshGets(page, POLICY)).toBe(3)
  // the silo's policy was not touched
  expect(await mockRequests(page, 'PUT', '/v1/policy')).toEqual([])
})

test('a user in no groups with no silo role sees the notice on a 403 page', async ({ page }) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local?redirect_uri=%2Futilization`)
  await signIn(page, PLAIN_USER)
  await expect(page).toHaveURL('/utilization')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/operator/identity-providers',
  )
  await expectNoA11yViolations(page)
})

test('a viewer’s row menus offer only what the role allows, once its role is known', async ({
  page,
}) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local?redirect_uri=%2Fprojects%2Fatlas-ingest%2Finstances`)
  await signIn(page, { username: 'mei', password: 'read only' })
  await expect(page).toHaveURL('/projects/atlas-ingest/instances')
  const reason = 'Only a project collaborator or admin can change instances'
  // the create button says it once the role has arrived; the rows drawn before it must follow
  await expect(page.getByRole('link', { name: 'New instance' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.getByRole('button', { name: 'Row actions for ingest-worker-1' }).click()
  const stop = page.getByRole('menuitem', { name: 'Stop' })
  await expect(stop).toHaveAttribute('aria-disabled', 'true')
  await expect(stop).toHaveAccessibleDescription(reason)
  // looking stays open
  await expect(page.getByRole('menuitem', { name: 'View serial console' })).not.toHaveAttribute(
    'aria-disabled',
  )
})

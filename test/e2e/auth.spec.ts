import { expect, test } from './fixtures'
import {
  expectNoA11yViolationsInBothSchemes,
  FLEET_VIEWER,
  mockRequests,
  PLAIN_USER,
  SILO,
  signIn,
  startSignedOut,
} from './util'

test('signing out calls logout and lands on the local login page', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: /Ada/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(new RegExp(`/login/${SILO}/local`))
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('a signed-out visit redirects to /login with the path and query, then back after sign-in', async ({
  page,
}) => {
  await startSignedOut(page)
  await page.goto('/settings/ssh-keys?x=1')
  await expect(page).toHaveURL(
    `/login/${SILO}/local?redirect_uri=${encodeURIComponent('/settings/ssh-keys?x=1')}`,
  )
  await signIn(page, FLEET_VIEWER)
  await expect(page).toHaveURL('/settings/ssh-keys?x=1')
  await expect(page.getByRole('heading', { level: 1, name: 'SSH Keys' })).toBeVisible()
})

test('wrong credentials show the server message and keep the username', async ({ page }) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local`)
  await signIn(page, { username: 'ada', password: 'wrong' })
  await expect(page.getByRole('alert')).toHaveText('Credentials missing or invalid')
  await expect(page.getByLabel('Username')).toHaveValue('ada')
  await expect(page).toHaveURL(new RegExp(`/login/${SILO}/local`))
})

test('empty sign-in fields get the required messages and send nothing', async ({ page }) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/Username is required/)
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/Password is required/)
  expect(await mockRequests(page, 'POST', '/v1/login/')).toEqual([])
})

for (const hostile of [
  '//evil.example/x',
  'https://evil.example/',
  'javascript:alert(1)',
  '/\\evil.example',
]) {
  test(`a hostile redirect_uri (${hostile}) goes to /projects`, async ({ page }) => {
    await startSignedOut(page)
    await page.goto(`/login/${SILO}/local?redirect_uri=${encodeURIComponent(hostile)}`)
    await signIn(page, FLEET_VIEWER)
    await expect(page).toHaveURL('/projects')
  })
}

test('/login redirects to the silo local login, keeping redirect_uri', async ({ page }) => {
  await startSignedOut(page)
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
  await expect(page).toHaveURL(`/login/${SILO}/local?redirect_uri=%2Fsettings%2Fprofile`)
})

test('single sign-on page signs in through the provider', async ({ page }) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/saml/okta-ish?redirect_uri=%2Fsettings%2Fprofile`)
  await page.getByRole('button', { name: 'Sign in with okta-ish' }).click()
  await expect(page).toHaveURL('/settings/profile')
})

test('a plain silo user sees no System switch and gets Page not found in the System area', async ({
  page,
}) => {
  await startSignedOut(page)
  await page.goto(`/login/${SILO}/local?redirect_uri=%2Fsystem%2Fissues`)
  await signIn(page, PLAIN_USER)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'System' })).toHaveCount(0)
})

test('a user in no groups with no silo role gets the identity-provider notice on a 403', async ({
  page,
}) => {
  await startSignedOut(page)
  // /projects is no error page for them (it gets them to their projects): the silo's
  // utilization is a real 403
  await page.goto(`/login/${SILO}/local?redirect_uri=%2Futilization`)
  await signIn(page, PLAIN_USER)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  // inside the frame, saying which role the page needs, with a way back
  await expect(
    page.getByText(
      "Action not authorized: only a silo viewer or collaborator or admin can see the silo's utilization. You have no role on the silo.",
    ),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo navigation' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to projects' })).toBeVisible()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeVisible()
})

test('a sign-in that runs out during instance create comes back with the form as it was, no secret kept', async ({
  page,
}) => {
  test.slow() // one long formik form, filled, signed out and in, restored
  const NEW = '/projects/atlas-ingest/instances-new'
  const SECRET = 'password: s3cret-e2e'
  const kept = () => page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))
  const image = page.getByRole('combobox', { name: /^Image/ })

  await page.goto(NEW)
  await expect(image).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: /^Name/ }).fill('kept-web')
  await page.getByRole('textbox', { name: 'Description' }).fill('typed before the sign-in ran out')
  await page.getByRole('textbox', { name: /^Hostname/ }).fill('kept-host')
  await image.selectOption({ label: 'ubuntu-24-04 (Ubuntu 24.04)' })
  const imageId = await image.inputValue()
  await page.getByRole('checkbox', { name: 'ci-runner' }).uncheck()
  // user data often carries credentials: never kept
  await page.getByRole('textbox', { name: 'User data' }).fill(`#cloud-config\n${SECRET}`)
  await page.getByRole('checkbox', { name: 'Start on create' }).uncheck()

  // the session ends elsewhere (another tab signed out, it expired): the create meets 401
  await page.evaluate(() => fetch('/v1/logout', { method: 'POST' }))
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`/login/${SILO}/local?redirect_uri=${encodeURIComponent(NEW)}`)
  expect(await kept()).toContain('kept-web')
  expect(await kept()).not.toContain('s3cret-e2e')

  await signIn(page, FLEET_VIEWER)
  await expect(page).toHaveURL(NEW)
  await expect(page.getByRole('note')).toHaveText('Restored what you had typed')
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('kept-web')
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'typed before the sign-in ran out',
  )
  await expect(page.getByRole('textbox', { name: /^Hostname/ })).toHaveValue('kept-host')
  await expect(image).toHaveValue(imageId)
  await expect(page.getByRole('checkbox', { name: 'ci-runner' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Start on create' })).not.toBeChecked()
  await expect(page.getByRole('textbox', { name: 'User data' })).toHaveValue('')
  expect(await kept()).not.toContain('s3cret-e2e')
  await expectNoA11yViolationsInBothSchemes(page)

  // sent this time; nothing is left to restore
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(/\/projects\/atlas-ingest\/instances\/kept-web(\/|$)/)
  expect(await kept()).not.toContain('kept-web')
})

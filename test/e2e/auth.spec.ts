import { expect, test } from './fixtures'
import { FLEET_VIEWER, mockRequests, PLAIN_USER, SILO, signIn, startSignedOut } from './util'

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
  await expect(
    page.getByText('Please try again. If the problem persists, contact your administrator.'),
  ).toBeVisible()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeVisible()
})

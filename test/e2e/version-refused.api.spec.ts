import { expect } from '@playwright/test'
import { API_VERSION } from '../../src/api/generated/version'
import { stillTest as test } from './fixtures'

// Issue 38 §1, on the production build: every request names the console's API version, and a
// rack serving an older one (it answers 400 'server does not support this API version') gets one
// plain page, whichever request met the refusal first: the early ones index.html starts or the
// app's own.
test('a rack that refuses the API version: one plain page, and every request named the version', async ({
  page,
}) => {
  const versions: (string | undefined)[] = []
  await page.route('**/v1/**', async (route) => {
    versions.push(route.request().headers()['api-version'])
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        request_id: 'r-1',
        message: `server does not support this API version: ${API_VERSION}`,
      }),
    })
  })
  await page.goto('/projects')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "This rack does not serve this console's API version",
    }),
  ).toBeVisible()
  await expect(
    page.getByText(`server does not support this API version: ${API_VERSION}`),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page).toHaveTitle(/^API version not supported/)
  expect(versions.length).toBeGreaterThan(0)
  expect(new Set(versions)).toEqual(new Set([API_VERSION]))
})

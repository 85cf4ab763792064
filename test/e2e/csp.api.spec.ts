import { expect } from '@playwright/test'
import { STRICT_CSP } from '../serve'
import { stillTest as test } from './fixtures'
import { watchForCrashes } from './walk'

// The production build under the strict Content-Security-Policy a hardened host sends (the API
// walk's server sends it on every page): no inline script, no eval. The early requests are a
// script file of their own, and the app still takes their answers rather than asking twice.
test(`the console runs under ${STRICT_CSP}, its early requests answered once`, async ({ page }) => {
  const crashes = watchForCrashes(page)
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/v1/')) asked.push(url.pathname + url.search)
  })
  const response = await page.goto('/projects')
  expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  expect(await crashes()).toEqual([])
  expect(asked.filter((u) => u === '/v1/me')).toHaveLength(1)
  expect(asked.filter((u) => u === '/v1/projects?limit=1000')).toHaveLength(1)
})

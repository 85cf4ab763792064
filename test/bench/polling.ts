import type { Browser } from '@playwright/test'

/**
 * Issue 43 §4: how many API requests an open page sends in a minute while something on it is in
 * transition. The demo's seeded 'starting' instance (atlas-ingest/ingest-scheduler) is held in
 * that state with the mock-freeze-states switch, so the page polls for the whole minute, as it
 * would while a real instance takes long to start.
 */
const POLLED_PAGES = [
  { name: 'instances list', path: '/projects/atlas-ingest/instances' },
  { name: 'instance page', path: '/projects/atlas-ingest/instances/ingest-scheduler/storage' },
] as const

/** The minute counted… */
const WINDOW_MS = 60_000
/** …from this long after the page has shown the instance: its one-off fetches are not polling. */
const SETTLE_MS = 5000

/** Requests per minute to /v1 for each page of POLLED_PAGES (one page at a time, a fresh tab). */
export async function measurePolling(browser: Browser, base: string) {
  const counts: { name: string; perMinute: number; byPath: Record<string, number> }[] = []
  for (const { name, path } of POLLED_PAGES) {
    const page = await browser.newPage()
    page.on('pageerror', (e) => console.error(`polling bench: page error: ${e.message}`))
    await page.goto(`${base}${path}?mock-freeze-states=1`)
    await page.getByText('ingest-scheduler').first().waitFor({ timeout: 30_000 })
    await page.waitForTimeout(SETTLE_MS)
    // The mock answers inside the page (Mirage replaces fetch), so the count is taken where the
    // console calls fetch: a wrapper put in after the mock has started.
    await page.evaluate(() => {
      const counted: Record<string, number> = {}
      // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
      ;(window as unknown as { polled: Record<string, number> }).polled = counted
      const originalFetch = window.fetch
      window.fetch = (...args) => {
        const url = new URL(
          String(args[0] instanceof Request ? args[0].url : args[0]),
          location.href,
        )
        if (url.pathname.startsWith('/v1/'))
          counted[url.pathname] = (counted[url.pathname] ?? 0) + 1
        return originalFetch(...args)
      }
    })
    await page.waitForTimeout(WINDOW_MS)
    const byPath = await page.evaluate(
      // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
      () => (window as unknown as { polled: Record<string, number> }).polled,
    )
    const total = Object.values(byPath).reduce((a, b) => a + b, 0)
    counts.push({ name, perMinute: (total * 60_000) / WINDOW_MS, byPath })
    await page.close()
  }
  return counts
}

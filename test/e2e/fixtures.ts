import { expect, test as base, type PlaywrightTestOptions } from '@playwright/test'
import { requestBodyProblems } from './requestBodies'
import { withWarmPage, warmPages, type ContextOptions, type WarmPages } from './warmPage'

type Fixtures = {
  /**
   * The mock's delay per response for this test's page (its `mock-latency` switch): ms, or a range
   * 'min-max' picked from at random per response. Default 40–120 ms at random: overlapping
   * requests still answer out of order, as the API's do, while the suite spends a third of the
   * demo's 200–400 ms waiting (E2E_MOCK_LATENCY=200-400 runs it at the demo's).
   * `test.use({ mockLatency: 0 })` makes the mock answer at once, for a spec worked on locally (a
   * test that passes only with latency is racing the page).
   */
  mockLatency: number | string
  mockLatencySwitch: void
  contractBodies: void
  /** A browser context and page of the test's own, started by a page load (warmPage.ts). */
  coldStart: boolean
}

const contextOptions = (use: Partial<PlaywrightTestOptions>): ContextOptions => ({
  baseURL: use.baseURL,
  viewport: use.viewport,
  colorScheme: use.colorScheme,
})

/**
 * Every page of the e2e suites holds still: no CSS animation or transition runs (as Playwright's
 * screenshots do with `animations: 'disabled'`). Headless Chromium paints without a GPU, so a
 * spinner or a seeded instance's turning badge repainted every frame for the whole test: a tenth
 * of the suite's CPU. No test reads motion (the app's components time their transitions in
 * JavaScript), and axe sees each element as it ends up rather than part way through a fade.
 */
export const stillTest = base.extend<{ holdStill: void }>({
  holdStill: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style')
          style.dataset.e2e = 'hold-still'
          style.textContent =
            '*, *::before, *::after { animation: none !important; transition: none !important }'
          document.head.append(style)
        })
      })
      await use()
    },
    { auto: true },
  ],
})

/**
 * The e2e `test`: pages held still (above), the worker's page restarted in place for each test
 * unless it asks for a cold start (warmPage.ts), the mock's latency as the mockLatency option
 * says, and after each test every JSON body the page sent to the mock must match the contract's
 * request schema (see requestBodies.ts).
 */
export const test = stillTest.extend<Fixtures, { warmPages: WarmPages }>({
  coldStart: [false, { option: true }],
  warmPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = warmPages(browser, contextOptions(workerInfo.project.use))
      await use(pages)
      await pages.discard()
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, coldStart, warmPages }, use, testInfo) => {
    if (!coldStart) return use((await warmPages.take()).context)
    const context = await browser.newContext(contextOptions(testInfo.project.use))
    await use(context)
    await context.close()
  },
  page: async ({ context, coldStart, warmPages }, use, testInfo) => {
    if (coldStart) return use(await context.newPage())
    await withWarmPage(warmPages, contextOptions(testInfo.project.use), testInfo, use)
  },
  mockLatency: [process.env.E2E_MOCK_LATENCY || '40-120', { option: true }],
  mockLatencySwitch: [
    async ({ page, mockLatency }, use) => {
      await page.addInitScript(
        (ms) => window.localStorage.setItem('mock-latency', String(ms)),
        mockLatency,
      )
      await use()
    },
    { auto: true },
  ],
  contractBodies: [
    async ({ page }, use) => {
      await use()
      const sent = await page.evaluate(() => window.mockApi?.requests ?? []).catch(() => []) // the page may be closed or on another origin: nothing to check
      expect(requestBodyProblems(sent)).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

import { expect, test as base } from '@playwright/test'
import { requestBodyProblems } from './requestBodies'

type Fixtures = {
  /**
   * The mock's delay per response in ms for this test's page; default 0, so the suite waits on
   * the console rather than on a simulated network. `null` keeps the demo's 200–400 ms, for a
   * test that watches something happen while a request is under way:
   * `test.use({ mockLatency: null })`.
   */
  mockLatency: number | null
  mockLatencySwitch: void
  contractBodies: void
}

/**
 * The e2e `test`: the mock answers at once (see mockLatency), and after each test every JSON body
 * the page sent to the mock must match the contract's request schema (see requestBodies.ts).
 */
export const test = base.extend<Fixtures>({
  mockLatency: [0, { option: true }],
  mockLatencySwitch: [
    async ({ page, mockLatency }, use) => {
      if (mockLatency !== null)
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

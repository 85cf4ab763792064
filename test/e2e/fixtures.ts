import { expect, test as base } from '@playwright/test'
import { requestBodyProblems } from './requestBodies'

type Fixtures = {
  /**
   * The mock's delay per response in ms for this test's page. Default `null`: the demo's
   * 200–400 ms at random, which is what the suite is proven against. `test.use({ mockLatency: 0 })`
   * makes the mock answer at once, for a spec worked on locally (a test that passes only with
   * latency is racing the page).
   */
  mockLatency: number | null
  mockLatencySwitch: void
  contractBodies: void
}

/**
 * The e2e `test`: the mock's latency as the mockLatency option says, and after each test every JSON
 * body the page sent to the mock must match the contract's request schema (see requestBodies.ts).
 */
export const test = base.extend<Fixtures>({
  mockLatency: [null, { option: true }],
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

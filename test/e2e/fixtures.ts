import { expect, test as base } from '@playwright/test'
import { requestBodyProblems } from './requestBodies'

/**
 * The e2e `test`: after each test, every JSON body the page sent to the mock must match the
 * contract's request schema (see requestBodies.ts).
 */
export const test = base.extend<{ contractBodies: void }>({
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

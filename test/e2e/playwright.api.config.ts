import path from 'node:path'
import { defineConfig } from '@playwright/test'
import base, { DEMO_PORT } from './playwright.config'

// The production build (`npm run build`, dist/) in real-API mode against a contract-driven fake
// Nexus: Prism answers every operation of the API contract with generated data, behind
// test/serve.ts routing API paths to it as a real host would. Run after `npm run build`:
// `playwright test -c test/e2e/playwright.api.config.ts` (part of `npm run test:e2e`).

/**
 * The API contract Prism serves: the one place that names it. The contract's shapes as `gen:api`
 * writes them (no prose), so a clone without the published contract beside it runs the walk too.
 */
export const CONTRACT = path.resolve(__dirname, '../../src/api/generated/contract.json')

// Next to the demo server's port, so checkouts running side by side stay apart (E2E_PORT).
const CONSOLE_PORT = DEMO_PORT + 10
const PRISM_PORT = DEMO_PORT + 20

export default defineConfig({
  ...base,
  testMatch: '*.api.spec.ts',
  testIgnore: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${CONSOLE_PORT}` },
  webServer: [
    {
      // -d: data generated from the response schemas (seeded, so a failure can be replayed)
      command: `npx prism mock -d --seed route-walk --json-schema-faker-fillProperties=false -v warn -h 127.0.0.1 -p ${PRISM_PORT} "${CONTRACT}"`,
      url: `http://127.0.0.1:${PRISM_PORT}/v1/me`,
      reuseExistingServer: !process.env.CI,
      // it parses and validates the whole contract before it listens
      timeout: 120_000,
    },
    {
      command: `npx tsx ../serve.ts ../../dist ${CONSOLE_PORT} http://127.0.0.1:${PRISM_PORT}`,
      url: `http://127.0.0.1:${CONSOLE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})

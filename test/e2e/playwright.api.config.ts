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

/**
 * Prism's seeds in `npm test`: a seed fixes every generated answer (Prism seeds each answer
 * afresh, so the order of requests does not matter), so the same commit always sees the same
 * data and CI never turns red by chance. `npm run e2e:api:explore` walks fresh seeds; a seed that
 * finds a bug is added here with its fix, like a regression test, until a unit test holds the bug
 * (explore-1d262e7d's exabyte of storage, which asked the usage chart for a billion axis ticks, is
 * held by src/components/charts/usageSeries.test.ts).
 */
export const FIXED_SEEDS = ['route-walk', 'fleet-2']

/**
 * Seeds walked in 'unknown values' mode (test/serve.ts --unknown-values): the seed's data with
 * every enum value of every answer one the contract does not list, as a newer rack may send.
 */
const UNKNOWN_VALUES_SEEDS = new Set(['fleet-2'])

/** `API_WALK_SEEDS=a,b` walks those seeds instead (the explore script sets it). */
const seeds = process.env.API_WALK_SEEDS?.split(',').filter(Boolean) ?? FIXED_SEEDS

// Next to the demo server's port, so checkouts running side by side stay apart (E2E_PORT): a
// console and a Prism per seed.
const consolePort = (i: number) => DEMO_PORT + 10 + i
const prismPort = (i: number) => DEMO_PORT + 20 + i
if (seeds.length > 10) throw new Error('at most 10 seeds a run: their ports would collide')

export default defineConfig({
  ...base,
  testMatch: '*.api.spec.ts',
  testIgnore: undefined,
  // Prism's answers keep the cores busy: a third worker measured no faster (147 s either way)
  workers: 2,
  // One project per seed, each against its own Prism.
  projects: seeds.map((seed, i) => ({
    name: `seed ${seed}${UNKNOWN_VALUES_SEEDS.has(seed) ? ' (unknown values)' : ''}`,
    use: { ...base.use, baseURL: `http://127.0.0.1:${consolePort(i)}` },
    // What the console sends (request bodies, the version header, its scripts under the CSP) does
    // not change with the seed's data: the first seed's run of those specs is enough.
    testIgnore:
      i === 0
        ? undefined
        : ['write-walk.api.spec.ts', 'version-refused.api.spec.ts', 'csp.api.spec.ts'],
  })),
  // every seed's Prism and console from one command, the Prisms started side by side (apiHosts.ts)
  webServer: {
    command: `npx tsx apiHosts.ts ${seeds
      .map((seed, i) => {
        const mode = UNKNOWN_VALUES_SEEDS.has(seed) ? 'unknown-values' : 'plain'
        return `"${prismPort(i)}:${consolePort(i)}:${mode}:${seed}"`
      })
      .join(' ')}`,
    // the consoles start once every Prism answers: the first one listening means all are ready
    url: `http://127.0.0.1:${consolePort(0)}/`,
    reuseExistingServer: !process.env.CI,
    // each Prism parses and validates the whole contract before it listens
    timeout: 120_000,
  },
})

import { defineConfig } from '@playwright/test'

// E2E_PORT lets two checkouts run their suites side by side.
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// E2E_BASE_URL points the suite at a server already running (the dev server while working on a
// page: `npm start`, then `E2E_BASE_URL=http://127.0.0.1:4000 npm run e2e -- file.spec.ts`);
// unset, the built demo is served.
const external = process.env.E2E_BASE_URL

// The system Chromium only: this project never downloads a browser.
export default defineConfig({
  testDir: '.',
  // the production build against a fake API host: playwright.api.config.ts
  testIgnore: '*.api.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  // Three on two cores: a demo test waits on the mock's 40–120 ms answers, and two workers left
  // the cores 15 % idle. Measured in one sitting: 528 s with two, 463 s with three, none flaky.
  workers: 3,
  // One retry in CI absorbs a rare slow machine; a test failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${DEMO_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: external
    ? undefined
    : {
        command: `npx tsx ../serve.ts ../../dist-demo ${DEMO_PORT}`,
        url: `http://127.0.0.1:${DEMO_PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
})

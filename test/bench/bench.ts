// npm run bench: cold-loads /projects in the system Chromium and prints the median time to the
// first project link and the JS bytes transferred, for the demo build (Mirage) and for the
// production build (API answered by a stub here, so only the console's own JS is measured).
// Pass --no-build to reuse dist/ and dist-demo/.
import { execSync } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { serve } from '../serve'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/playwright.config'

const RUNS = 5
const BUDGET_BYTES = 300 * 1024

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

// Minimal API answers for the production build: enough for the shell and the projects list.
async function stubApi(page: Page) {
  const now = new Date().toISOString()
  await page.route('**/v1/**', (route) => {
    const { pathname } = new URL(route.request().url())
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
    if (pathname === '/v1/me')
      return json({
        id: '1',
        display_name: 'Bench',
        silo_id: '2',
        silo_name: 'bench',
        fleet_viewer: false,
        silo_admin: false,
      })
    if (pathname === '/v1/projects')
      return json({
        items: [
          {
            id: '3',
            name: 'bench-project',
            description: 'd',
            time_created: now,
            time_modified: now,
          },
        ],
        next_page: null,
      })
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"error_code":"Forbidden","message":"Forbidden","request_id":"x"}',
    })
  })
}

async function measure(dir: string, port: number, stub: boolean) {
  const server = await serve(dir, port)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const times: number[] = []
  const bytes: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      // A new context each run: empty cache, a cold load.
      const context = await browser.newContext()
      const page = await context.newPage()
      if (stub) await stubApi(page)
      page.on('pageerror', (e) => console.error(`${dir}: page error: ${e.message}`))
      const js: Promise<number>[] = []
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'script') js.push(req.sizes().then((s) => s.responseBodySize))
      })
      const start = Date.now()
      await page.goto(`http://127.0.0.1:${port}/projects`)
      try {
        await page.getByRole('table').getByRole('link').first().waitFor({ timeout: 30_000 })
      } catch (e) {
        await page.screenshot({ path: `bench-failure-${port}.png` })
        throw new Error(
          `${dir}: no project link on /projects (screenshot bench-failure-${port}.png)`,
          { cause: e },
        )
      }
      times.push(Date.now() - start)
      bytes.push((await Promise.all(js)).reduce((a, b) => a + b, 0))
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return { ms: median(times), bytes: median(bytes) }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execSync('npm run build:demo && npm run build', { stdio: 'inherit' })
  }
  const demo = await measure('dist-demo', 4181, false)
  const prod = await measure('dist', 4182, true)
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
  console.log(
    `demo build:       first project link ${demo.ms} ms (median of ${RUNS}), JS transferred ${kb(demo.bytes)}`,
  )
  console.log(
    `production build: first project link ${prod.ms} ms (median of ${RUNS}), JS transferred ${kb(prod.bytes)}`,
  )
  const ok = prod.bytes < BUDGET_BYTES
  console.log(
    `budget: production first page under ${kb(BUDGET_BYTES)} compressed JS: ${ok ? 'within' : 'OVER'}`,
  )
  if (!ok) process.exitCode = 1
}

void main()

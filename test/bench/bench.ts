// npm run bench: cold-loads /projects in the system Chromium and prints the median time to the
// first project link and the JS bytes transferred, for the demo build (Mirage) and for the
// production build (API answered by a stub here, so only the console's own JS is measured).
// Then, in the demo build with the mock-large-project switch (a project of 1,000 instances), it
// pages through the instances list and prints the median time from each page's data arriving to
// its rows on screen (and from the click on Next to the request for them); then the figures at fleet scale (fleet.ts: a bulk action's longest task,
// jump-to's answer to a keystroke, cold loads of the large fleet against the default one). Pass
// --no-build to reuse dist/ and dist-demo/, --no-fleet to skip the fleet-scale figures, --jump to
// measure jump-to alone (in dist-demo, built unless --no-build; --cpu-slowdown=N slows the page's
// CPU N times while it types).
// After the production first page, one traced cold load of it prints where its time goes
// (coldTrace.ts: the requests, the main thread's work by kind, its long pieces, its time on a core
// and the functions that take it).
// --baseline=DIR: the production first page alone, against another build of it (an older
// commit's dist/, built in its own checkout) in the same sitting, the two measured in turns;
// --api-latency=MS delays each of the stub API's answers; --rounds=N (default 3) rounds of 5;
// --dist=DIR measures that build instead of dist/ (built elsewhere, so not built here).
// --paging: the paging figure alone, in dist-demo (built unless --no-build); --paging=DIR,DIR2
// measures those demo builds instead, in turns (--rounds=N, default 3), so a change and the build
// before it are compared in one sitting.
// --polling: API requests per minute of an open instances list and instance page while an instance
// is starting (polling.ts), in dist-demo (built unless --no-build); --polling=DIR,DIR2 measures
// those demo builds instead (a build before a change and after it).
// --audit-log: the audit log over a range of 10,000 entries alone (auditLog.ts), in dist-demo
// (built unless --no-build): from the click on its nav link, then on Next, and from the mock's
// answer, to the page's rows painted; the full bench prints it with the fleet-scale figures.
// --dist=DIR,DIR2 measures those demo builds instead, in turns (--rounds=N, default 1).
// BENCH_PORT moves the two servers (default 4181 and 4182), so two checkouts can bench at once.
import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { argValue } from './args'
import { FRAME_MS, measureAuditLog, type AuditLogFigure } from './auditLog'
import { serve } from '../serve'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/playwright.config'
import { printColdTrace, traceColdLoad } from './coldTrace'
import { measureBulkAction, measureColdLoads, measureJumpTo } from './fleet'
import { nextPageTime } from './paging'
import { measurePolling } from './polling'
import { API_LATENCY_MS, stubApi } from './stubApi'

const RUNS = 5
const BUDGET_BYTES = 400 * 1024
const PORT = Number(process.env.BENCH_PORT ?? 4181)
/** Pages walked in the 1,000-instance project (of 40). */
const PAGES = 20

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
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
        // the first project's link, in the rows drawn before the grid or in the grid itself
        await page.getByRole('row').getByRole('link').first().waitFor({ timeout: 30_000 })
      } catch (e) {
        await page.screenshot({ path: `bench-failure-${port}.png` })
        throw new Error(
          `${dir}: no project link on /projects (screenshot bench-failure-${port}.png)`,
          { cause: e },
        )
      }
      times.push(Date.now() - start)
      // the page's JS is all it loads until the grid has taken over the first rows and the
      // network is quiet: the grid's chunk counts, though the link came before it
      await page.getByRole('grid').first().waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      bytes.push((await Promise.all(js)).reduce((a, b) => a + b, 0))
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return { ms: median(times), bytes: median(bytes) }
}

/** One traced cold load of a production build's /projects, printed (coldTrace.ts). */
async function traceProduction(dir: string, port: number) {
  const server = await serve(dir, port)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    printColdTrace(dir, await traceColdLoad(browser, `http://127.0.0.1:${port}/projects`, stubApi))
  } finally {
    await browser.close()
    server.close()
  }
}

/**
 * Walks the 1,000-instance project's list with Next: for each page, the time from the response
 * that carries its rows to the grid showing its first row (median over the pages).
 */
async function measurePaging(dir: string, port: number) {
  const server = await serve(dir, port)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const times: number[] = []
  const asked: number[] = []
  try {
    const page = await browser.newPage()
    page.on('pageerror', (e) => console.error(`${dir}: page error: ${e.message}`))
    await page.goto(`http://127.0.0.1:${port}/projects/bulk-1000/instances?mock-large-project=1`)
    const grid = page.getByRole('grid', { name: 'Instances' })
    await grid.getByRole('link', { name: 'bulk-0001' }).waitFor({ timeout: 30_000 })
    for (let p = 1; p < PAGES; p++) {
      const flip = await nextPageTime(page, p)
      times.push(flip.shown)
      asked.push(flip.asked)
    }
  } finally {
    await browser.close()
    server.close()
  }
  return { ms: median(times), max: Math.max(...times), asked: median(asked) }
}

/** Issue #20 §4 at fleet scale, in the demo build (see fleet.ts); printed as it goes. */
async function fleetScale(dir: string, port: number) {
  const server = await serve(dir, port)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const base = `http://127.0.0.1:${port}`
  try {
    const bulk = await measureBulkAction(browser, base)
    console.log(
      `select all + Stop on a page of 1,000 instances (demo): longest task ${bulk.select.toFixed(0)} ms selecting, ${bulk.action.toFixed(0)} ms stopping (target: none over 200 ms; ${bulk.count} over 50 ms)`,
    )
    printJump(await measureJumpTo(browser, base))
    printAuditLog(await measureAuditLog(browser, base))
    for (const c of await measureColdLoads(browser, base)) {
      const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
      console.log(
        `cold load, ${c.name} (demo, median of 3): large fleet ${c.largeMs.toFixed(0)} ms, default ${c.defaultMs.toFixed(0)} ms: ${ratio(c.largeMs, c.defaultMs)}; after the mock is up ${c.largeAfterMock.toFixed(0)} vs ${c.defaultAfterMock.toFixed(0)} ms: ${ratio(c.largeAfterMock, c.defaultAfterMock)} (target ≤ 1.2×)`,
      )
    }
  } finally {
    await browser.close()
    server.close()
  }
}

/** Jump-to's figure alone (--jump): the demo build only, a minute instead of the whole bench. */
async function jumpOnly(dir: string, port: number) {
  const server = await serve(dir, port)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const slowdown = argValue('cpu-slowdown')
    const rate = Number(slowdown ?? 1)
    printJump(await measureJumpTo(browser, `http://127.0.0.1:${port}`, rate), rate)
  } finally {
    await browser.close()
    server.close()
  }
}

function printAuditLog(figure: AuditLogFigure, dir = 'demo') {
  const ms = (t: number) => `${t.toFixed(1)} ms (${(t / FRAME_MS).toFixed(1)} frames)`
  const each = (pick: (r: AuditLogFigure['runs'][number]) => number) =>
    figure.runs.map((r) => pick(r).toFixed(0)).join(', ')
  console.log(
    `audit log, a range of 10,000 entries, 200 a page (${dir}), medians of ${figure.runs.length}; target: data to rows within two frames (33 ms)
  first page: nav click to rows on screen ${ms(figure.first.click)} [${each((r) => r.first.click)}], its data to rows ${ms(figure.first.data)} [${each((r) => r.first.data)}]
  Next page:  click to rows on screen ${ms(figure.next.click)} [${each((r) => r.next.click)}], its data to rows ${ms(figure.next.data)} [${each((r) => r.next.data)}]`,
  )
}

/** The audit log's figure alone (--audit-log), per demo build (--dist=DIR,…), in turns. */
async function auditLogOnly(dirs: string[], port: number) {
  for (let round = 0; round < roundsArg(1); round++) {
    for (const dir of dirs) {
      const server = await serve(dir, port)
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
      try {
        printAuditLog(await measureAuditLog(browser, `http://127.0.0.1:${port}`), dir)
      } finally {
        await browser.close()
        server.close()
      }
    }
  }
}

function printJump(jump: Awaited<ReturnType<typeof measureJumpTo>>, slowdown = 1) {
  console.log(
    `jump-to in the large fleet (demo${slowdown > 1 ? `, CPU ${slowdown}× slower` : ''}): keystroke to options on screen ${jump.ms.toFixed(1)} ms (median of 9 keys, slowest ${jump.max.toFixed(1)} ms; per key ${jump.times.map((t) => t.toFixed(0)).join(', ')})`,
  )
}

/** --rounds=N: how many rounds the builds compared are measured in, in turns (default 3). */
const roundsArg = (fallback = 3) => Number(argValue('rounds') ?? fallback)

/** --baseline=DIR: this production build's first page against DIR's, in turns (issue #20 §4). */
async function againstBaseline(baseline: string) {
  // --dist=DIR: a build of this checkout made elsewhere (dist/ is left to the others using it)
  const dist = argValue('dist') ?? 'dist'
  if (!process.argv.includes('--no-build') && dist === 'dist')
    execSync('npm run build', { stdio: 'inherit' })
  const ours: number[] = []
  const theirs: number[] = []
  let bytes = { ours: 0, theirs: 0 }
  const rounds = roundsArg()
  for (let round = 0; round < rounds; round++) {
    const a = await measure(dist, PORT + 1, true)
    const b = await measure(baseline, PORT + 1, true)
    ours.push(a.ms)
    theirs.push(b.ms)
    bytes = { ours: a.bytes, theirs: b.bytes }
  }
  await traceProduction(dist, PORT + 1)
  await traceProduction(baseline, PORT + 1)
  const [a, b] = [median(ours), median(theirs)]
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(
    `production first project link${API_LATENCY_MS ? ` (API answers after ${API_LATENCY_MS} ms)` : ''}: ${dist} ${a} ms (${kb(bytes.ours)}), ${baseline} ${b} ms (${kb(bytes.theirs)}): ${(100 * (1 - a / b)).toFixed(0)} % sooner (medians of ${rounds} rounds of ${RUNS} cold loads; rounds ${ours.join(', ')} vs ${theirs.join(', ')})`,
  )
}

/** --paging[=DIR,…]: the paging figure alone, each build measured in turns (issue #20 §4). */
async function pagingOnly(dirs: string[]) {
  const rounds = roundsArg()
  const all = new Map<string, { ms: number[]; max: number[]; asked: number[] }>(
    dirs.map((d) => [d, { ms: [], max: [], asked: [] }]),
  )
  for (let round = 0; round < rounds; round++) {
    for (const dir of dirs) {
      const r = await measurePaging(dir, PORT)
      all.get(dir)!.ms.push(r.ms)
      all.get(dir)!.max.push(r.max)
      all.get(dir)!.asked.push(r.asked)
      console.log(
        `round ${round + 1}, ${dir}: median ${r.ms.toFixed(1)} ms, slowest ${r.max.toFixed(1)} ms, click to request ${r.asked.toFixed(1)} ms`,
      )
    }
  }
  for (const [dir, r] of all)
    console.log(
      `paging 1,000 instances (${dir}): data to rows on screen ${median(r.ms).toFixed(1)} ms (median of ${rounds} rounds' medians of ${PAGES - 1} pages), slowest ${median(r.max).toFixed(1)} ms (median of the rounds' slowest; ${r.max.map((m) => m.toFixed(0)).join(', ')}); click to request sent ${median(r.asked).toFixed(1)} ms`,
    )
}

/** --polling[=DIR,…]: requests per minute of the polled pages, per build (issue 43 §4). */
async function pollingOnly(dirs: string[]) {
  for (const dir of dirs) {
    const server = await serve(dir, PORT)
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    try {
      for (const c of await measurePolling(browser, `http://127.0.0.1:${PORT}`)) {
        const paths = Object.entries(c.byPath)
          .map(([path, n]) => `${path} ${n}`)
          .join(', ')
        console.log(
          `polling, ${c.name} with an instance starting (${dir}): ${c.perMinute.toFixed(0)} requests a minute (${paths})`,
        )
      }
    } finally {
      await browser.close()
      server.close()
    }
  }
}

/**
 * The demo builds a figure alone measures: the list given (`DIR,DIR2`, built elsewhere), or
 * dist-demo/, built here unless --no-build.
 */
function demoBuilds(list: string | undefined) {
  if (list) return list.split(',')
  if (!process.argv.includes('--no-build')) execSync('npm run build:demo', { stdio: 'inherit' })
  return ['dist-demo']
}

async function main() {
  if (process.argv.some((a) => a === '--polling' || a.startsWith('--polling=')))
    return pollingOnly(demoBuilds(argValue('polling')))
  if (process.argv.some((a) => a === '--paging' || a.startsWith('--paging=')))
    return pagingOnly(demoBuilds(argValue('paging')))
  const baseline = argValue('baseline')
  if (baseline) return againstBaseline(baseline)
  if (process.argv.includes('--audit-log')) return auditLogOnly(demoBuilds(argValue('dist')), PORT)
  if (process.argv.includes('--jump')) {
    if (!process.argv.includes('--no-build')) execSync('npm run build:demo', { stdio: 'inherit' })
    return jumpOnly('dist-demo', PORT)
  }
  if (!process.argv.includes('--no-build')) {
    execSync('npm run build:demo && npm run build', { stdio: 'inherit' })
  }
  const demo = await measure('dist-demo', PORT, false)
  const prod = await measure('dist', PORT + 1, true)
  await traceProduction('dist', PORT + 1)
  const paging = await measurePaging('dist-demo', PORT)
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
  console.log(
    `demo build:       first project link ${demo.ms} ms (median of ${RUNS}), JS transferred ${kb(demo.bytes)}`,
  )
  console.log(
    `production build: first project link ${prod.ms} ms (median of ${RUNS}), JS transferred ${kb(prod.bytes)}`,
  )
  console.log(
    `paging 1,000 instances (demo): data to rows on screen ${paging.ms.toFixed(1)} ms (median of ${PAGES - 1} pages, slowest ${paging.max.toFixed(1)} ms); click to request sent ${paging.asked.toFixed(1)} ms`,
  )
  if (!process.argv.includes('--no-fleet')) await fleetScale('dist-demo', PORT)
  const ok = prod.bytes < BUDGET_BYTES
  console.log(
    `budget: production first page under ${kb(BUDGET_BYTES)} compressed JS: ${ok ? 'within' : 'OVER'}`,
  )
  if (!ok) process.exitCode = 1
}

void main()

// npm run bench:profile [dir]: where a page of the 1,000-instance project's list spends its time.
// Pages through the list as the bench does under a Chromium trace (the timeline and V8's
// sampling profiler) and prints, for the spans the bench measures (a page's data arriving → its
// rows painted), the functions that take the time and the browser's own work (style, layout,
// paint). Run it on a build without minification for readable names:
//   npx webpack --mode production --env demo --no-optimization-minimize --output-path /tmp/dist-profile
//   npm run bench:profile -- /tmp/dist-profile
// BENCH_PORT moves its server (default 4181). The trace is kept in /tmp/bench-profile-trace.json
// (DevTools' Performance panel opens it).
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { serve } from '../serve'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/playwright.config'
import { nextPageTime } from './paging'
import { frameName, samplesOf, type ProfileNode, type TraceEvent } from './traceSamples'

const PORT = Number(process.env.BENCH_PORT ?? 4181)
const PAGES = 12

const top = (m: Map<string, number>, n: number, pages: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / pages).toFixed(2).padStart(8)} ms  ${k}`)
    .join('\n')

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms)

async function main() {
  const dir = process.argv[2] ?? 'dist-demo'
  const server = await serve(dir, PORT)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`))
    await page.goto(`http://127.0.0.1:${PORT}/projects/bulk-1000/instances?mock-large-project=1`)
    await page
      .getByRole('grid', { name: 'Instances' })
      .getByRole('link', { name: 'bulk-0001' })
      .waitFor({ timeout: 30_000 })
    // two pages first: the code of every cell is loaded and compiled
    for (let p = 1; p <= 2; p++) await nextPageTime(page, p)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'],
    })
    const times: number[] = []
    for (let p = 3; p < 3 + PAGES; p++) {
      times.push((await nextPageTime(page, p, true)).shown)
      // the page's after-paint work (external IPs, column fit) settles before the next
      await page.waitForTimeout(300)
    }
    const buffer = await browser.stopTracing()
    writeFileSync('/tmp/bench-profile-trace.json', buffer)
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }

    const starts = traceEvents.filter((e) => e.name === 'page-data').map((e) => e.ts)
    const ends = traceEvents.filter((e) => e.name === 'page-shown').map((e) => e.ts)
    const spans = starts.map((s, i) => [s, ends[i] ?? s] as const)
    const within = (ts: number) => spans.some(([a, b]) => ts >= a && ts <= b)
    const main = traceEvents.find((e) => e.name === 'page-data')!

    // The browser's work on the page's main thread, within the spans
    const byEvent = new Map<string, number>()
    for (const e of traceEvents) {
      if (e.ph !== 'X' || !e.dur || e.tid !== main.tid || e.pid !== main.pid) continue
      for (const [from, to] of spans) {
        const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from)
        if (overlap > 0) add(byEvent, e.name, overlap / 1000)
      }
    }

    // V8's samples of the main thread, within the spans: self and inclusive time per function
    const self = new Map<string, number>()
    const total = new Map<string, number>()
    for (const { at, ms, node, nodes } of samplesOf(traceEvents, main)) {
      if (!within(at)) continue
      add(self, frameName(node.callFrame), ms)
      const seen = new Set<string>()
      for (let n: ProfileNode | undefined = node; n; n = nodes.get(n.parent ?? -1)) {
        const name = frameName(n.callFrame)
        if (!n.callFrame.functionName || seen.has(name)) continue
        seen.add(name)
        add(total, name, ms)
      }
    }

    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `pages (data → painted): ${times.map((t) => t.toFixed(0)).join(' ')} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}`,
    )
    console.log(
      `\nmain thread per page (nested events overlap):\n${top(byEvent, 15, spans.length)}`,
    )
    console.log(`\nself time per page, top 30:\n${top(self, 30, spans.length)}`)
    console.log(`\ninclusive time per page, top 40:\n${top(total, 40, spans.length)}`)
    // components and hooks: what React spends its render on
    const components = new Map([...total].filter(([k]) => /^(use)?[A-Z]/.test(k)))
    console.log(`\ncomponents and hooks (inclusive), top 50:\n${top(components, 50, spans.length)}`)
  } finally {
    await browser.close()
    server.close()
  }
}

void main()

// Where a cold load of the production /projects spends its time, from a Chromium trace: the
// requests (when each starts and ends), the main thread's long pieces of work in order, and the
// totals by kind (a script's evaluation, React's work in tasks, style, layout, paint, garbage
// collection, and the time the main thread waits). The bench prints this after its figures, so a
// change to the first page is judged by where the time went, not only by how much of it there was.
// The main thread's time is also split by function (V8's sampling profiler): the functions with the
// most self time before the link, and the modules whose evaluation takes the most (a webpack
// module's factory, what it calls included, the modules it imports apart). A minified build names them by chunk and position; a build without
// minification (`--no-optimization-minimize`) by name.
import { writeFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { file, frameName, samplesOf, type ProfileNode, type TraceEvent } from './traceSamples'

export type ColdTrace = {
  /** ms from navigation to the first project link */
  linkMs: number
  /** each request: its path and when it started and ended, ms from navigation */
  requests: { path: string; start: number; end: number }[]
  /** the main thread's top-level pieces of work over 8 ms before the link, in order */
  tasks: { at: number; ms: number; what: string }[]
  /** ms of main-thread work by kind, before the link; 'waiting' is the rest */
  byKind: [string, number][]
  /**
   * ms the main thread ran on a core before the link (its top-level work's thread time): on a
   * loaded machine, wall times include the waits for a core; this does not
   */
  cpuMs: number
  /** the functions with the most self time before the link (ms), from V8's samples */
  selfTime: [string, number][]
  /** webpack modules whose own evaluation (their imports apart) took the most before the link */
  modules: [string, number][]
}

// Top-level work on the main thread, named for what it is. Nested events are not counted twice:
// only these kinds are summed, and a task's own time is what its nested kinds leave.
const KINDS: Record<string, string> = {
  EvaluateScript: 'evaluate',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  FunctionCall: 'script (tasks, React)',
  TimerFire: 'script (tasks, React)',
  FireAnimationFrame: 'script (tasks, React)',
  EventDispatch: 'script (tasks, React)',
  RunMicrotasks: 'script (tasks, React)',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
}

/** One cold load of `url` under a trace, the API answered by `stub`; the trace kept in `keep`. */
export async function traceColdLoad(
  browser: Browser,
  url: string,
  stub: (page: Page) => Promise<void>,
  keep?: string,
): Promise<ColdTrace> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await stub(page)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    })
    await page.goto(url)
    await page.getByRole('row').getByRole('link').first().waitFor({ timeout: 30_000 })
    const linkMs = await page.evaluate(() => performance.now())
    const buffer = await browser.stopTracing()
    if (keep) writeFileSync(keep, buffer)
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
    return summarise(traceEvents, linkMs, url)
  } finally {
    await context.close()
  }
}

function summarise(events: TraceEvent[], linkMs: number, url: string): ColdTrace {
  // the trace holds the browser's own pages too: the page is the one navigated to `url`
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  )
  if (!navigation) throw new Error(`the trace has no navigation to ${url}`)
  const t0 = navigation.ts
  const origin = new URL(url).origin
  const ms = (ts: number) => (ts - t0) / 1000
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid

  const byId = new Map<string, { path: string; start: number; end: number }>()
  for (const e of events) {
    const id = e.args?.data?.requestId
    if (!id) continue
    if (e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin)) {
      const { pathname, search } = new URL(e.args.data.url)
      byId.set(id, { path: pathname + search, start: ms(e.ts), end: NaN })
    } else if (e.name === 'ResourceFinish' && byId.has(id)) byId.get(id)!.end = ms(e.ts)
  }

  // Complete events of the kinds above on the main thread, before the link. Nested ones (a
  // layout inside a task) are subtracted from their parent, so each millisecond counts once.
  const work = events
    .filter((e) => e.ph === 'X' && e.dur && onMain(e) && KINDS[e.name] && ms(e.ts) < linkMs)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const byKind = new Map<string, number>()
  const open: { end: number; kind: string }[] = []
  let busy = 0
  let cpuMs = 0
  const tasks: ColdTrace['tasks'] = []
  for (const e of work) {
    const start = ms(e.ts)
    const length = Math.min(e.dur! / 1000, linkMs - start)
    while (open.length && open[open.length - 1]!.end <= start) open.pop()
    const parent = open[open.length - 1]
    if (parent) byKind.set(parent.kind, byKind.get(parent.kind)! - length)
    else {
      busy += length
      cpuMs += (length * Math.min(e.tdur ?? e.dur!, e.dur!)) / e.dur!
      if (length > 8)
        tasks.push({ at: start, ms: length, what: `${e.name} ${file(e.args?.data?.url)}`.trim() })
    }
    const kind = KINDS[e.name]!
    byKind.set(kind, (byKind.get(kind) ?? 0) + length)
    open.push({ end: start + length, kind })
  }
  byKind.set('waiting (network, idle)', linkMs - busy)

  return {
    ...functions(events, navigation, linkMs),
    linkMs,
    cpuMs,
    requests: [...byId.values()].filter((r) => r.start < linkMs).sort((a, b) => a.start - b.start),
    tasks,
    byKind: [...byKind.entries()].sort((a, b) => b[1] - a[1]),
  }
}

/**
 * V8's samples of the page's main thread before the link: self time per function, and the time
 * under each webpack module factory (a function called by webpack's require, `__webpack_require__`
 * in an unminified build): what evaluating the module's own top level costs, its imports apart.
 */
function functions(events: TraceEvent[], navigation: TraceEvent, linkMs: number) {
  const self = new Map<string, number>()
  const modules = new Map<string, number>()
  const add = (m: Map<string, number>, key: string, ms: number) =>
    m.set(key, (m.get(key) ?? 0) + ms)
  for (const { at, ms, node, nodes } of samplesOf(events, navigation)) {
    if ((at - navigation.ts) / 1000 > linkMs || node.callFrame.functionName === '(idle)') continue
    add(self, frameName(node.callFrame), ms)
    // the innermost module factory: the module's own top-level work, not its imports'
    for (let n: ProfileNode | undefined = node; n; n = nodes.get(n.parent ?? -1)) {
      if (nodes.get(n.parent ?? -1)?.callFrame.functionName !== '__webpack_require__') continue
      add(modules, frameName(n.callFrame), ms)
      break
    }
  }
  const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  return { selfTime: top(self), modules: top(modules) }
}

/** The trace as the bench prints it. */
export function printColdTrace(label: string, trace: ColdTrace) {
  const n = (x: number) => x.toFixed(0).padStart(5)
  console.log(
    `\nwhere the cold load's time goes, ${label} (one traced load, link at ${trace.linkMs.toFixed(0)} ms):`,
  )
  console.log(
    `  main thread on a core before the link: ${trace.cpuMs.toFixed(0)} ms (thread time: without the waits for a core)`,
  )
  console.log('  main thread by kind, before the link:')
  for (const [kind, total] of trace.byKind) console.log(`  ${n(total)} ms  ${kind}`)
  console.log('  requests (start → end, ms from navigation):')
  for (const r of trace.requests)
    console.log(`  ${n(r.start)} → ${Number.isNaN(r.end) ? '  ...' : n(r.end)}  ${r.path}`)
  console.log('  main-thread work over 8 ms (start, length):')
  for (const t of trace.tasks) console.log(`  ${n(t.at)} +${n(t.ms)} ms  ${t.what}`)
  console.log('  functions by self time, before the link:')
  for (const [name, ms] of trace.selfTime) console.log(`  ${n(ms)} ms  ${name}`)
  if (trace.modules.length) {
    console.log('  modules by evaluation time (their imports apart), before the link:')
    for (const [name, ms] of trace.modules) console.log(`  ${n(ms)} ms  ${name}`)
  }
}

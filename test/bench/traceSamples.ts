// A Chromium trace as the bench reads it (browser.startTracing with V8's sampling profiler), and
// the profiler's samples of one thread, shared by the cold-load trace (coldTrace.ts) and the
// paging profile (profile.ts).

type CallFrame = { functionName: string; url: string; lineNumber?: number; columnNumber?: number }
export type ProfileNode = { id: number; callFrame: CallFrame; parent?: number }
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  /** thread time: the part of dur the thread ran on a core */
  tdur?: number
  pid: number
  tid: number
  id?: string
  args?: {
    data?: {
      url?: string
      requestId?: string
      documentLoaderURL?: string
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/** A script's file name, from its URL. */
export const file = (url = '') => url.split('/').pop() ?? ''

/** A function by name and place: a minified build's functions are told apart by their column. */
export const frameName = ({ functionName, url, lineNumber = 0, columnNumber = 0 }: CallFrame) =>
  `${functionName || '(anonymous)'} ${file(url)}:${lineNumber + 1}:${columnNumber + 1}`

export type Sample = {
  /** when it was taken, on the trace's clock (µs) */
  at: number
  /** the time it stands for: the interval up to the next sample (ms) */
  ms: number
  node: ProfileNode
  /** the profile's nodes so far, by id, to walk a sample's callers */
  nodes: Map<number, ProfileNode>
}

/** V8's samples of the thread `thread` (an event on it names it), in order. */
export function* samplesOf(events: TraceEvent[], thread: TraceEvent): Generator<Sample> {
  const profile = events.find(
    (e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid,
  )
  const nodes = new Map<number, ProfileNode>()
  let at = profile?.args?.data?.startTime ?? 0
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile?.id || e.pid !== thread.pid) continue
    const data = e.args?.data
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const samples = data?.cpuProfile?.samples ?? []
    const deltas = data?.timeDeltas ?? []
    for (const [i, id] of samples.entries()) {
      at += deltas[i] ?? 0
      const node = nodes.get(id)
      if (node) yield { at, ms: Math.max(0, deltas[i + 1] ?? deltas[i] ?? 0) / 1000, node, nodes }
    }
  }
}

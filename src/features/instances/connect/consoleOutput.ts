// What the serial console does with the bytes it receives before the terminal shows them: it
// holds them while paused, and skips what a new socket replays of what was already shown (every
// socket starts with the instance's recent output, so a reconnect or a remount would otherwise
// show it twice). Its state outlives the terminal in the kept consoles (keptConsoles.ts).

import { MOST_RECENT_BYTES } from './serialConsole'

/** The last bytes received, looked for in a new socket's replay to find where to go on from. */
const TAIL_BYTES = 2048

/** The most a pause holds; past it the oldest output is dropped, and the console says how much. */
export const PAUSE_LIMIT_BYTES = 1024 * 1024

/** A replay is taken as complete once this long passes without more of it. */
export const REPLAY_QUIET_MS = 250

/** Written where a replay did not hold what was shown before (the instance restarted since). */
export const RECONNECTED_MARK = '\r\n\x1b[2m--- reconnected ---\x1b[0m\r\n'

/** What a console keeps of its output besides the terminal's own contents. */
export type OutputState = {
  tail: Uint8Array
  paused: boolean
  pending: Uint8Array[]
  /** bytes dropped from the front of a pause that outgrew PAUSE_LIMIT_BYTES */
  dropped: number
}

const emptyOutput = (): OutputState => ({
  tail: new Uint8Array(0),
  paused: false,
  pending: [],
  dropped: 0,
})

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

/** Where `needle` last occurs in `haystack`, or -1. */
export function lastIndexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  if (needle.length === 0) return haystack.length
  outer: for (let i = haystack.length - needle.length; i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

/**
 * The path from the socket to the terminal. `write` shows bytes; `changed` is told when what a
 * user sees of it changes (paused, the bytes waiting).
 */
export class ConsoleOutput {
  private state: OutputState
  /** a new socket's replay while it comes in, and the tail it is matched against */
  private replay: { chunks: Uint8Array[]; bytes: number; after: Uint8Array } | null = null
  private quiet: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly write: (bytes: Uint8Array) => void,
    private readonly changed: () => void,
    kept: OutputState = emptyOutput(),
  ) {
    const { tail, paused, pending, dropped } = kept
    this.state = { tail, paused, pending: [...pending], dropped }
  }

  get paused(): boolean {
    return this.state.paused
  }

  /** Bytes held by the pause. */
  get waiting(): number {
    return this.state.pending.reduce((n, c) => n + c.length, 0)
  }

  get dropped(): number {
    return this.state.dropped
  }

  /** A socket opened: what it sends first repeats what was shown, when anything was. */
  opened(): void {
    this.settleReplay()
    if (this.state.tail.length > 0) this.replay = { chunks: [], bytes: 0, after: this.state.tail }
  }

  /** The socket closed: a replay cut short is shown as far as it came. */
  closed(): void {
    this.settleReplay()
  }

  receive(bytes: Uint8Array): void {
    if (bytes.length === 0) return
    this.state.tail = concat([this.state.tail, bytes]).slice(-TAIL_BYTES)
    if (!this.replay) return this.show(bytes)
    this.replay.chunks.push(bytes)
    this.replay.bytes += bytes.length
    clearTimeout(this.quiet)
    if (this.replay.bytes >= MOST_RECENT_BYTES) this.settleReplay()
    else this.quiet = setTimeout(() => this.settleReplay(), REPLAY_QUIET_MS)
  }

  pause(): void {
    if (this.state.paused) return
    this.state.paused = true
    this.changed()
  }

  /** Shows what the pause held, in one write. */
  resume(): void {
    if (!this.state.paused) return
    const held = concat(this.state.pending)
    this.state = { ...this.state, paused: false, pending: [], dropped: 0 }
    if (held.length > 0) this.write(held)
    this.changed()
  }

  /** The state to keep when the terminal goes (a replay under way is settled first). */
  keep(): OutputState {
    this.settleReplay()
    return { ...this.state, pending: [...this.state.pending] }
  }

  dispose(): void {
    clearTimeout(this.quiet)
  }

  private settleReplay(): void {
    clearTimeout(this.quiet)
    const replay = this.replay
    if (!replay) return
    this.replay = null
    const bytes = concat(replay.chunks)
    if (bytes.length === 0) return
    const at = lastIndexOfBytes(bytes, replay.after)
    if (at >= 0) this.show(bytes.subarray(at + replay.after.length))
    else this.show(concat([new TextEncoder().encode(RECONNECTED_MARK), bytes]))
  }

  private show(bytes: Uint8Array): void {
    if (bytes.length === 0) return
    if (!this.state.paused) return this.write(bytes)
    const pending = this.state.pending
    pending.push(bytes.slice())
    let total = this.waiting
    while (total > PAUSE_LIMIT_BYTES && pending.length > 0) {
      const first = pending[0]!
      const cut = Math.min(first.length, total - PAUSE_LIMIT_BYTES)
      if (cut === first.length) pending.shift()
      else pending[0] = first.slice(cut)
      this.state.dropped += cut
      total -= cut
    }
    this.changed()
  }
}

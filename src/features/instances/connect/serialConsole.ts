// The pure parts of the serial console: where the stream lives, what the status line says and
// the CLI command that opens the same console from a terminal.

/** Bytes of recent console output the server replays on connect (256 KiB of history). */
export const MOST_RECENT_BYTES = 262144

type PageLocation = Pick<Location, 'protocol' | 'host'>

/**
 * The websocket URL of an instance's serial console on the page's own origin: wss:// under
 * https, ws:// otherwise (a secure page may not open an insecure socket).
 */
export function serialConsoleStreamUrl(
  location: PageLocation,
  project: string,
  instance: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const path = `/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`
  const query = new URLSearchParams({ project, most_recent: String(MOST_RECENT_BYTES) })
  return `${scheme}//${location.host}${path}?${query.toString()}`
}

/** The CLI command of spec §2's 'CLI command' modal: it names the project and the instance. */
export const serialConsoleCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`

export type ConnectionStatus =
  /** spec §4 forbids a console in the instance's state; `reason` says which states allow one */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'disconnected'; reason: string }

/** Standard close codes a person can act on, for a close that came without a reason. */
const CLOSE_CODE_TEXT: Record<number, string> = {
  1000: 'the connection was closed',
  1001: 'the server went away',
  1006: 'the connection was lost',
  1008: 'the server refused the connection',
  1011: 'the server could not serve the console',
}

/** Why a socket closed, in words: the server's reason if it gave one, else what the code means. */
export function closeReason(code: number, reason: string): string {
  if (reason.trim()) return reason.trim()
  return CLOSE_CODE_TEXT[code] ?? `the connection closed (code ${code})`
}

/** The status line above the terminal. */
export function connectionStatusText(status: ConnectionStatus): string {
  switch (status.kind) {
    case 'unavailable':
      return status.reason
    case 'connecting':
      return 'Connecting…'
    case 'connected':
      return 'Connected'
    case 'disconnected':
      return `Disconnected: ${status.reason}`
  }
}

/**
 * A keystroke as the binary frame the API expects. An ArrayBuffer rather than the Uint8Array
 * view: browsers send both as bytes, but mock-socket (the demo's socket) turns anything that is
 * not an ArrayBuffer or Blob into a string.
 */
export function keystrokeFrame(data: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(data)
  // a buffer of this realm: under jest the encoder is node's, whose buffers mock-socket's
  // `instanceof ArrayBuffer` does not recognise
  const frame = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(frame).set(bytes)
  return frame
}

/** Seconds before the next try after `failures` failed ones in a row: doubling, at most 30. */
export const reconnectDelaySeconds = (failures: number) => Math.min(30, 2 ** Math.max(0, failures))

/** A saved scrollback's file name: the instance and when it was saved, in UTC, no colons. */
export function scrollbackFileName(instance: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  return `${instance}-serial-console-${stamp}.txt`
}

/** The search's match count in words: 'No matches', '2 of 5', or 'Over 1000 matches'. */
export function matchCountText(result: { index: number; count: number }): string {
  if (result.count === 0) return 'No matches'
  if (result.index < 0) return `Over ${result.count} matches`
  return `${result.index + 1} of ${result.count}`
}

/** The way out of the terminal by keyboard, said beside it (WCAG 2.1.2, no keyboard trap). */
export const LEAVE_TERMINAL_HINT = 'Esc then Tab leaves the terminal'

/**
 * The terminal's key filter: every key goes to the instance (Tab completes in its shell), but a
 * Tab right after an Escape is the browser's, moving focus out, as code editors do it. The Escape
 * itself still reaches the instance; an Escape followed by Tab means little to a shell.
 * `false` tells xterm to leave the key alone.
 */
export function leaveOnEscapeTab(): (event: KeyboardEvent) => boolean {
  let afterEscape = false
  return (event) => {
    if (event.type !== 'keydown') return true
    const leave = afterEscape && event.key === 'Tab'
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key))
      afterEscape = event.key === 'Escape'
    return !leave
  }
}

import type { Server } from 'miragejs'
import { Server as MockSocketServer, WebSocket as MockWebSocket, type Client } from 'mock-socket'
import type { Call } from '../api/define'
import type { M } from '../orm/models'
import { select } from '../api/scope'
import type { MockContext } from '../context'
import { MockHttpError } from '../util/errors'
import { requireInstance, settleDue } from './settle'

// The serial-console websocket (GET /v1/instances/{instance}/serial-console/stream with an
// upgrade) in mock mode, on mock-socket. Spec §7: the mock sends a greeting after 1 second and
// echoes typed input, a carriage return coming back as a newline. mock-socket servers listen on
// one fixed URL each, so window.WebSocket is wrapped: a same-origin ws(s) URL of the stream path
// gets a mock server for that URL on demand; every other URL gets the real WebSocket.
// A connection the API would refuse (no such instance, no session, or a state in which spec §4
// allows no serial console) is closed at once with an error and the API's message as reason.

const STREAM_PATH = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

/** Spec §7: the greeting comes one second after the connection opens. */
export const GREETING_DELAY_MS = 1000

/** Close code for a refused connection: 1011, "the server hit a condition it cannot serve". */
export const REFUSED_CLOSE_CODE = 1011

/** The stream URL without its query (mock-socket matches servers on that), or null. */
function streamKey(url: string): string | null {
  if (typeof window === 'undefined') return null
  let parsed: URL
  try {
    parsed = new URL(url, window.location.href)
  } catch {
    return null
  }
  const sameHost = parsed.host === window.location.host
  const ws = parsed.protocol === 'ws:' || parsed.protocol === 'wss:'
  if (!sameHost || !ws || !STREAM_PATH.test(parsed.pathname)) return null
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
}

const toBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff)

/** What the client typed, as bytes: xterm-style clients send strings or byte buffers. */
function bytesOf(data: unknown): Uint8Array {
  if (typeof data === 'string') return toBytes(data)
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return toBytes(String(data))
}

/** Spec §7: the echo turns a carriage return into a newline (CR LF on a terminal). */
export const echoOf = (input: Uint8Array): Uint8Array =>
  Uint8Array.from([...input].flatMap((b) => (b === 13 ? [13, 10] : [b])))

/** Serial output is binary, as on the API; a client that asked for blobs gets blobs. */
function sendBytes(socket: Client, bytes: Uint8Array): void {
  const buffer = bytes.slice().buffer
  socket.send(socket.binaryType === 'blob' ? new Blob([buffer]) : buffer)
}

/** Why the API would refuse this connection, or null when it would accept it. */
function refusal(ctx: MockContext, url: string): { reason: string } | { greeting: string } {
  const parsed = new URL(url, window.location.href)
  const match = STREAM_PATH.exec(parsed.pathname)
  const key = decodeURIComponent(match?.[1] ?? '')
  const me = ctx.session.userId ? ctx.schema.find('user', ctx.session.userId) : null
  if (!me) return { reason: 'credentials missing or invalid' }
  try {
    settleDue(ctx)
    // the socket's URL as a request: its query names the project when the instance is named
    const call = {
      me,
      method: 'GET',
      query: (k: string) => parsed.searchParams.get(k) ?? undefined,
    }
    // eslint-disable-next-line no-restricted-syntax -- the socket's URL carries only what select reads of a request
    const record = select(ctx, call as unknown as Call, 'instance', key)
    requireInstance(record, 'serialConsole')
    const log = bootLog(record)
    const mostRecent = Number(parsed.searchParams.get('most_recent') ?? log.length)
    const tail = Number.isFinite(mostRecent) ? log.slice(Math.max(0, log.length - mostRecent)) : log
    return { greeting: tail }
  } catch (e) {
    if (e instanceof MockHttpError) return { reason: e.message }
    throw e
  }
}

function serve(ctx: MockContext, socket: Client): void {
  const outcome = refusal(ctx, socket.url)
  if ('reason' in outcome) {
    socket.target.dispatchEvent(new Event('error'))
    socket.close({ code: REFUSED_CLOSE_CODE, reason: outcome.reason, wasClean: false })
    return
  }
  const greeting = setTimeout(() => {
    if (socket.readyState === socket.OPEN) sendBytes(socket, toBytes(outcome.greeting))
  }, GREETING_DELAY_MS)
  socket.on('message', (data) => {
    if (socket.readyState === socket.OPEN) sendBytes(socket, echoOf(bytesOf(data)))
  })
  socket.on('close', () => clearTimeout(greeting))
}

/**
 * Route serial-console websockets of this origin to mock servers backed by `ctx`. Returns a stop
 * function (also run by `server.shutdown()` when the Mirage server is given) that closes the
 * mock servers and puts the previous WebSocket back.
 */
export function startSerialConsoleMock(ctx: MockContext, server?: Server): () => void {
  if (typeof window === 'undefined' || typeof window.WebSocket === 'undefined') return () => {}
  const Previous = window.WebSocket
  const servers = new Map<string, MockSocketServer>()

  const ensureServer = (key: string) => {
    if (servers.has(key)) return
    const mock = new MockSocketServer(key, { mock: false })
    mock.on('connection', (socket) => serve(ctx, socket))
    servers.set(key, mock)
  }

  class RoutedWebSocket {
    static readonly CONNECTING = 0
    static readonly OPEN = 1
    static readonly CLOSING = 2
    static readonly CLOSED = 3

    constructor(url: string | URL, protocols?: string | string[]) {
      const key = streamKey(String(url))
      // eslint-disable-next-line no-restricted-syntax -- the mock socket stands in for the browser's WebSocket, whose class type it cannot extend
      if (key === null) return new Previous(url, protocols) as unknown as RoutedWebSocket
      ensureServer(key)
      // eslint-disable-next-line no-restricted-syntax -- the mock socket stands in for the browser's WebSocket, whose class type it cannot extend
      return new MockWebSocket(String(url), protocols) as unknown as RoutedWebSocket
    }
  }
  // eslint-disable-next-line no-restricted-syntax -- the mock socket stands in for the browser's WebSocket, whose class type it cannot extend
  const Routed = RoutedWebSocket as unknown as typeof WebSocket
  window.WebSocket = Routed

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    for (const mock of servers.values()) {
      mock.close({ code: 1001, reason: 'mock server shut down', wasClean: true })
      mock.stop()
    }
    servers.clear()
    if (window.WebSocket === Routed) window.WebSocket = Previous
  }
  if (server) {
    const shutdown = server.shutdown.bind(server)
    server.shutdown = () => {
      stop()
      shutdown()
    }
  }
  return stop
}

/** What the instance printed since it booted: the same text for the same instance every time. */
export function bootLog(
  instance: Pick<M<'instance'>, 'id' | 'hostname' | 'ncpus' | 'memory'>,
): string {
  return [
    'Oxide bhyve virtual platform, UEFI firmware',
    'BdsDxe: loading Boot0001 "UEFI Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
    `[    0.000000] Linux version 6.1.0-28-amd64 (debian-kernel@lists.debian.org)`,
    `[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz-6.1.0-28-amd64 root=UUID=${instance.id} ro console=ttyS0`,
    `[    0.012345] Memory: ${Math.round(instance.memory / 1024 ** 2)}MiB available`,
    `[    0.023456] smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    '[    1.204512] virtio_net virtio1 enp0s8: renamed from eth0',
    '[  OK  ] Reached target Network is Online.',
    '[  OK  ] Started OpenBSD Secure Shell server.',
    '[  OK  ] Finished cloud-init final stage.',
    '',
    'Debian GNU/Linux 12 ttyS0',
    '',
    `${instance.hostname} login: `,
  ].join('\r\n')
}

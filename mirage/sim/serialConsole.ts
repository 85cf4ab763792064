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
// Each instance has one console, as on the rack: what it printed (its boot log, the echoes, a boot
// loop's panics) is kept, every open socket of it sees new output, and a new socket gets the most
// recent part of it first, so a console that reconnects can tell what it missed.

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

/** Time between a boot-looping instance's panics (issue 41 §4: the output a console keeps). */
export const BOOT_LOOP_MS = 8000

/** The most of an instance's output the mock keeps, as the rack keeps a bounded buffer. */
const KEPT_OUTPUT_CHARS = 1024 * 1024

/** One instance's serial console: what it printed, and the sockets that see new output. */
type Console = {
  output: string
  /** every open socket of it */
  open: Set<Client>
  /** the sockets past their greeting, which see new output as it comes */
  clients: Set<Client>
  loop: ReturnType<typeof setInterval> | null
}

const consolesOf = new WeakMap<MockContext, Map<string, Console>>()

function consoleOf(ctx: MockContext, instance: M<'instance'>): Console {
  let consoles = consolesOf.get(ctx)
  if (!consoles) consolesOf.set(ctx, (consoles = new Map()))
  let found = consoles.get(instance.id)
  if (!found)
    consoles.set(
      instance.id,
      (found = { output: bootLog(instance), open: new Set(), clients: new Set(), loop: null }),
    )
  return found
}

/** The instance prints `text`: kept, and sent to every socket open on its console. */
function print(tty: Console, text: string): void {
  tty.output = (tty.output + text).slice(-KEPT_OUTPUT_CHARS)
  for (const client of tty.clients) {
    if (client.readyState === client.OPEN) sendBytes(client, toBytes(text))
  }
}

/**
 * Close every serial-console socket the mock has open, as a dropped connection (1006) or with
 * the given code and reason; new connections are served as before. For tests of reconnecting.
 */
export function dropSerialConsoles(
  ctx: MockContext,
  close: { code: number; reason: string } = { code: 1006, reason: '' },
): void {
  for (const tty of consolesOf.get(ctx)?.values() ?? []) {
    for (const client of [...tty.open]) client.close({ ...close, wasClean: false })
  }
}

type Accepted = { instance: M<'instance'>; mostRecent: number }

/** Why the API would refuse this connection, or what it would serve. */
function refusal(ctx: MockContext, url: string): { reason: string } | Accepted {
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
    const mostRecent = Number(parsed.searchParams.get('most_recent') ?? KEPT_OUTPUT_CHARS)
    return {
      instance: record,
      mostRecent: Number.isFinite(mostRecent) ? mostRecent : KEPT_OUTPUT_CHARS,
    }
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
  const tty = consoleOf(ctx, outcome.instance)
  tty.open.add(socket)
  // the recent output as of the greeting, then live output from there on: nothing twice
  const greeting = setTimeout(() => {
    if (socket.readyState !== socket.OPEN) return
    const { output } = tty
    sendBytes(socket, toBytes(output.slice(Math.max(0, output.length - outcome.mostRecent))))
    tty.clients.add(socket)
    if (outcome.instance.serialBootLoop && !tty.loop) {
      tty.loop = setInterval(() => print(tty, bootLoopRound(outcome.instance)), BOOT_LOOP_MS)
    }
  }, GREETING_DELAY_MS)
  socket.on('message', (data) => {
    if (socket.readyState !== socket.OPEN) return
    // to every socket past its greeting; one not yet past it finds it in its greeting
    print(tty, Array.from(echoOf(bytesOf(data)), (b) => String.fromCharCode(b)).join(''))
  })
  socket.on('close', () => {
    clearTimeout(greeting)
    tty.open.delete(socket)
    tty.clients.delete(socket)
    if (tty.clients.size === 0 && tty.loop) {
      clearInterval(tty.loop)
      tty.loop = null
    }
  })
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
    dropSerialConsoles(ctx, { code: 1001, reason: 'mock server shut down' })
    for (const mock of servers.values()) {
      mock.close({ code: 1001, reason: 'mock server shut down', wasClean: true })
      mock.stop()
    }
    servers.clear()
    for (const tty of consolesOf.get(ctx)?.values() ?? []) {
      if (tty.loop) clearInterval(tty.loop)
      tty.loop = null
    }
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

/**
 * One turn of a boot loop: the data disk's I/O errors, a panic, and the boot log again (the
 * `incident` scenario's checkout-db, whose data disk faulted).
 */
function bootLoopRound(
  instance: Pick<M<'instance'>, 'id' | 'hostname' | 'ncpus' | 'memory'>,
): string {
  return [
    '',
    '[   12.081233] blk_update_request: I/O error, dev vdb, sector 2048 op 0x0:(READ)',
    '[   12.081907] EXT4-fs (vdb): unable to read superblock',
    '[   12.102311] Kernel panic - not syncing: Fatal exception in interrupt',
    '[   12.102398] Rebooting in 5 seconds..',
    '',
    bootLog(instance),
  ].join('\r\n')
}

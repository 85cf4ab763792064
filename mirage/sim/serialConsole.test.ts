import type { Server } from 'miragejs'
import { contextOf } from '../context'
import { makeServer, setSessionUser } from '../server'
import {
  BOOT_LOOP_MS,
  dropSerialConsoles,
  echoOf,
  GREETING_DELAY_MS,
  REFUSED_CLOSE_CODE,
  startSerialConsoleMock,
} from './serialConsole'

// The serial-console websocket in mock mode (mock-socket), with fake timers so the 1-second
// greeting is checked without waiting.

let server: Server
let stop: () => void
beforeEach(() => {
  jest.useFakeTimers()
  server = makeServer({ environment: 'test', seed: true })
  stop = startSerialConsoleMock(contextOf(server), server)
})
afterEach(() => {
  server.shutdown()
  jest.useRealTimers()
})

const decode = (data: unknown) =>
  data instanceof ArrayBuffer ? String.fromCharCode(...new Uint8Array(data)) : String(data)

function connect(path: string) {
  const ws = new WebSocket(`ws://${window.location.host}${path}`)
  ws.binaryType = 'arraybuffer'
  const log = {
    opened: false,
    errors: 0,
    messages: [] as string[],
    close: null as { code: number; reason: string } | null,
  }
  ws.onopen = () => (log.opened = true)
  ws.onerror = () => log.errors++
  ws.onmessage = (e: MessageEvent) => log.messages.push(decode(e.data))
  ws.onclose = (e: CloseEvent) => (log.close = { code: e.code, reason: e.reason })
  return { ws, log }
}

const stream = (instance: string, project?: string) =>
  `/v1/instances/${instance}/serial-console/stream${project ? `?project=${project}` : ''}`

test('a running instance: the greeting comes after a second, then typed input is echoed', () => {
  const { ws, log } = connect(stream('ingest-worker-1', 'atlas-ingest'))
  jest.advanceTimersByTime(50)
  expect(log.opened).toBe(true)
  expect(log.messages).toEqual([])

  jest.advanceTimersByTime(GREETING_DELAY_MS)
  expect(log.messages).toHaveLength(1)
  expect(log.messages[0]).toMatch(/ingest-worker-1 login: $/)

  ws.send('root\r')
  jest.advanceTimersByTime(50)
  expect(log.messages[1]).toBe('root\r\n')
  ws.send(new TextEncoder().encode('ls'))
  jest.advanceTimersByTime(50)
  expect(log.messages[2]).toBe('ls')
  ws.close()
  jest.advanceTimersByTime(50)
  expect(log.close?.code).toBe(1005) // closed by the client without a code: "no status"
})

test('by id, rebooting, migrating and repairing instances are served too (spec §4)', () => {
  const ctx = contextOf(server)
  for (const name of ['invoice-api-2', 'usage-meter']) {
    const id = ctx.schema.findBy('instance', { name })?.id ?? ''
    const { log } = connect(stream(id))
    jest.advanceTimersByTime(GREETING_DELAY_MS + 50)
    expect([name, log.close, log.messages.length]).toEqual([name, null, 1])
  }
  const { log } = connect(stream('tile-cache', 'atlas-ingest'))
  jest.advanceTimersByTime(GREETING_DELAY_MS + 50)
  expect(log.messages).toHaveLength(1)
})

test('a stopped instance is refused with an error and the API message', () => {
  const { log } = connect(stream('ingest-worker-3', 'atlas-ingest'))
  jest.advanceTimersByTime(GREETING_DELAY_MS + 50)
  expect(log.errors).toBe(1)
  expect(log.close).toEqual({
    code: REFUSED_CLOSE_CODE,
    reason:
      'instance must be running, rebooting, migrating or repairing to connect to its serial console (it is stopped)',
  })
  expect(log.messages).toEqual([])
})

test('a missing instance, a name without a project, and no session are refused', () => {
  const missing = connect(stream('nope', 'atlas-ingest'))
  const noProject = connect(stream('ingest-worker-1'))
  jest.advanceTimersByTime(50)
  expect(missing.log.close?.reason).toBe('not found: instance with name "nope"')
  expect(noProject.log.close?.reason).toBe(
    'instance should either be UUID or project should be specified',
  )
  setSessionUser(server, null)
  const signedOut = connect(stream('ingest-worker-1', 'atlas-ingest'))
  jest.advanceTimersByTime(50)
  expect(signedOut.log.close?.code).toBe(REFUSED_CLOSE_CODE)
})

test('other URLs get the WebSocket that was there before; stop puts it back', () => {
  stop()
  const made: string[] = []
  class Recorder {
    constructor(url: string | URL) {
      made.push(String(url))
    }
  }
  const original = window.WebSocket
  // eslint-disable-next-line no-restricted-syntax -- a recorder with only the WebSocket members the console calls
  window.WebSocket = Recorder as unknown as typeof WebSocket
  try {
    const stopAgain = startSerialConsoleMock(contextOf(server))
    new WebSocket('wss://elsewhere.example/v1/instances/x/serial-console/stream')
    new WebSocket(`ws://${window.location.host}/v1/other`)
    expect(made).toHaveLength(2)
    stopAgain()
    expect(window.WebSocket).toBe(Recorder)
  } finally {
    window.WebSocket = original
  }
})

test('the echo maps each carriage return to CR LF', () => {
  expect(Array.from(echoOf(Uint8Array.from([97, 13, 98])))).toEqual([97, 13, 10, 98])
})

test('a dropped socket closes as lost; the next one replays what the instance printed since', () => {
  const first = connect(stream('ingest-worker-1', 'atlas-ingest'))
  jest.advanceTimersByTime(GREETING_DELAY_MS + 50)
  first.ws.send('root\r')
  jest.advanceTimersByTime(50)
  dropSerialConsoles(contextOf(server))
  jest.advanceTimersByTime(50)
  expect(first.log.close?.code).toBe(1006)

  const second = connect(`${stream('ingest-worker-1', 'atlas-ingest')}&most_recent=30`)
  jest.advanceTimersByTime(GREETING_DELAY_MS + 50)
  expect(second.log.messages).toEqual(['\ningest-worker-1 login: root\r\n'])
})

test('an instance in a boot loop prints a panic and its boot log again, to every open socket', () => {
  const ctx = contextOf(server)
  ctx.schema.findBy('instance', { name: 'ingest-worker-1' })!.update({ serialBootLoop: true })
  const a = connect(stream('ingest-worker-1', 'atlas-ingest'))
  const b = connect(stream('ingest-worker-1', 'atlas-ingest'))
  jest.advanceTimersByTime(GREETING_DELAY_MS + BOOT_LOOP_MS + 50)
  for (const { log } of [a, b]) {
    expect(log.messages).toHaveLength(2)
    expect(log.messages[1]).toContain('Kernel panic - not syncing')
    expect(log.messages[1]).toMatch(/ingest-worker-1 login: $/)
  }
})

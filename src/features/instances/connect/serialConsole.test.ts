import {
  closeReason,
  connectionStatusText,
  keystrokeFrame,
  leaveOnEscapeTab,
  matchCountText,
  MOST_RECENT_BYTES,
  reconnectDelaySeconds,
  scrollbackFileName,
  serialConsoleCommand,
  serialConsoleStreamUrl,
} from './serialConsole'

describe('serialConsoleStreamUrl', () => {
  test('uses ws:// on an http page and wss:// on an https page, on the page’s own host', () => {
    expect(serialConsoleStreamUrl({ protocol: 'http:', host: 'localhost:4000' }, 'p', 'i')).toBe(
      `ws://localhost:4000/v1/instances/i/serial-console/stream?project=p&most_recent=${MOST_RECENT_BYTES}`,
    )
    expect(
      serialConsoleStreamUrl({ protocol: 'https:', host: 'console.example' }, 'atlas', 'web-1'),
    ).toBe(
      'wss://console.example/v1/instances/web-1/serial-console/stream?project=atlas&most_recent=262144',
    )
  })

  test('escapes the instance in the path and the project in the query', () => {
    const url = new URL(serialConsoleStreamUrl({ protocol: 'http:', host: 'h' }, 'a&b', 'x/y'))
    expect(url.pathname).toBe('/v1/instances/x%2Fy/serial-console/stream')
    expect(url.searchParams.get('project')).toBe('a&b')
  })
})

test('the CLI command names the project and the instance', () => {
  expect(serialConsoleCommand('atlas-ingest', 'ingest-worker-1')).toBe(
    'oxide instance serial console --project atlas-ingest --instance ingest-worker-1',
  )
})

describe('status text', () => {
  test('says where the connection is', () => {
    expect(connectionStatusText({ kind: 'connecting' })).toBe('Connecting…')
    expect(connectionStatusText({ kind: 'connected' })).toBe('Connected')
    expect(connectionStatusText({ kind: 'disconnected', reason: 'instance stopped' })).toBe(
      'Disconnected: instance stopped',
    )
    expect(connectionStatusText({ kind: 'unavailable', reason: 'Only a running instance' })).toBe(
      'Only a running instance',
    )
  })

  test('a close gives the server’s reason, or else what its code means', () => {
    expect(closeReason(1011, ' instance is stopped ')).toBe('instance is stopped')
    expect(closeReason(1006, '')).toBe('the connection was lost')
    expect(closeReason(4321, '')).toBe('the connection closed (code 4321)')
  })
})

test('a keystroke goes out as its UTF-8 bytes in an ArrayBuffer of exactly that length', () => {
  const frame = keystrokeFrame('hé\r')
  // not a Uint8Array view: mock-socket would send a view's String() (jest's realms differ, so
  // the tag is checked rather than instanceof)
  expect(Object.prototype.toString.call(frame)).toBe('[object ArrayBuffer]')
  expect([...new Uint8Array(frame)]).toEqual([0x68, 0xc3, 0xa9, 0x0d])
})

test('retries wait twice as long each time, at most 30 seconds', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelaySeconds)).toEqual([1, 2, 4, 8, 16, 30, 30, 30])
})

test('a saved scrollback is named by the instance and the time, without colons', () => {
  expect(scrollbackFileName('web-1', new Date('2026-08-17T09:05:03.123Z'))).toBe(
    'web-1-serial-console-2026-08-17T09-05-03Z.txt',
  )
})

test('the search’s count', () => {
  expect(matchCountText({ index: 1, count: 5 })).toBe('2 of 5')
  expect(matchCountText({ index: -1, count: 0 })).toBe('No matches')
  expect(matchCountText({ index: -1, count: 1000 })).toBe('Over 1000 matches')
})

test('Tab goes to the instance, but a Tab right after Escape leaves the terminal', () => {
  const keep = leaveOnEscapeTab()
  const key = (key: string, type = 'keydown') => keep(new KeyboardEvent(type, { key }))
  expect(key('Tab')).toBe(true)
  expect(key('Escape')).toBe(true)
  expect(key('Escape', 'keyup')).toBe(true)
  expect(key('Shift')).toBe(true)
  expect(key('Tab')).toBe(false)
  expect(key('Tab')).toBe(true)
  expect(key('Escape')).toBe(true)
  expect(key('a')).toBe(true)
  expect(key('Tab')).toBe(true)
})

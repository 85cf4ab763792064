import {
  ConsoleOutput,
  lastIndexOfBytes,
  PAUSE_LIMIT_BYTES,
  RECONNECTED_MARK,
  REPLAY_QUIET_MS,
} from './consoleOutput'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('')

function output() {
  const written: Uint8Array[] = []
  const out = new ConsoleOutput(
    (b) => written.push(b),
    () => {},
  )
  return { out, shown: () => text(written) }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('a new socket’s replay shows only what came after what was shown', () => {
  const { out, shown } = output()
  out.opened()
  out.receive(bytes('boot\r\nlogin: '))
  out.closed()
  out.opened()
  out.receive(bytes('boot\r\nlogin: root'))
  out.receive(bytes('\r\n'))
  expect(shown()).toBe('boot\r\nlogin: ')
  jest.advanceTimersByTime(REPLAY_QUIET_MS)
  expect(shown()).toBe('boot\r\nlogin: root\r\n')
  out.receive(bytes('$ '))
  expect(shown()).toBe('boot\r\nlogin: root\r\n$ ')
})

test('a replay without what was shown (the instance restarted) is marked and shown whole', () => {
  const { out, shown } = output()
  out.receive(bytes('old'))
  out.opened()
  out.receive(bytes('new boot'))
  out.closed()
  expect(shown()).toBe(`old${RECONNECTED_MARK}new boot`)
})

test('a pause holds the output up to its limit, dropping the oldest, and resume writes it', () => {
  const { out, shown } = output()
  out.pause()
  out.receive(new Uint8Array(PAUSE_LIMIT_BYTES - 2).fill(97))
  out.receive(bytes('bcd'))
  expect(shown()).toBe('')
  expect(out.waiting).toBe(PAUSE_LIMIT_BYTES)
  expect(out.dropped).toBe(1)
  out.resume()
  expect(shown().endsWith('aabcd')).toBe(true)
  expect(shown()).toHaveLength(PAUSE_LIMIT_BYTES)
  expect([out.paused, out.waiting, out.dropped]).toEqual([false, 0, 0])
})

test('what a console keeps goes on where it stopped', () => {
  const { out } = output()
  out.receive(bytes('login: '))
  out.pause()
  out.receive(bytes('x'))
  const kept = new ConsoleOutput(
    () => {},
    () => {},
    out.keep(),
  )
  expect([kept.paused, kept.waiting]).toEqual([true, 1])
})

test('lastIndexOfBytes finds the last occurrence', () => {
  expect(lastIndexOfBytes(bytes('abcabc'), bytes('bc'))).toBe(4)
  expect(lastIndexOfBytes(bytes('abc'), bytes('x'))).toBe(-1)
  expect(lastIndexOfBytes(bytes('ab'), bytes('abc'))).toBe(-1)
})

import { ALERT_SUBSCRIPTION_PATTERN, globMatches } from './alertGlob'

test('a class name matches itself only; * is one segment, ** one or more', () => {
  expect(globMatches('disk.faulted', 'disk.faulted')).toBe(true)
  expect(globMatches('disk.faulted', 'disk.faulted.again')).toBe(false)
  expect(globMatches('hardware.*', 'hardware.sled')).toBe(true)
  expect(globMatches('hardware.*', 'hardware.sled.unreachable')).toBe(false)
  expect(globMatches('hardware.**', 'hardware.sled.unreachable')).toBe(true)
  expect(globMatches('hardware.**', 'hardware')).toBe(false)
  expect(globMatches('**', 'probe')).toBe(true)
  expect(globMatches('*.faulted', 'disk.faulted')).toBe(true)
  expect(globMatches('disk(', 'disk(')).toBe(true)
})

test('the contract’s pattern takes names and globs, not stray punctuation', () => {
  expect(ALERT_SUBSCRIPTION_PATTERN.test('network.**')).toBe(true)
  expect(ALERT_SUBSCRIPTION_PATTERN.test('network.')).toBe(false)
  expect(ALERT_SUBSCRIPTION_PATTERN.test('net*work')).toBe(false)
})

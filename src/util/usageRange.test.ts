import { parseUsageRange, USAGE_RANGES, usageWindow } from './usageRange'

test('one set of ranges for every usage chart, kept in ?range= by value', () => {
  expect(USAGE_RANGES.map((r) => r.label)).toEqual(['Last 24 hours', 'Last 7 days', 'Last 30 days'])
  expect(parseUsageRange('30d')).toBe('30d')
  expect(parseUsageRange('1y')).toBe('7d')
  expect(parseUsageRange(null)).toBe('7d')
})

test('a range names its window, ending on the whole minute', () => {
  const w = usageWindow('24h', new Date('2026-03-01T12:34:56Z'))
  expect(w.end.toISOString()).toBe('2026-03-01T12:34:00.000Z')
  expect(w.start.toISOString()).toBe('2026-02-28T12:34:00.000Z')
})

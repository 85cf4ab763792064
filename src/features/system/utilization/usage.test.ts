import type { Measurement } from '~/api/generated/types'
import { formatUsageTick, parseUsageRange, toUsagePoints, usageTicks, usageWindow } from './usage'

test('a range names its window, ending on the whole minute', () => {
  const w = usageWindow('24h', new Date('2026-03-01T12:34:56Z'))
  expect(w.end.toISOString()).toBe('2026-03-01T12:34:00.000Z')
  expect(w.start.toISOString()).toBe('2026-02-28T12:34:00.000Z')
  expect(parseUsageRange('30d')).toBe('30d')
  expect(parseUsageRange('1y')).toBe('7d')
  expect(parseUsageRange(null)).toBe('7d')
})

test('measurements become points in time order, non-numbers as gaps', () => {
  const at = (iso: string, datum: Measurement['datum']): Measurement => ({
    timestamp: new Date(iso),
    datum,
  })
  const points = toUsagePoints([
    at('2026-03-01T00:20:00Z', { type: 'i64', datum: 30 }),
    at('2026-03-01T00:00:00Z', { type: 'i64', datum: 10 }),
    at('2026-03-01T00:10:00Z', { type: 'missing', datum: { datumType: 'i64', startTime: null } }),
  ])
  expect(points.times.map((t) => t.toISOString())).toEqual([
    '2026-03-01T00:00:00.000Z',
    '2026-03-01T00:10:00.000Z',
    '2026-03-01T00:20:00.000Z',
  ])
  expect(points.values).toEqual([10, null, 30])
})

test('multi-day axes tick at midnights, at most about eight', () => {
  const week = usageWindow('7d', new Date(2026, 2, 10, 15, 0))
  const ticks = usageTicks(week) ?? []
  expect(ticks).toHaveLength(7)
  expect(ticks.every((t) => t.getHours() === 0 && t.getMinutes() === 0)).toBe(true)
  expect(formatUsageTick(ticks[0]!, week)).toBe('Mar 4')
  const month = usageTicks(usageWindow('30d', new Date(2026, 2, 10, 15, 0))) ?? []
  expect(month.length).toBeLessThanOrEqual(8)
  expect(usageTicks(usageWindow('24h', new Date()))).toBeUndefined()
})

import { dayTicks, formatDayTick, formatTick } from './timeAxis'
import { usageWindow } from './usageRange'

test('time ticks: times of day for short spans, dates at midnight for a week', () => {
  const day = 86_400_000
  expect(formatTick(new Date(2025, 2, 14, 15, 4), day)).toBe('3:04 PM')
  expect(formatTick(new Date(2025, 2, 14, 0, 0), 7 * day)).toBe('Mar 14')
  expect(formatTick(new Date(2025, 2, 14, 12, 0), 7 * day)).toBe('12:00 PM')
})

test('multi-day axes tick at midnights, at most about eight', () => {
  const week = usageWindow('7d', new Date(2026, 2, 10, 15, 0))
  const ticks = dayTicks(week) ?? []
  expect(ticks).toHaveLength(7)
  expect(ticks.every((t) => t.getHours() === 0 && t.getMinutes() === 0)).toBe(true)
  expect(formatDayTick(ticks[0]!, week)).toBe('Mar 4')
  const month = dayTicks(usageWindow('30d', new Date(2026, 2, 10, 15, 0))) ?? []
  expect(month.length).toBeLessThanOrEqual(8)
  expect(dayTicks(usageWindow('24h', new Date()))).toBeUndefined()
})

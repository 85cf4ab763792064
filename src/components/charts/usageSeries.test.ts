import type { Measurement } from '~/api/generated/types'
import { byteAxis, toUsageSeries } from './usageSeries'

const at = (iso: string, datum: number): Measurement => ({
  timestamp: new Date(iso),
  datum: { type: 'i64', datum },
})
const window = { start: new Date('2025-05-12T09:00:00Z'), end: new Date('2025-05-12T10:00:00Z') }

test('measurements in time order; values that are not numbers are left out', () => {
  const series = toUsageSeries(
    [
      at('2025-05-12T09:20:00Z', 12),
      at('2025-05-12T09:10:00Z', 8),
      { timestamp: new Date('2025-05-12T09:30:00Z'), datum: { type: 'string', datum: 'x' } },
      {
        timestamp: new Date('2025-05-12T09:40:00Z'),
        datum: { type: 'cumulative_i64', datum: { startTime: new Date(0), value: 20 } },
      },
    ],
    window,
  )
  expect(series.values).toEqual([8, 12, 20])
  expect(series.times.map((t) => t.toISOString())).toEqual([
    '2025-05-12T09:10:00.000Z',
    '2025-05-12T09:20:00.000Z',
    '2025-05-12T09:40:00.000Z',
  ])
})

test('a long window keeps each slice at its highest value', () => {
  const items = Array.from({ length: 60 }, (_, i) =>
    at(new Date(window.start.getTime() + i * 60_000).toISOString(), i % 10 === 3 ? 100 : i),
  )
  const series = toUsageSeries(items, window, 6)
  expect(series.values).toEqual([100, 100, 100, 100, 100, 100])
  expect(series.times[1]).toEqual(new Date(window.start.getTime() + 10 * 60_000))
  expect(toUsageSeries(items, window, 60).values).toHaveLength(60)
})

test('byte axes tick on round binary amounts up to the peak', () => {
  const GiB = 1024 ** 3
  const TiB = 1024 * GiB
  expect(byteAxis(762 * GiB)).toEqual({
    max: 800 * GiB,
    ticks: [0, 200, 400, 600, 800].map((n) => n * GiB),
  })
  expect(byteAxis(2.69 * TiB)).toEqual({ max: 3 * TiB, ticks: [0, 1, 2, 3].map((n) => n * TiB) })
  expect(byteAxis(40 * GiB).ticks).toEqual([0, 10, 20, 30, 40].map((n) => n * GiB))
  expect(byteAxis(0)).toEqual({ max: GiB, ticks: [0, GiB] })
})

test('a byte axis for any amount the API may report keeps at most five steps', () => {
  // an exabyte-sized figure (seen from the contract's generated answers) once asked for a
  // billion ticks
  for (const peak of [1e18, 9.3e21, Number.MAX_SAFE_INTEGER, 1e300]) {
    const { max, ticks } = byteAxis(peak)
    expect(max).toBeGreaterThanOrEqual(peak)
    expect(ticks.length).toBeLessThanOrEqual(6)
  }
})

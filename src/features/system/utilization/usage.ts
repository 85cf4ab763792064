import type { Measurement, SystemMetricName } from '~/api/generated/types'
import { parseTimeRange, timeWindow, type TimeRange, type TimeWindow } from '~/util/timeRange'

// Usage over time: the ranges offered, the window each asks for, and the API's measurements as
// chart points. Pure.

export type UsageRange = '24h' | '7d' | '30d'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const USAGE_RANGES: readonly TimeRange<UsageRange>[] = [
  { value: '24h', label: 'Last 24 hours', durationMs: DAY },
  { value: '7d', label: 'Last 7 days', durationMs: 7 * DAY },
  { value: '30d', label: 'Last 30 days', durationMs: 30 * DAY },
]

export const DEFAULT_USAGE_RANGE: UsageRange = '7d'

export const parseUsageRange = (value: string | null): UsageRange =>
  parseTimeRange(USAGE_RANGES, value, DEFAULT_USAGE_RANGE)

/**
 * Enough for 30 days of the 10-minute samples the fleet's provisioning collections keep (4,320)
 * in one page; the API's pages go far higher.
 */
export const USAGE_LIMIT = 5000

export type UsageWindow = TimeWindow

export const usageWindow = (range: UsageRange, now: Date) => timeWindow(USAGE_RANGES, range, now)

export type UsageChartSpec = {
  metric: SystemMetricName
  title: string
  /** which of the totals' counts the reference line is */
  resource: 'cpus' | 'memory' | 'storage'
}

export const USAGE_CHARTS: readonly UsageChartSpec[] = [
  { metric: 'cpus_provisioned', title: 'CPUs provisioned', resource: 'cpus' },
  { metric: 'ram_provisioned', title: 'Memory provisioned', resource: 'memory' },
  { metric: 'virtual_disk_space_provisioned', title: 'Storage provisioned', resource: 'storage' },
]

export type UsagePoints = { times: Date[]; values: (number | null)[] }

/** Measurements in time order; a point that is not a number is a gap. */
export function toUsagePoints(items: readonly Measurement[]): UsagePoints {
  const sorted = [...items].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return {
    times: sorted.map((m) => m.timestamp),
    values: sorted.map((m) => (typeof m.datum.datum === 'number' ? m.datum.datum : null)),
  }
}

const DAY_TICK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const HOUR_TICK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read the same everywhere.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

/**
 * Where a chart's x-axis ticks go: over a day, the axis picks (times of day); over days, local
 * midnights, at most about eight of them, so each tick is a date and no two read the same.
 */
export function usageTicks({ start, end }: UsageWindow): Date[] | undefined {
  const span = end.getTime() - start.getTime()
  if (span <= 2 * DAY) return undefined
  const step = Math.max(1, Math.ceil(span / DAY / 8))
  const first = new Date(start)
  first.setHours(24, 0, 0, 0)
  const ticks: Date[] = []
  for (let t = first; t < end; t = new Date(t.getFullYear(), t.getMonth(), t.getDate() + step)) {
    ticks.push(t)
  }
  return ticks
}

/** A tick's label: the date on a multi-day axis, else the time of day. */
export const formatUsageTick = (d: Date, window: UsageWindow) =>
  plain((window.end.getTime() - window.start.getTime() > 2 * DAY ? DAY_TICK : HOUR_TICK).format(d))

import type { Measurement, SystemMetricName } from '~/api/generated/types'

// Usage over time: the ranges offered, the window each asks for, and the API's measurements as
// chart points. Pure.

export type UsageRange = '24h' | '7d' | '30d'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const USAGE_RANGES: readonly { value: UsageRange; label: string; durationMs: number }[] = [
  { value: '24h', label: 'Last 24 hours', durationMs: DAY },
  { value: '7d', label: 'Last 7 days', durationMs: 7 * DAY },
  { value: '30d', label: 'Last 30 days', durationMs: 30 * DAY },
]

export const DEFAULT_USAGE_RANGE: UsageRange = '7d'

export const parseUsageRange = (value: string | null): UsageRange =>
  USAGE_RANGES.find((r) => r.value === value)?.value ?? DEFAULT_USAGE_RANGE

/**
 * Enough for 30 days of the 10-minute samples the fleet's provisioning collections keep (4,320)
 * in one page; the API's pages go far higher.
 */
export const USAGE_LIMIT = 5000

export type UsageWindow = { start: Date; end: Date }

/** The range ending at `now`, cut to the whole minute so a window's queries share one cache key. */
export function usageWindow(range: UsageRange, now: Date): UsageWindow {
  const def = USAGE_RANGES.find((r) => r.value === range) ?? USAGE_RANGES[1]!
  const end = Math.floor(now.getTime() / 60_000) * 60_000
  return { start: new Date(end - def.durationMs), end: new Date(end) }
}

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

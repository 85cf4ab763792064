import { parseTimeRange, timeWindow, type TimeRange, type TimeWindow } from './timeRange'

// The ranges a usage-over-time chart offers (the silo's /utilization and the fleet's
// system/utilization alike), kept in `?range=`, and the window each asks for. Pure.

export type UsageRange = '24h' | '7d' | '30d'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const USAGE_RANGES: readonly TimeRange<UsageRange>[] = [
  { value: '24h', label: 'Last 24 hours', durationMs: DAY },
  { value: '7d', label: 'Last 7 days', durationMs: 7 * DAY },
  { value: '30d', label: 'Last 30 days', durationMs: 30 * DAY },
]

/** Provisioning changes in steps, days apart: a week shows a few of them. */
export const DEFAULT_USAGE_RANGE: UsageRange = '7d'

/** The range `?range=` names, or the default for anything else. */
export const parseUsageRange = (value: string | null): UsageRange =>
  parseTimeRange(USAGE_RANGES, value, DEFAULT_USAGE_RANGE)

export type UsageWindow = TimeWindow

export const usageWindow = (range: UsageRange, now: Date) => timeWindow(USAGE_RANGES, range, now)

import { parseTimeRange, timeWindow, type TimeRange, type TimeWindow } from '~/util/timeRange'

// The usage charts' time ranges (last hour, day, week, month), kept in `?range=`, and the window
// one set of charts shows. Pure.

export type UsageRange = 'hour' | 'day' | 'week' | 'month'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const USAGE_RANGES: readonly TimeRange<UsageRange>[] = [
  { value: 'hour', label: 'Last hour', durationMs: HOUR },
  { value: 'day', label: 'Last day', durationMs: DAY },
  { value: 'week', label: 'Last week', durationMs: 7 * DAY },
  { value: 'month', label: 'Last month', durationMs: 30 * DAY },
]

const DEFAULT_USAGE_RANGE: UsageRange = 'day'

/** The range `?range=` names, or the default for anything else. */
export const parseUsageRange = (value: string | null): UsageRange =>
  parseTimeRange(USAGE_RANGES, value, DEFAULT_USAGE_RANGE)

export type UsageWindow = TimeWindow

export const usageWindow = (range: UsageRange, now: Date) => timeWindow(USAGE_RANGES, range, now)

// The usage charts' time ranges (last hour, day, week, month), kept in `?range=`, and the window
// one set of charts shows. Pure.

export type UsageRange = 'hour' | 'day' | 'week' | 'month'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const USAGE_RANGES: readonly { value: UsageRange; label: string; durationMs: number }[] = [
  { value: 'hour', label: 'Last hour', durationMs: HOUR },
  { value: 'day', label: 'Last day', durationMs: DAY },
  { value: 'week', label: 'Last week', durationMs: 7 * DAY },
  { value: 'month', label: 'Last month', durationMs: 30 * DAY },
]

const DEFAULT_USAGE_RANGE: UsageRange = 'day'

/** The range `?range=` names, or the default for anything else. */
export const parseUsageRange = (value: string | null): UsageRange =>
  USAGE_RANGES.find((r) => r.value === value)?.value ?? DEFAULT_USAGE_RANGE

export type UsageWindow = { start: Date; end: Date }

/**
 * The window of `range` ending at `now`, cut to the whole minute: every chart of the page asks
 * for the same window, and asking again within the minute hits the cache.
 */
export function usageWindow(range: UsageRange, now: Date): UsageWindow {
  const def = USAGE_RANGES.find((r) => r.value === range) ?? USAGE_RANGES[1]!
  const end = Math.floor(now.getTime() / 60_000) * 60_000
  return { start: new Date(end - def.durationMs), end: new Date(end) }
}

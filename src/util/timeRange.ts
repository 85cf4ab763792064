// Time ranges a chart offers ('Last 24 hours', …), kept in the address by value, and the window one
// asks for. Each page names its own ranges; the mechanics are here. Pure.

export type TimeRange<V extends string> = { value: V; label: string; durationMs: number }

export type TimeWindow = { start: Date; end: Date }

/** The range an address names, or the fallback for anything else. */
export const parseTimeRange = <V extends string>(
  ranges: readonly TimeRange<V>[],
  value: string | null,
  fallback: V,
): V => ranges.find((r) => r.value === value)?.value ?? fallback

/**
 * The window of `range` ending at `now`, cut to the whole minute: every chart of a page asks for
 * the same window, and asking again within the minute hits the cache.
 */
export function timeWindow<V extends string>(
  ranges: readonly TimeRange<V>[],
  range: V,
  now: Date,
): TimeWindow {
  const durationMs = ranges.find((r) => r.value === range)?.durationMs ?? 0
  const end = Math.floor(now.getTime() / 60_000) * 60_000
  return { start: new Date(end - durationMs), end: new Date(end) }
}

// ---- custom ranges ---------------------------------------------------------------------------

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const CUSTOM_RANGE_MESSAGES = {
  startRequired: 'Start is required',
  endRequired: 'End is required',
  notADate: 'Must be a date and time',
  endAfterStart: 'End must be after start',
  endInFuture: 'End must not be in the future',
  startTooEarly: (days: number) => `Start must be within the last ${days} days`,
} as const

export type CustomRangeErrors = { start?: string; end?: string }

/**
 * What is wrong with a custom window, field by field: both ends given, end after start, end not
 * in the future (the minute under way counts as now) and start within the `retentionDays` the
 * measurements are kept. An invalid Date is one the user's text did not make.
 */
export function customRangeErrors(
  start: Date | undefined,
  end: Date | undefined,
  now: Date,
  retentionDays: number,
): CustomRangeErrors {
  const errors: CustomRangeErrors = {}
  const valid = (d: Date | undefined) => d !== undefined && !Number.isNaN(d.getTime())
  if (!start) errors.start = CUSTOM_RANGE_MESSAGES.startRequired
  else if (!valid(start)) errors.start = CUSTOM_RANGE_MESSAGES.notADate
  else if (start.getTime() < now.getTime() - retentionDays * DAY_MS)
    errors.start = CUSTOM_RANGE_MESSAGES.startTooEarly(retentionDays)
  if (!end) errors.end = CUSTOM_RANGE_MESSAGES.endRequired
  else if (!valid(end)) errors.end = CUSTOM_RANGE_MESSAGES.notADate
  else if (end.getTime() > Math.ceil(now.getTime() / MINUTE_MS) * MINUTE_MS)
    errors.end = CUSTOM_RANGE_MESSAGES.endInFuture
  else if (valid(start) && start && end.getTime() <= start.getTime())
    errors.end = CUSTOM_RANGE_MESSAGES.endAfterStart
  return errors
}

/** A datetime-local input's value ('2025-03-14T10:42') for a Date, in the browser's zone. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local input's value as a Date (local time); undefined when empty. */
export const fromLocalInput = (value: string): Date | undefined =>
  value.trim() ? new Date(value) : undefined

/** A window kept in the address (`?start=…&end=…`, ISO), or undefined unless both parse. */
export function parseWindowParams(
  start: string | null,
  end: string | null,
): TimeWindow | undefined {
  if (!start || !end) return undefined
  const s = new Date(start)
  const e = new Date(end)
  return Number.isNaN(s.getTime()) || Number.isNaN(e.getTime()) ? undefined : { start: s, end: e }
}

/** Auto-refresh intervals a chart offers, kept in `?refresh=`; off is no parameter. */
export const REFRESH_INTERVALS = [
  { value: '10s', label: '10 s', ms: 10_000 },
  { value: '1m', label: '1 min', ms: 60_000 },
  { value: '5m', label: '5 min', ms: 300_000 },
] as const

export type RefreshInterval = (typeof REFRESH_INTERVALS)[number]['value']

export const parseRefresh = (value: string | null): RefreshInterval | undefined =>
  REFRESH_INTERVALS.find((r) => r.value === value)?.value

export const refreshMs = (value: RefreshInterval | undefined): number | undefined =>
  REFRESH_INTERVALS.find((r) => r.value === value)?.ms

// Time ranges a chart offers ('Last day', …), kept in the address by value, and the window one
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

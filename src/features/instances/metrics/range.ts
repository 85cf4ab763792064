// Time ranges of the metrics tab and the OxQL text asked for them. Pure, so the query text is
// tested without a browser.
import { buildOxql } from '~/util/oxql'
import { timeWindow, type TimeRange, type TimeWindow } from '~/util/timeRange'

export type MetricsRange = '1h' | '24h' | '1w'

type RangeDef = TimeRange<MetricsRange> & {
  /**
   * Width of one plotted point. Chosen so every range draws 60–90 points: enough to see a
   * shape, few enough to stay far below the server's cap on points per query.
   */
  alignMs: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const RANGES: readonly RangeDef[] = [
  { value: '1h', label: 'Last hour', durationMs: HOUR, alignMs: MINUTE },
  { value: '24h', label: 'Last 24 hours', durationMs: 24 * HOUR, alignMs: 20 * MINUTE },
  { value: '1w', label: 'Last week', durationMs: 7 * 24 * HOUR, alignMs: 2 * HOUR },
]

export const DEFAULT_RANGE: MetricsRange = '1h'

/** The range named by `?range=`, or undefined when it names none we offer. */
export function parseRange(value: string | null | undefined): MetricsRange | undefined {
  return RANGES.find((r) => r.value === value)?.value
}

const rangeDef = (range: MetricsRange): RangeDef =>
  RANGES.find((r) => r.value === range) ?? (RANGES[0] as RangeDef)

/** The time window one set of charts shows: [start, end), drawn in steps of alignMs. */
export type MetricsWindow = TimeWindow & { alignMs: number }

/**
 * The window of `range` ending at `now`, cut to the whole minute (util/timeRange), or to
 * `stepMs` when the charts refresh more often than that. Every query of a tab uses the same
 * window, so their points share timestamps and lines of one chart line up (`@now()` would be read
 * by the server at a slightly different instant for each query).
 */
export function metricsWindow(range: MetricsRange, now: Date, stepMs = MINUTE): MetricsWindow {
  const { start, end } = timeWindow(RANGES, range, now)
  const cut = stepMs < MINUTE ? Math.floor(now.getTime() / stepMs) * stepMs : end.getTime()
  return {
    start: new Date(start.getTime() + (cut - end.getTime())),
    end: new Date(cut),
    alignMs: rangeDef(range).alignMs,
  }
}

/** Point widths a custom window may be drawn in: whole minutes and hours that read well. */
const ALIGNMENTS = [1, 2, 5, 10, 20, 30, 60, 120, 180, 360, 720, 1440].map((m) => m * MINUTE)

/** A chosen window (a custom range), drawn in at most 90 points like the presets. */
export function customWindow(window: TimeWindow): MetricsWindow {
  const span = window.end.getTime() - window.start.getTime()
  const alignMs = ALIGNMENTS.find((a) => span / a <= 90) ?? (ALIGNMENTS.at(-1) as number)
  return { ...window, alignMs }
}

export type OxqlSpec = {
  /** e.g. virtual_disk:bytes_read */
  timeseries: string
  /** field == value conditions, all of which must hold */
  where: Record<string, string>
  window: MetricsWindow
  /** combine the matching series into one per distinct value of these fields, summing */
  groupBy: string[]
}

/**
 * get virtual_disk:bytes_read
 *   | filter timestamp >= @… && timestamp < @… && attached_instance_id == "…"
 *   | align mean_within(1m)
 *   | group_by [attached_instance_id], sum
 */
export function oxqlQuery({ timeseries, where, window, groupBy }: OxqlSpec): string {
  return buildOxql({
    timeseries,
    range: { kind: 'between', start: window.start, end: window.end },
    filters: Object.entries(where).map(([field, value]) => ({
      field,
      op: '==',
      value,
      kind: 'string',
    })),
    alignMs: window.alignMs,
    groupBy: { fields: groupBy, reducer: 'sum' },
  })
}

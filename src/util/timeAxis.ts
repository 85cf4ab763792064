import type { TimeWindow } from './timeRange'

// A time axis's words: tick labels, where multi-day ticks go, and a point's time in a tooltip,
// for every chart (instance metrics, usage over time, the metrics explorer). Pure.

const LOCALE = 'en-US'
const DAY = 86_400_000

const timeOfDay = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' })
const dayAndTime = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const dayOnly = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' })
// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read the same everywhere.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

/**
 * x-axis ticks the chart places: times of day within a day or two; over longer spans the date at
 * midnight and the time of day in between, so two ticks on one day don't both read 'Nov 16'.
 */
export function formatTick(d: Date, spanMs: number): string {
  const midnight = d.getHours() === 0 && d.getMinutes() === 0
  return plain((spanMs > 2 * DAY && midnight ? dayOnly : timeOfDay).format(d))
}

/** A point's time in a tooltip: always with the date. */
export const formatPointTime = (d: Date) => plain(dayAndTime.format(d))

/**
 * Where a chart's x-axis ticks go: over a day, the axis picks (times of day); over days, local
 * midnights, at most about eight of them, so each tick is a date and no two read the same.
 */
export function dayTicks({ start, end }: TimeWindow): Date[] | undefined {
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

/** A `dayTicks` tick's label: the date on a multi-day axis, else the time of day. */
export const formatDayTick = (d: Date, window: TimeWindow) =>
  plain((window.end.getTime() - window.start.getTime() > 2 * DAY ? dayOnly : timeOfDay).format(d))

import type { FieldValue, OxqlQueryResult, ValueArray } from '~/api/generated/types'
import { formatBytes } from '~/util/format'

// Timeseries query results (spec §3: tables → timeseries → fields and points) turned into what
// a line chart draws: one shared time axis and one array of values per line. Pure.

type ChartSeries = { key: string; label: string; values: (number | null)[] }
export type ChartData = { times: Date[]; series: ChartSeries[] }

/** One query's contribution to a chart: its lines, keyed by `key` (a constant or a field). */
export type ChartPart = {
  result: OxqlQueryResult
  /** the line's key: a fixed one for the whole result, or read from each timeseries' fields */
  key: string | { field: string }
  /** display label of a key (defaults to the key) */
  label?: (key: string) => string
}

const fieldText = (value: FieldValue | undefined) =>
  value === undefined || value === null ? '' : String(value.value)

/** The numbers of a value array; anything that isn't a number (or missing) is a gap. */
function numbers(array: ValueArray | undefined, length: number): (number | null)[] {
  const out: (number | null)[] = []
  for (let i = 0; i < length; i++) {
    const v =
      array && (array.type === 'integer' || array.type === 'double') ? array.values[i] : null
    out.push(typeof v === 'number' && Number.isFinite(v) ? v : null)
  }
  return out
}

/**
 * Lines on one time axis. Timeseries that share a key are summed point by point (e.g. two disks
 * of one instance when the query did not group them); a time at which a line has no point is a
 * gap (null) in that line. Times are sorted; lines keep the order they first appear in.
 */
export function toChartData(parts: ChartPart[]): ChartData {
  const lines = new Map<string, { label: string; at: Map<number, number | null> }>()
  for (const part of parts) {
    // an answer outside the contract (no `fields`, no points) draws what it has
    for (const table of part.result.tables ?? []) {
      for (const ts of Object.values(table.timeseries ?? {})) {
        const key = typeof part.key === 'string' ? part.key : fieldText(ts.fields?.[part.key.field])
        const line = lines.get(key) ?? { label: part.label?.(key) ?? key, at: new Map() }
        lines.set(key, line)
        const stamps = ts.points?.timestamps ?? []
        const values = numbers(ts.points?.values?.[0]?.values, stamps.length)
        stamps.forEach((stamp, i) => {
          const t = Date.parse(stamp)
          if (Number.isNaN(t)) return
          const v = values[i] ?? null
          const before = line.at.get(t)
          line.at.set(t, v === null ? (before ?? null) : (before ?? 0) + v)
        })
      }
    }
  }
  const times = [...new Set([...lines.values()].flatMap((l) => [...l.at.keys()]))].sort(
    (a, b) => a - b,
  )
  return {
    times: times.map((t) => new Date(t)),
    series: [...lines].map(([key, l]) => ({
      key,
      label: l.label,
      values: times.map((t) => l.at.get(t) ?? null),
    })),
  }
}

/** True when there is nothing to draw: no lines, or no line with a single value. */
export const isEmptyChart = (data: ChartData) =>
  !data.series.some((s) => s.values.some((v) => v !== null))

/** Each value divided by `seconds`: a mean per sample of that length becomes a rate per second. */
export const perSecond = (data: ChartData, seconds: number): ChartData => ({
  ...data,
  series: data.series.map((s) => ({
    ...s,
    values: s.values.map((v) => (v === null ? null : v / seconds)),
  })),
})

// ---- CPU -------------------------------------------------------------------------------------

/** vCPU states as virtual_machine:vcpu_usage names them, in the order the chart lists them. */
const VCPU_STATES = ['run', 'waiting', 'emulation', 'idle'] as const
const STATE_LABELS: Record<string, string> = {
  run: 'Running',
  waiting: 'Waiting',
  emulation: 'Emulation',
  idle: 'Idle',
}
export const vcpuStateLabel = (state: string) => STATE_LABELS[state] ?? state

/** Sum of every line at each time, or null where no line has a value. */
function totals(data: ChartData): (number | null)[] {
  return data.times.map((_, i) => {
    const at = data.series.map((s) => s.values[i]).filter((v): v is number => v != null)
    return at.length ? at.reduce((a, b) => a + b, 0) : null
  })
}

const share = (v: number | null | undefined, total: number | null | undefined) =>
  v == null || !total ? null : (v / total) * 100

/**
 * vCPU time by state (lines keyed by state) as the percentage of all vCPU time in each state:
 * the states of every vCPU add up to its whole time, so the shares add up to 100 whatever the
 * number of vCPUs or the length of a sample.
 */
export function vcpuStateShares(byState: ChartData): ChartData {
  const total = totals(byState)
  const order = (key: string) => {
    const i = (VCPU_STATES as readonly string[]).indexOf(key)
    return i < 0 ? VCPU_STATES.length : i
  }
  return {
    times: byState.times,
    series: [...byState.series]
      .sort((a, b) => order(a.key) - order(b.key))
      .map((s) => ({ ...s, values: s.values.map((v, i) => share(v, total[i])) })),
  }
}

/** Utilization: the share of vCPU time spent in any state but idle, as one line. */
export function vcpuUtilization(byState: ChartData): ChartData {
  const total = totals(byState)
  const idle = byState.series.find((s) => s.key === 'idle')
  return {
    times: byState.times,
    series: [
      {
        key: 'utilization',
        label: 'Utilization',
        values: total.map((t, i) =>
          t === null || !t ? null : 100 - (share(idle?.values[i] ?? 0, t) ?? 0),
        ),
      },
    ],
  }
}

// ---- axis labels -----------------------------------------------------------------------------

const LOCALE = 'en-US'
// small rates (dropped packets) keep a digit that tells neighbouring ticks apart
const decimals = (v: number) => {
  const a = Math.abs(v)
  return a >= 10 || v === 0 ? 0 : a >= 1 ? 1 : a >= 0.1 ? 2 : 3
}

export const formatPercent = (v: number) =>
  `${v.toLocaleString(LOCALE, { maximumFractionDigits: decimals(v) })}%`

export const formatBytesRate = (v: number) => `${formatBytes(v, { decimals: 1 })}/s`

export const formatCountRate = (v: number) =>
  `${v.toLocaleString(LOCALE, { maximumFractionDigits: decimals(v), notation: v >= 10_000 ? 'compact' : 'standard' })}/s`

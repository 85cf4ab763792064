import type { FieldValue, OxqlQueryResult, Units, ValueArray } from '~/api/generated/types'
import { formatBytes } from '~/util/format'

// A query's answer (spec §3: tables → timeseries → fields and points) as the explorer shows it:
// one entry per timeseries with its fields, numbers and a short label; a summary row each for
// the table; lines on one time axis for the chart. Pure; anything that is not a number (a
// distribution, a string) is counted, not drawn.

export type ResultSeries = {
  /** stable key: the table's name and the timeseries' key in it */
  id: string
  fields: Record<string, string>
  times: number[]
  /** the first value array as numbers; null where there is none or it is not a number */
  values: (number | null)[]
  /** false when the values are distributions, strings or booleans */
  numeric: boolean
}

const fieldText = (v: FieldValue | undefined): string => {
  if (!v || typeof v !== 'object') return ''
  const value = (v as { value?: unknown }).value
  return value === undefined || value === null ? '' : String(value)
}

function numbers(array: ValueArray | undefined, length: number): (number | null)[] {
  const numeric = array?.type === 'integer' || array?.type === 'double'
  return Array.from({ length }, (_, i) => {
    const v: unknown = numeric ? array.values[i] : null
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  })
}

/** Every timeseries of every table of the answer, in the answer's order. */
export function seriesOf(result: OxqlQueryResult | undefined): ResultSeries[] {
  return (result?.tables ?? []).flatMap((table) =>
    (table.timeseries ?? []).map((ts, key) => {
      const stamps = ts.points?.timestamps ?? []
      const array = ts.points?.values?.[0]?.values
      return {
        id: `${table.name}/${key}`,
        fields: Object.fromEntries(
          Object.entries(ts.fields ?? {}).map(([name, value]) => [name, fieldText(value)]),
        ),
        times: stamps.map((s) => Date.parse(s)),
        values: numbers(array, stamps.length),
        numeric: array?.type === 'integer' || array?.type === 'double',
      }
    }),
  )
}

/** The fields whose values tell the timeseries apart (all of them when there is only one). */
export function distinguishingFields(series: readonly ResultSeries[]): string[] {
  const names = [...new Set(series.flatMap((s) => Object.keys(s.fields)))].sort()
  if (series.length < 2) return names
  return names.filter((n) => new Set(series.map((s) => s.fields[n] ?? '')).size > 1)
}

/** 'state=run, vcpu_id=0': what sets a timeseries apart from the others. */
function seriesLabel(s: ResultSeries, fields: readonly string[]): string {
  const parts = fields.map((f) => `${f}=${s.fields[f] ?? ''}`)
  return parts.length ? parts.join(', ') : 'All'
}

export type SummaryRow = {
  id: string
  label: string
  fields: Record<string, string>
  points: number
  latest: number | null
  min: number | null
  max: number | null
  mean: number | null
}

/** One table row per timeseries: how many points, and its latest, least, greatest and mean. */
export function summaryRows(series: readonly ResultSeries[]): SummaryRow[] {
  const fields = distinguishingFields(series)
  return series.map((s) => {
    const present = s.values.filter((v): v is number => v !== null)
    const latest = [...s.values].reverse().find((v) => v !== null) ?? null
    return {
      id: s.id,
      label: seriesLabel(s, fields),
      fields: s.fields,
      points: s.times.length,
      latest,
      min: present.length ? Math.min(...present) : null,
      max: present.length ? Math.max(...present) : null,
      mean: present.length ? present.reduce((a, b) => a + b, 0) / present.length : null,
    }
  })
}

export type ChartLines = {
  times: Date[]
  lines: { id: string; label: string; values: (number | null)[] }[]
  /** numeric timeseries left out of the chart to keep it readable */
  hidden: number
}

/** At most `max` numeric timeseries as lines on one shared, sorted time axis. */
export function chartLines(series: readonly ResultSeries[], max = 12): ChartLines {
  const numeric = series.filter((s) => s.numeric && s.times.length > 0)
  const shown = numeric.slice(0, max)
  const fields = distinguishingFields(series)
  const times = [...new Set(shown.flatMap((s) => s.times))]
    .filter((t) => !Number.isNaN(t))
    .sort((a, b) => a - b)
  return {
    times: times.map((t) => new Date(t)),
    lines: shown.map((s) => {
      const at = new Map(s.times.map((t, i) => [t, s.values[i] ?? null]))
      return {
        id: s.id,
        label: seriesLabel(s, fields),
        values: times.map((t) => at.get(t) ?? null),
      }
    }),
    hidden: numeric.length - shown.length,
  }
}

const LOCALE = 'en-US'
const num = (v: number, digits = 2) =>
  v.toLocaleString(LOCALE, {
    maximumFractionDigits: Math.abs(v) >= 100 ? 0 : digits,
    notation: Math.abs(v) >= 1e6 ? 'compact' : 'standard',
  })

/** A value in its unit, as the schema names it. */
export function formatInUnit(v: number, units: Units | undefined): string {
  switch (units) {
    case 'bytes':
      return formatBytes(v, { decimals: 1 })
    case 'nanoseconds': {
      const a = Math.abs(v)
      if (a >= 1e9) return `${num(v / 1e9)} s`
      if (a >= 1e6) return `${num(v / 1e6)} ms`
      if (a >= 1e3) return `${num(v / 1e3)} µs`
      return `${num(v)} ns`
    }
    case 'seconds':
      return `${num(v)} s`
    case 'volts':
      return `${num(v)} V`
    case 'amps':
      return `${num(v)} A`
    case 'watts':
      return `${num(v)} W`
    case 'degrees_celsius':
      return `${num(v)} °C`
    case 'rpm':
      return `${num(v)} RPM`
    case 'joules':
      return `${num(v)} J`
    default:
      return num(v)
  }
}

/** What each unit is called in the schema details. */
export const UNIT_LABELS: Record<Units, string> = {
  count: 'Count',
  bytes: 'Bytes',
  seconds: 'Seconds',
  nanoseconds: 'Nanoseconds',
  volts: 'Volts',
  amps: 'Amperes',
  watts: 'Watts',
  degrees_celsius: 'Degrees Celsius',
  joules: 'Joules',
  none: 'None',
  rpm: 'Revolutions per minute',
}

import type { FieldSchema, TimeseriesSchema } from '~/api/generated/types'
import type { OxqlLiteralKind, OxqlParts, OxqlRange } from '~/util/oxql'
import type { TimeRange } from '~/util/timeRange'

// The explorer's builder over OxQL's parts (util/oxql): which time ranges it offers, how wide a
// point is for a range, how a picked timeseries starts a query and how a field's values are
// written. Pure.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type ExplorerRange = '1h' | '24h' | '1w'

export const EXPLORER_RANGES: readonly TimeRange<ExplorerRange>[] = [
  { value: '1h', label: 'Last hour', durationMs: HOUR },
  { value: '24h', label: 'Last 24 hours', durationMs: DAY },
  { value: '1w', label: 'Last week', durationMs: 7 * DAY },
]

const DEFAULT_RANGE_MS = HOUR

/** The preset a range is, 'custom' for a fixed window or another length, 'none' for no range. */
export function rangeChoice(range: OxqlRange | null): ExplorerRange | 'custom' | 'none' {
  if (!range) return 'none'
  if (range.kind === 'between') return 'custom'
  return EXPLORER_RANGES.find((r) => r.durationMs === range.durationMs)?.value ?? 'custom'
}

export const rangeSpanMs = (range: OxqlRange | null): number =>
  !range
    ? DEFAULT_RANGE_MS
    : range.kind === 'last'
      ? range.durationMs
      : range.end.getTime() - range.start.getTime()

/** Point widths the builder offers, short to long. */
export const ALIGNMENTS = [10, 60, 300, 600, 1200, 1800, 3600, 7200, 21_600, 43_200, 86_400].map(
  (s) => s * 1000,
)

/** A width giving at most 90 points over the span: enough for a shape, far from result caps. */
export function alignFor(spanMs: number): number {
  return ALIGNMENTS.find((a) => spanMs / a <= 90) ?? (ALIGNMENTS.at(-1) as number)
}

/** How a field's values are written in a filter. */
export function literalKind(field: Pick<FieldSchema, 'fieldType'> | undefined): OxqlLiteralKind {
  const type = field?.fieldType
  if (!type) return 'string'
  if (type === 'bool') return 'bool'
  return /^[iu]\d+$/.test(type) ? 'number' : 'string'
}

/** A first query for a timeseries just picked: the last hour, aligned, nothing filtered. */
export function startQuery(timeseries: string): OxqlParts {
  return {
    timeseries,
    range: { kind: 'last', durationMs: DEFAULT_RANGE_MS },
    filters: [],
    alignMs: alignFor(DEFAULT_RANGE_MS),
    groupBy: null,
  }
}

/**
 * The query moved to another timeseries: its range and alignment kept, its filters and grouping
 * kept as far as the new timeseries has those fields.
 */
export function switchTimeseries(parts: OxqlParts, schema: TimeseriesSchema): OxqlParts {
  const has = new Set([...schema.fieldSchema.map((f) => f.name), 'datum'])
  const groupFields = parts.groupBy?.fields.filter((f) => has.has(f)) ?? []
  return {
    ...parts,
    timeseries: schema.timeseriesName,
    filters: parts.filters.filter((f) => has.has(f.field)),
    groupBy: parts.groupBy && groupFields.length ? { ...parts.groupBy, fields: groupFields } : null,
  }
}

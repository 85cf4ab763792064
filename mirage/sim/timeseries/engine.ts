import type { OxqlQueryResult } from '~/api/generated/types'
import type { MockContext } from '../../context'
import type { Wire } from '../../orm/models/attrs'
import { invalidRequest } from '../../util/errors'
import { hash32 } from '../../util/hash'
import { bounds, checkFields, evaluate, noField } from './filter'
import { parseQuery, queryError, type Op } from './oxql'
import { collectionValue } from './provisioned'
import { fieldsOf, isProjectScoped, schemaByName, type SchemaDef } from './schemas'
import { signalAt } from './signal'
import { subjects, type FieldValues } from './subjects'

// Runs a parsed OxQL query over the mock's sources. Counters come out as deltas, as OxQL returns
// cumulative data; `align mean_within(p)` turns them into per-window means ending at the query's
// end; `group_by` combines aligned series; filters on `timestamp` also bound the time range
// (one hour up to now when the query gives none).

type Table = Wire<OxqlQueryResult>['tables'][number]
type Series = {
  fields: FieldValues
  startTimes: number[] | null
  times: number[]
  values: (number | null)[]
}

/** Beyond this a browser tab would struggle; a real rack caps result sizes too. */
const MAX_POINTS = 250_000

/** The series with only the points `pick` keeps of each of its lists. */
const pickPoints = (s: Series, pick: <T>(list: T[]) => T[]): Series => ({
  ...s,
  times: pick(s.times),
  values: pick(s.values),
  startTimes: s.startTimes && pick(s.startTimes),
})

function seriesKey(fields: FieldValues): string {
  const text = JSON.stringify(Object.entries(fields).sort())
  return (BigInt(hash32(text)) * 4294967296n + BigInt(hash32(`${text}~`))).toString()
}

/** The level of a gauge, or the per-second rate of a counter, of one source at a time. */
type ValueAt = (fields: FieldValues, t: number) => number

function generate(
  schema: SchemaDef,
  fields: FieldValues,
  range: { start: number; end: number },
  periodMs: number | null,
  valueAt: ValueAt,
) {
  const counter = schema.datumType === 'cumulative_u64'
  const native = schema.interval * 1000
  const times: number[] = []
  if (periodMs === null) {
    for (let t = Math.floor(range.start / native) * native + native; t <= range.end; t += native)
      times.push(t)
  } else {
    for (let t = range.end; t > range.start; t -= periodMs) times.unshift(t)
  }
  const step = periodMs ?? native
  const values = times.map((t) => {
    const v = valueAt(fields, t - step / 2)
    if (!counter) return v
    // A counter's delta per native sample; aligned windows report the mean of those deltas.
    return periodMs === null ? Math.round(v * schema.interval) : v * schema.interval
  })
  return { times, values, startTimes: counter ? times.map((t) => t - step) : null }
}

export function runQuery(
  ctx: MockContext,
  text: string,
  projectId: string | null,
  now: number,
): Wire<OxqlQueryResult> {
  const query = parseQuery(text, now)
  const schema = schemaByName(query.timeseries)
  if (!schema) throw invalidRequest(`Timeseries not found for: ${query.timeseries}`)
  if (projectId !== null && !isProjectScoped(schema)) throw noField(schema.name, 'project_id')
  const defs = fieldsOf(schema)
  const known = new Set([...defs.map((f) => f.name), 'timestamp', 'datum'])
  const filters = query.ops.flatMap((op) => (op.kind === 'filter' ? [op.expr] : []))
  filters.forEach((f) => checkFields(f, known, schema.name))
  const alignAt = query.ops.findIndex((op) => op.kind === 'align')
  if (query.ops.filter((op) => op.kind === 'align').length > 1)
    throw queryError('a query may align only once')
  const align = query.ops[alignAt]
  const periodMs = align?.kind === 'align' ? align.periodMs : null
  query.ops.forEach((op, i) => {
    if (op.kind !== 'group_by') return
    if (alignAt < 0 || i < alignAt) throw queryError('input tables to a group_by must be aligned')
    const unknown = op.fields.find((f) => !known.has(f) || f === 'timestamp' || f === 'datum')
    if (unknown !== undefined) throw noField(schema.name, unknown)
  })

  const range = bounds(filters, now)
  // provisioned capacity follows what the fleet holds, as /v1/system/metrics tells it
  const valueAt: ValueAt =
    schema.target === 'collection_target'
      ? collectionValue(ctx, schema.name, now)
      : (fields, t) => signalAt(schema, fields, t)
  const matches = (fields: FieldValues, point?: { t: number; datum: number | null }) =>
    filters.every((f) => evaluate(f, fields, point) !== false)
  const sources = subjects(ctx, schema).filter(
    (fields) => (projectId === null || fields.project_id === projectId) && matches(fields),
  )
  const perSeries = (range.end - range.start) / (periodMs ?? schema.interval * 1000)
  if (sources.length * perSeries > MAX_POINTS) {
    throw invalidRequest(
      `Query would return more than ${MAX_POINTS} points; narrow the time range, align to a longer period or filter the timeseries`,
    )
  }

  let series: Series[] = sources.flatMap((fields) => {
    const g = generate(schema, fields, range, periodMs, valueAt)
    // A window is kept when its middle passes the filter: it holds samples from within bounds.
    const shift = periodMs === null ? 0 : periodMs / 2
    const keep = g.times.map((t, i) =>
      matches(fields, { t: t - shift, datum: g.values[i] ?? null }),
    )
    const kept = pickPoints({ fields, ...g }, (list) => list.filter((_, i) => keep[i]))
    return kept.times.length ? [kept] : []
  })
  for (const op of query.ops) series = applyOp(series, op)

  const fieldType = new Map(defs.map((f) => [f.name, f.type]))
  const counter = schema.datumType === 'cumulative_u64'
  // unaligned counts stay whole numbers; means of a window need not be
  const integers = (counter || schema.datumType === 'i64') && periodMs === null
  const table: Table = {
    name: schema.name,
    // an array ordered by each timeseries' key (the API's own order, not the query's)
    timeseries: series
      .map((s) => ({ s, key: BigInt(seriesKey(s.fields)) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ s }) => ({
        fields: Object.fromEntries(
          Object.entries(s.fields).map(([k, v]) => {
            const type = fieldType.get(k) ?? 'string'
            return [k, type === 'u32' ? { type, value: Number(v) } : { type, value: String(v) }]
          }),
        ),
        points: {
          start_times: s.startTimes ? s.startTimes.map((t) => new Date(t).toISOString()) : null,
          timestamps: s.times.map((t) => new Date(t).toISOString()),
          values: [
            {
              metric_type: counter ? 'delta' : 'gauge',
              values: { type: integers ? 'integer' : 'double', values: s.values },
            },
          ],
        },
      })),
  }
  return { tables: [table] }
}

function applyOp(series: Series[], op: Op): Series[] {
  switch (op.kind) {
    case 'first':
    case 'last': {
      const pick = <T>(list: T[]) =>
        op.kind === 'first'
          ? list.slice(0, op.count)
          : list.slice(Math.max(0, list.length - op.count))
      return series.map((s) => pickPoints(s, pick))
    }
    case 'group_by': {
      const groups = new Map<string, Series[]>()
      for (const s of series) {
        const fields = Object.fromEntries(op.fields.map((f) => [f, s.fields[f] ?? '']))
        const key = JSON.stringify(fields)
        groups.set(key, [...(groups.get(key) ?? []), { ...s, fields }])
      }
      return [...groups.values()].map((members) => {
        const first = members[0] as Series
        // Aligned series share their window ends, so points line up by timestamp.
        const times = [...new Set(members.flatMap((m) => m.times))].sort((a, b) => a - b)
        const values = times.map((t) => {
          const at = members
            .map((m) => m.values[m.times.indexOf(t)])
            .filter((v): v is number => typeof v === 'number')
          if (!at.length) return null
          const sum = at.reduce((a, b) => a + b, 0)
          return op.reducer === 'sum' ? sum : sum / at.length
        })
        const period = first.startTimes ? (first.times[0] ?? 0) - (first.startTimes[0] ?? 0) : 0
        const startTimes = first.startTimes ? times.map((t) => t - period) : null
        return { fields: first.fields, times, startTimes, values }
      })
    }
    default:
      return series
  }
}

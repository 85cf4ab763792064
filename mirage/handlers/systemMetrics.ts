import type { TimeseriesQuery } from '~/api/generated/types'
import { requiredQuery, type Call, type MockApi } from '../api/define'
import { gridPage, limitOf, tokenOf, BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { byNameOrId } from '../orm/lookups'
import { runQuery } from '../sim/timeseries/engine'
import {
  current,
  keyOf,
  METRICS,
  STEP_MS,
  valueAt,
  type MetricName,
  type Scope,
} from '../sim/timeseries/provisioned'
import { SCHEMAS, toSchema } from '../sim/timeseries/schemas'
import { badPathParam, invalidRequest } from '../util/errors'

// Provisioned capacity over time (cpus, RAM, disk space) for the fleet, a silo or a project.
// Each point is a gauge (`i64`), as the API's virtual-provisioning collections report it; the
// level ends at what the scope holds now (the utilization figures agree) and wanders below it in
// the past, deterministically.

/** A time of the query (a date-time, by the contract), which the first page must give. */
const time = (c: Call, key: string) => Date.parse(requiredQuery(c, key))

type Token = { after: number; start: number; end: number; order: 'ascending' | 'descending' }

export function measurements(ctx: MockContext, c: Call, scope: Scope) {
  const metric = (c.params.metric_name ?? '') as MetricName
  if (!METRICS.includes(metric)) throw badPathParam('metric_name', `unknown variant \`${metric}\``)
  const limit = limitOf(c.request)
  let token = tokenOf<Token>(c.request, (t) => typeof t.after === 'number')
  if (!token) {
    // the first page of a scan must say which part of time it covers
    const [start, end] = [time(c, 'start_time'), time(c, 'end_time')]
    if (start > end) throw invalidRequest('start time must be before end time')
    const order = (c.query('order') ?? 'ascending') as Token['order']
    token = { start, end, order, after: order === 'ascending' ? start - 1 : end + 1 }
  }
  const now = Date.now()
  const [base, key] = [current(ctx, metric, scope), keyOf(metric, scope)]
  // grid points in [start, end], none in the future; `after` is the last one served
  const grid: [number, number, number] =
    token.order === 'ascending'
      ? [Math.ceil((token.after + 1) / STEP_MS) * STEP_MS, Math.min(token.end, now), STEP_MS]
      : [Math.floor(Math.min(token.after - 1, now) / STEP_MS) * STEP_MS, token.start, -STEP_MS]
  return gridPage(
    grid,
    limit,
    (at) => ({
      timestamp: new Date(at).toISOString(),
      datum: { type: 'i64', datum: valueAt(metric, base, key, at, now) },
    }),
    (after) => ({ ...token, after }),
  )
}

export function systemMetricsHandlers(api: MockApi, ctx: MockContext) {
  api.on('systemMetric', (c) => {
    const silo = c.query('silo')
    return measurements(ctx, c, {
      siloId: silo && byNameOrId(ctx.schema.all('silo'), silo, 'silo').id,
    })
  })
  // Timeseries: the schema list and OxQL queries across the fleet (fleet viewers).
  // listed by name, which a schema's id is
  const schemas = SCHEMAS.map((s) => ({ id: s.name, schema: s }))
  api.on('systemTimeseriesSchemaList', (c) =>
    list(schemas, c.request, BY_ID, (r) => toSchema(r.schema)),
  )
  const query = (c: Call, projectId: string | null) =>
    runQuery(ctx, c.json<TimeseriesQuery>().query, projectId, Date.now())
  api.on('systemTimeseriesQuery', (c) => query(c, null))
}

import { requiredQuery, type Call, type MockApi } from '../api/define'
import { byNameOrId, gridPage, limitOf, tokenOf } from '../api/lists'
import { projectByKey } from '../api/scope'
import { FLEET_ID, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import { GiB } from '../factories/define'
import { badPathParam, invalidRequest } from '../util/errors'
import { hash32 } from './timeseries/signal'

// Provisioned capacity over time (cpus, RAM, disk space) for the fleet, a silo or a project.
// Each point is a gauge (`i64`), as the API's virtual-provisioning collections report it; the
// level ends at what the scope holds now (the utilization figures agree) and wanders below it in
// the past, deterministically.

const METRICS = ['virtual_disk_space_provisioned', 'cpus_provisioned', 'ram_provisioned'] as const
type MetricName = (typeof METRICS)[number]
type Scope = { siloId?: string; projectId?: string }

/** One sample every ten minutes, on a grid fixed to the epoch. */
const STEP_MS = 600_000

function current(ctx: MockContext, metric: string, scope: Scope): number {
  const projects = ctx.schema
    .all('project')
    .models.filter((p) =>
      scope.projectId ? p.id === scope.projectId : !scope.siloId || p.siloId === scope.siloId,
    )
  if (metric === 'virtual_disk_space_provisioned') {
    return projects.flatMap((p) => p.disks.models).reduce((n, d) => n + d.size, 0)
  }
  const instances = projects.flatMap((p) => p.instances.models)
  return instances.reduce((n, i) => n + (metric === 'cpus_provisioned' ? i.ncpus : i.memory), 0)
}

function valueAt(metric: string, base: number, key: string, t: number, now: number): number {
  const daysBack = Math.max(0, (now - t) / 86_400_000)
  // usage grew over the last months; steps come from a hash of the 6-hour block
  const trend = Math.max(0.35, 1 - daysBack / 120)
  const wobble = 0.85 + 0.15 * (hash32(`${key}:${Math.floor(t / (6 * 3_600_000))}`) / 4294967296)
  const raw = base * (t >= now - 6 * 3_600_000 ? 1 : trend * wobble)
  const unit = metric === 'cpus_provisioned' ? 1 : GiB
  return Math.max(0, Math.round(raw / unit) * unit)
}

const keyOf = (metric: MetricName, scope: Scope) =>
  `${metric}:${scope.projectId ?? scope.siloId ?? 'fleet'}`

/** The collection_target timeseries (field `id`: the fleet, a silo or a project) read the levels
 * the metrics endpoints report, so a utilization chart and its query in the explorer agree. */
export function collectionValue(ctx: MockContext, timeseries: string, now: number) {
  const metric = timeseries.split(':')[1] as MetricName
  if (!METRICS.includes(metric)) throw new Error(`[mock] ${timeseries}`)
  const bases = new Map<string, [number, string]>()
  return (fields: Record<string, unknown>, t: number) => {
    const id = String(fields.id)
    let hit = bases.get(id)
    if (!hit) {
      const scope: Scope =
        id === FLEET_ID ? {} : ctx.schema.find('silo', id) ? { siloId: id } : { projectId: id }
      hit = [current(ctx, metric, scope), keyOf(metric, scope)]
      bases.set(id, hit)
    }
    return valueAt(metric, hit[0], hit[1], t, now)
  }
}

/** A time of the query (a date-time, by the contract), which the first page must give. */
const time = (c: Call, key: string) => Date.parse(requiredQuery(c, key))

type Token = { after: number; start: number; end: number; order: 'ascending' | 'descending' }

function measurements(ctx: MockContext, c: Call, scope: Scope) {
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

export function metricRoutes(api: MockApi, ctx: MockContext) {
  api.on('systemMetric', (c) => {
    const silo = c.query('silo')
    return measurements(ctx, c, {
      siloId: silo && byNameOrId(ctx.schema.all('silo'), silo, 'silo').id,
    })
  })
  api.on('siloMetric', (c) => {
    requireRole(siloRole(ctx, c.me), 'viewer')
    const project = c.query('project')
    if (project === undefined) return measurements(ctx, c, { siloId: c.me.siloId })
    return measurements(ctx, c, { projectId: projectByKey(ctx, c, project).id })
  })
}

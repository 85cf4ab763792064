import type { Request } from 'miragejs'
import type { Disk } from '~/api/generated/types'
import { atLeast, projectRole, requireFleet, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { MockDb, Table } from '../db'
import { invalidQuery, MockHttpError, notFound } from '../util/errors'
import { byNameOrId } from '../util/lookup'
import { DEFAULT_LIMIT, queryParam } from '../util/paging'
import { ok } from '../util/respond'
import type { MockApi } from '../routes/define'
import type { Wire } from '../wire'
import { placedInstances } from './shared'
import { hash32 } from './timeseries/signal'

// Provisioned capacity over time (cpus, RAM, disk space) for the fleet, a silo or a project.
// Each point is a gauge (`i64`), as the API's virtual-provisioning collections report it; the
// level ends near what the scope holds now and wanders below it in the past, deterministically.

export const METRICS = [
  'virtual_disk_space_provisioned',
  'cpus_provisioned',
  'ram_provisioned',
] as const
export type MetricName = (typeof METRICS)[number]
export type Scope = { siloId?: string; projectId?: string }

/** One sample every ten minutes, on a grid fixed to the epoch. */
const STEP_MS = 600_000
const GiB = 1024 ** 3

const disksOf = (db: MockDb) =>
  (db as unknown as Record<'disks', Table<Wire<Disk>> | undefined>).disks

function inScope(db: MockDb, scope: Scope, projectId: string): boolean {
  if (scope.projectId) return projectId === scope.projectId
  if (scope.siloId) return db.projects.find(projectId)?.silo_id === scope.siloId
  return true
}

/**
 * What the scope holds now, counted as the utilization figures count it (fleet/quotas.ts,
 * provisionedIn): cpus and memory of its instances, storage of its disks. So the last point of a
 * chart and the silo's utilization agree. A fixed fallback only when no other area has seeded any
 * instance or disk at all (an empty project does hold nothing: zero).
 */
function current(db: MockDb, metric: MetricName, scope: Scope): number {
  const instances = placedInstances(db)
  const disks = disksOf(db)
  if (!instances?.all().length && !disks?.all().length) {
    const share = scope.projectId ? 1 : scope.siloId ? 6 : 10
    return (
      share *
      (metric === 'cpus_provisioned' ? 8 : metric === 'ram_provisioned' ? 32 * GiB : 400 * GiB)
    )
  }
  const held = (instances?.all() ?? []).filter((i) => inScope(db, scope, i.project_id))
  if (metric === 'cpus_provisioned') return held.reduce((n, i) => n + i.ncpus, 0)
  if (metric === 'ram_provisioned') return held.reduce((n, i) => n + i.memory, 0)
  return (disks?.all() ?? [])
    .filter((d) => inScope(db, scope, d.project_id))
    .reduce((n, d) => n + d.size, 0)
}

function valueAt(metric: MetricName, base: number, key: string, t: number, now: number): number {
  const daysBack = Math.max(0, (now - t) / 86_400_000)
  // Usage grew over the last months; steps come from a hash of the 6-hour block.
  const trend = Math.max(0.35, 1 - daysBack / 120)
  const block = Math.floor(t / (6 * 3_600_000))
  const wobble = 0.85 + 0.15 * (hash32(`${key}:${block}`) / 4294967296)
  const raw = base * (t >= now - 6 * 3_600_000 ? 1 : trend * wobble)
  const unit = metric === 'cpus_provisioned' ? 1 : GiB
  return Math.max(0, Math.round(raw / unit) * unit)
}

/**
 * The provisioned amount of a scope at time `t`, as the metrics endpoints report it; the OxQL
 * engine's collection_target timeseries read the same numbers.
 */
export function provisionedAt(
  db: MockDb,
  metric: MetricName,
  scope: Scope,
  t: number,
  now: number,
): number {
  const key = `${metric}:${scope.projectId ?? scope.siloId ?? 'fleet'}`
  return valueAt(metric, current(db, metric, scope), key, t, now)
}

type Token = { after: number; start: number; end: number; order: 'ascending' | 'descending' }

function parseTime(request: Request, key: string): number | undefined {
  const raw = queryParam(request, key)
  if (raw === undefined) return undefined
  const t = Date.parse(raw)
  if (Number.isNaN(t)) throw invalidQuery(`${key}: input contains invalid characters`)
  return t
}

function measurements(db: MockDb, request: Request, scope: Scope) {
  const metric = request.params.metric_name ?? ''
  if (!(METRICS as readonly string[]).includes(metric)) {
    throw new MockHttpError(
      400,
      'InvalidValue',
      `bad parameter in URL path: metric_name: unknown variant \`${metric}\``,
    )
  }
  const rawLimit = queryParam(request, 'limit')
  if (rawLimit !== undefined && !/^[1-9]\d*$/.test(rawLimit))
    throw invalidQuery('limit: expected a positive integer')
  const limit = Math.min(rawLimit === undefined ? DEFAULT_LIMIT : Number(rawLimit), 10_000)
  const rawToken = queryParam(request, 'page_token')
  let token: Token
  if (rawToken !== undefined) {
    try {
      token = JSON.parse(atob(rawToken)) as Token
    } catch {
      throw invalidQuery('page_token: invalid page token')
    }
  } else {
    // The first page of a scan must say which part of time it covers.
    const start = parseTime(request, 'start_time')
    const end = parseTime(request, 'end_time')
    if (start === undefined) throw invalidQuery('missing field `start_time`')
    if (end === undefined) throw invalidQuery('missing field `end_time`')
    if (start > end)
      throw new MockHttpError(400, 'InvalidRequest', 'start time must be before end time')
    const order = queryParam(request, 'order') ?? 'ascending'
    if (order !== 'ascending' && order !== 'descending')
      throw invalidQuery(`order: unknown variant \`${order}\``)
    token = { start, end, order, after: order === 'ascending' ? start - 1 : end + 1 }
  }
  const name = metric as MetricName
  const now = Date.now()
  const base = current(db, name, scope)
  const key = `${name}:${scope.projectId ?? scope.siloId ?? 'fleet'}`
  const ascending = token.order === 'ascending'
  const times: number[] = []
  // Grid points in [start, end], none in the future; `after` is the last one served.
  let t = ascending
    ? Math.ceil((token.after + 1) / STEP_MS) * STEP_MS
    : Math.floor(Math.min(token.after - 1, now) / STEP_MS) * STEP_MS
  while (times.length < limit + 1 && t >= token.start && t <= token.end && t <= now) {
    times.push(t)
    t += ascending ? STEP_MS : -STEP_MS
  }
  const page = times.slice(0, limit)
  const last = page[page.length - 1]
  const next_page =
    times.length > limit && last !== undefined
      ? btoa(JSON.stringify({ ...token, after: last }))
      : null
  return {
    items: page.map((time) => ({
      timestamp: new Date(time).toISOString(),
      datum: { type: 'i64', datum: valueAt(name, base, key, time, now) },
    })),
    next_page,
  }
}

export function metricRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/metrics/:metric_name', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const silo = queryParam(request, 'silo')
    const siloId = silo === undefined ? undefined : byNameOrId(db.silos.all(), silo, 'silo').id
    return ok(measurements(db, request, { siloId }))
  })

  api.get('/v1/metrics/:metric_name', (request, me) => {
    requireRole(siloRole(ctx, me), 'viewer')
    const key = queryParam(request, 'project')
    if (key === undefined) return ok(measurements(db, request, { siloId: me.silo_id }))
    const project = byNameOrId(
      db.projects.where((p) => p.silo_id === me.silo_id),
      key,
      'project',
    )
    if (!atLeast(projectRole(ctx, me, project), 'viewer')) throw notFound('project', key)
    return ok(measurements(db, request, { projectId: project.id }))
  })
}

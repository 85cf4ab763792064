import type { MockContext } from '../../context'
import { FLEET_ID } from '../../orm/auth'
import { GiB } from '../../orm/factories/define'
import { hash32 } from '../../util/hash'

// Provisioned capacity over time (cpus, RAM, disk space) for the fleet, a silo or a project: the
// level ends at what the scope holds now (the utilization figures agree) and wanders below it in
// the past, deterministically. The metrics endpoints and the collection_target timeseries read it.

export const METRICS = [
  'virtual_disk_space_provisioned',
  'cpus_provisioned',
  'ram_provisioned',
] as const
export type MetricName = (typeof METRICS)[number]
export type Scope = { siloId?: string; projectId?: string }

/** One sample every ten minutes, on a grid fixed to the epoch. */
export const STEP_MS = 600_000

export function current(ctx: MockContext, metric: string, scope: Scope): number {
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

export function valueAt(metric: string, base: number, key: string, t: number, now: number): number {
  const daysBack = Math.max(0, (now - t) / 86_400_000)
  // usage grew over the last months; steps come from a hash of the 6-hour block
  const trend = Math.max(0.35, 1 - daysBack / 120)
  const wobble = 0.85 + 0.15 * (hash32(`${key}:${Math.floor(t / (6 * 3_600_000))}`) / 4294967296)
  const raw = base * (t >= now - 6 * 3_600_000 ? 1 : trend * wobble)
  const unit = metric === 'cpus_provisioned' ? 1 : GiB
  return Math.max(0, Math.round(raw / unit) * unit)
}

export const keyOf = (metric: MetricName, scope: Scope) =>
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

import { requireFleet, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { MockDb, Table } from '../db'
import type { SiloRecord } from '../models'
import type { MockApi } from '../routes/define'
import { ID_SORT, paginate } from '../util/paging'
import { ok } from '../util/respond'
import { jsonBody, optionalCount } from '../util/validate'
import { lookupSilo } from './access'
import { toQuotas } from './records'
import type { SiloQuotasRecord } from './records'

// Quotas (what a silo may provision) and utilization (what its projects have provisioned). The
// provisioned sums come from the compute area's instances (ncpus, memory) and disks (size) in the
// silo's projects, read by table name so this works before, or without, that area's records.

export type Counts = { cpus: number; memory: number; storage: number }

const ZERO: Counts = { cpus: 0, memory: 0, storage: 0 }

/** A silo's quotas; a silo made without them (none should be) has zero of everything. */
export function quotasOf(db: MockDb, siloId: string): SiloQuotasRecord {
  return db.siloQuotas.find(siloId) ?? { id: siloId, silo_id: siloId, ...ZERO }
}

const rows = (db: MockDb, name: string): Record<string, unknown>[] => {
  const table = (db as unknown as Record<string, Table<{ id: string }> | undefined>)[name]
  return (table?.all() ?? []) as unknown as Record<string, unknown>[]
}
const num = (value: unknown) => (typeof value === 'number' ? value : 0)

/** cpus and memory of the silo's instances, storage of its disks. */
export function provisionedIn(db: MockDb, siloId: string): Counts {
  const projects = new Set(db.projects.where((p) => p.silo_id === siloId).map((p) => p.id))
  const inSilo = (r: Record<string, unknown>) =>
    typeof r.project_id === 'string' && projects.has(r.project_id)
  const instances = rows(db, 'instances').filter(inSilo)
  const disks = rows(db, 'disks').filter(inSilo)
  return {
    cpus: instances.reduce((sum, i) => sum + num(i.ncpus), 0),
    memory: instances.reduce((sum, i) => sum + num(i.memory), 0),
    storage: disks.reduce((sum, d) => sum + num(d.size), 0),
  }
}

const counts = (q: SiloQuotasRecord): Counts => ({
  cpus: q.cpus,
  memory: q.memory,
  storage: q.storage,
})

function siloUtilization(db: MockDb, silo: SiloRecord) {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    // the API reports a silo's quotas as what is allocated to it
    allocated: counts(quotasOf(db, silo.id)),
    provisioned: provisionedIn(db, silo.id),
  }
}

export function quotaRoutes(api: MockApi, ctx: MockContext) {
  api.get('/v1/system/silo-quotas', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const all = ctx.db.silos.all().map((s) => quotasOf(ctx.db, s.id))
    const page = paginate(all, request, ID_SORT)
    return ok({ items: page.items.map(toQuotas), next_page: page.next_page })
  })

  api.get('/v1/system/silos/:silo/quotas', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toQuotas(quotasOf(ctx.db, lookupSilo(ctx, request.params.silo ?? '').id)))
  })

  api.put('/v1/system/silos/:silo/quotas', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const silo = lookupSilo(ctx, request.params.silo ?? '')
    const body = jsonBody(request)
    const current = quotasOf(ctx.db, silo.id)
    const next: SiloQuotasRecord = {
      ...current,
      cpus: optionalCount(body, 'cpus') ?? current.cpus,
      memory: optionalCount(body, 'memory') ?? current.memory,
      storage: optionalCount(body, 'storage') ?? current.storage,
    }
    if (ctx.db.siloQuotas.find(silo.id)) ctx.db.siloQuotas.update(silo.id, next)
    else ctx.db.siloQuotas.insert(next)
    return ok(toQuotas(next))
  })

  api.get('/v1/system/utilization/silos', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(ctx.db.silos.all(), request)
    return ok({
      items: page.items.map((s) => siloUtilization(ctx.db, s)),
      next_page: page.next_page,
    })
  })

  api.get('/v1/system/utilization/silos/:silo', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(siloUtilization(ctx.db, lookupSilo(ctx, request.params.silo ?? '')))
  })

  // The caller's own silo: its quotas as capacity, against what its projects use.
  api.get('/v1/utilization', (_request, me) => {
    requireRole(siloRole(ctx, me), 'viewer')
    return ok({
      capacity: counts(quotasOf(ctx.db, me.silo_id)),
      provisioned: provisionedIn(ctx.db, me.silo_id),
    })
  })
}

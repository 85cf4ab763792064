import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { assertNameFree } from '../util/lookup'
import { paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import { toWire } from '../wire'
import { newDisk, parseDiskSpec } from './diskSpec'
import { requireQuota } from './quota'
import { requireDiskState } from './rules'
import { projectFromQuery, requireProjectRole } from '../projectScope'
import { settledDisks } from './settle'
import { findDisk } from './shared'
import type { Found } from './shared'
import type { DiskRecord } from './records'

// /v1/disks: list, create, view, delete. The import calls and metrics are in diskImport.ts and
// diskMetrics.ts; attach and detach are instance calls (instanceDisks.ts).

export function lookupDisk(ctx: MockContext, request: Request, me: UserRecord): Found<DiskRecord> {
  return findDisk(ctx, me, request.params.disk ?? '', queryParam(request, 'project'))
}

export function diskRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/disks', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    const rows = settledDisks(
      db,
      db.disks.where((d) => d.project_id === project.id),
    )
    return ok(mapPage(paginate(rows, request), toWire))
  })

  api.post('/v1/disks', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const spec = parseDiskSpec(ctx, project, jsonBody(request))
    assertNameFree(
      db.disks.where((d) => d.project_id === project.id),
      spec.name,
      'disk',
    )
    requireQuota(db, project.silo_id, { storage: spec.size })
    return created(toWire(db.disks.insert(newDisk(spec, project.id))))
  })

  api.get('/v1/disks/:disk', (request, me) => ok(toWire(lookupDisk(ctx, request, me).record)))

  api.del('/v1/disks/:disk', (request, me) => {
    const { record, project } = lookupDisk(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireDiskState('delete', record.state.state)
    db.disks.remove(record.id)
    return noContent()
  })
}

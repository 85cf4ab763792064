import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { notFound } from '../util/errors'
import { isUuid, newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireName, requireString } from '../util/validate'
import { toWire } from '../wire'
import { requireDiskState, requireSnapshotState, TRANSITION_MS } from './rules'
import { projectFromQuery, requireProjectRole } from '../projectScope'
import { settleDisk, settledSnapshots, transition } from './settle'
import { findSnapshot } from './shared'

// /v1/snapshots: a snapshot is taken of an attached or detached disk (spec §4), starts out
// `creating` and becomes `ready` a moment later. Like the API, one still being created cannot be
// deleted; images made from a snapshot do not hold it (the API keeps what they read alive on its
// own), so a snapshot with images is deleted like any other and the images stay.

export function snapshotRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/snapshots', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    const rows = settledSnapshots(
      db,
      db.snapshots.where((s) => s.project_id === project.id),
    )
    return ok(mapPage(paginate(rows, request), toWire))
  })

  api.post('/v1/snapshots', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const diskKey = requireString(body, 'disk')
    const raw = db.disks.first(
      (d) =>
        d.project_id === project.id && (isUuid(diskKey) ? d.id === diskKey : d.name === diskKey),
    )
    if (!raw) throw notFound('disk', diskKey)
    const disk = settleDisk(db, raw)
    requireDiskState('snapshot', disk.state.state)
    assertNameFree(
      db.snapshots.where((s) => s.project_id === project.id),
      name,
      'snapshot',
    )
    const time = now()
    const snapshot = db.snapshots.insert({
      id: newId(),
      name,
      description,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state: 'creating',
      time_created: time,
      time_modified: time,
      _transition: transition('ready' as const, TRANSITION_MS.snapshotCreate),
    })
    return created(toWire(snapshot))
  })

  api.get('/v1/snapshots/:snapshot', (request, me) => {
    const { record } = findSnapshot(
      ctx,
      me,
      request.params.snapshot ?? '',
      queryParam(request, 'project'),
    )
    return ok(toWire(record))
  })

  api.del('/v1/snapshots/:snapshot', (request, me) => {
    const { record, project } = findSnapshot(
      ctx,
      me,
      request.params.snapshot ?? '',
      queryParam(request, 'project'),
    )
    requireProjectRole(ctx, me, project)
    requireSnapshotState('delete', record)
    db.snapshots.remove(record.id)
    return noContent()
  })
}

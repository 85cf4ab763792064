import type { SnapshotCreate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId } from '../orm/lookups'
import { beginSnapshot, requireDisk, requireSnapshot } from '../sim/settle'

// /v1/snapshots: taken of an attached or detached disk (spec §4), `creating` until `ready`. Like
// the API, one still being created cannot be deleted; images made from a snapshot do not hold it.

export function snapshotsHandlers(api: MockApi, ctx: MockContext): void {
  const snapshot = (c: Call) => selectParam(ctx, c, 'snapshot', 'snapshot')

  api.on('snapshotList', (c) => list(projectFromQuery(ctx, c).snapshots, c.request))
  api.on('snapshotCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const { disk: key, ...body } = c.attrs<SnapshotCreate>()
    const disk = requireDisk(byNameOrId(project.disks, key, 'disk'), 'snapshot')
    assertNameFree(project.snapshots, body.name, 'snapshot')
    return beginSnapshot(ctx.create('snapshot', { ...body, disk, project }), 'creating')
  })
  api.on('snapshotView', (c) => snapshot(c))
  api.on('snapshotDelete', (c) => requireSnapshot(snapshot(c), 'delete').destroy())
}

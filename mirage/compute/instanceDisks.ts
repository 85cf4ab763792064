import { Response } from 'miragejs'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { paginate } from '../util/paging'
import { ok } from '../util/respond'
import { jsonBody, requireString } from '../util/validate'
import { toWire } from '../wire'
import { MAX_DISKS_PER_INSTANCE } from './instanceParams'
import type { DiskRecord, DiskStateWire, InstanceRecord } from './records'
import { requireDiskState, requireInstanceState, TRANSITION_MS } from './rules'
import { requireProjectRole } from '../projectScope'
import { settleDisk, settledDisks, transition } from './settle'
import { lookupInstanceIn } from './shared'

// An instance's disks: list, attach (disk attaching → attached) and detach (detaching →
// detached), with both tables of spec §4: the instance's state and the disk's state.

const accepted = (body: object) => new Response(202, {}, body)

const onInstance = (disk: DiskRecord, instanceId: string) =>
  'instance' in disk.state && disk.state.instance === instanceId

/** The DiskPath body's disk, by name in the instance's project or by id. */
function diskOfBody(
  ctx: MockContext,
  instance: InstanceRecord,
  body: Record<string, unknown>,
): DiskRecord {
  const key = requireString(body, 'disk')
  const raw = ctx.db.disks.first(
    (d) => d.project_id === instance.project_id && (isUuid(key) ? d.id === key : d.name === key),
  )
  if (!raw) throw notFound('disk', key)
  return settleDisk(ctx.db, raw)
}

export function instanceDiskRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/instances/:instance/disks', (request, me) => {
    const { record } = lookupInstanceIn(ctx, request, me)
    const rows = settledDisks(
      db,
      db.disks.where((d) => onInstance(d, record.id)),
    ).filter((d) => onInstance(d, record.id))
    return ok(mapPage(paginate(rows, request), toWire))
  })

  api.post('/v1/instances/:instance/disks/attach', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const disk = diskOfBody(ctx, record, jsonBody(request))
    requireInstanceState('attachDisk', record.run_state)
    requireDiskState('attach', disk.state.state)
    const attached = db.disks.where((d) => onInstance(d, record.id)).length
    if (attached >= MAX_DISKS_PER_INSTANCE) {
      throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to an instance`)
    }
    const updated = db.disks.update(disk.id, {
      state: { state: 'attaching', instance: record.id },
      time_modified: new Date().toISOString(),
      _transition: transition<DiskStateWire>(
        { state: 'attached', instance: record.id },
        TRANSITION_MS.diskAttach,
      ),
    })
    return accepted(toWire(updated))
  })

  api.post('/v1/instances/:instance/disks/detach', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const disk = diskOfBody(ctx, record, jsonBody(request))
    requireInstanceState('detachDisk', record.run_state)
    requireDiskState('detach', disk.state.state)
    if (!onInstance(disk, record.id)) {
      throw invalidRequest(`disk ${disk.name} is not attached to instance ${record.name}`)
    }
    if (record.boot_disk_id === disk.id) {
      throw invalidRequest(
        `disk ${disk.name} is the boot disk of instance ${record.name}; unset it first`,
      )
    }
    const updated = db.disks.update(disk.id, {
      state: { state: 'detaching', instance: record.id },
      time_modified: new Date().toISOString(),
      _transition: transition<DiskStateWire>({ state: 'detached' }, TRANSITION_MS.diskDetach),
    })
    return accepted(toWire(updated))
  })
}

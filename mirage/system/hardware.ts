import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import { MockHttpError } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { created, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { MockApi } from '../routes/define'
import { toWire } from '../wire'
import { byUuidParam } from './common'
import { field, oneOf, str } from './parse'
import type { SledRecord, UninitializedSledRecord } from './records'
import { insertSledDisks, NEW_SLED } from './seedHardware'
import { ON_A_SLED, placedInstances } from './shared'
import type { PlacedInstance } from './shared'

// The rack's inventory: racks, sleds (with their disks and the instances running on them),
// physical disks, switches and the sleds not yet added. Adding a sled moves it from the
// uninitialized list into the inventory, with the disks its sled agent reports.

const toUninitialized = (u: UninitializedSledRecord) => ({
  baseboard: u.baseboard,
  cubby: u.cubby,
  rack_id: u.rack_id,
})

export function hardwareRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  const sledInstance = (sled: SledRecord) => (i: PlacedInstance) => {
    const project = db.projects.find(i.project_id)
    const silo = project ? db.silos.find(project.silo_id) : undefined
    return {
      active_sled_id: sled.id,
      id: i.id,
      memory: i.memory,
      migration_id: i._migration_id ?? null,
      name: i.name,
      ncpus: i.ncpus,
      project_name: project?.name ?? 'unknown',
      silo_name: silo?.name ?? 'unknown',
      state: i.run_state,
      time_created: i.time_created,
      time_modified: i.time_modified,
    }
  }

  api.get('/v1/system/hardware/racks', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(db.racks.all(), request, ID_SORT))
  })

  api.get('/v1/system/hardware/racks/:rack_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(byUuidParam(db.racks, request, 'rack_id', 'rack'))
  })

  api.get('/v1/system/hardware/sleds', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(db.sleds.all(), request, ID_SORT)
    return ok({ items: page.items.map((s) => toWire(s)), next_page: page.next_page })
  })

  api.post('/v1/system/hardware/sleds', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const body = jsonBody(request)
    const serial = str(field(body, 'serial'))
    const part = str(field(body, 'part'))
    const waiting = db.uninitializedSleds.first(
      (u) => u.baseboard.serial === serial && u.baseboard.part === part,
    )
    if (!waiting) {
      throw new MockHttpError(
        404,
        'ObjectNotFound',
        `not found: uninitialized sled with serial "${serial}" and part "${part}"`,
      )
    }
    const time = now()
    const sled = db.sleds.insert({
      id: newId(),
      rack_id: waiting.rack_id,
      baseboard: waiting.baseboard,
      ...NEW_SLED,
      time_created: time,
      time_modified: time,
      _cubby: waiting.cubby,
    })
    db.uninitializedSleds.remove(waiting.id)
    insertSledDisks(db, sled, () => newId(), waiting.cubby * 97)
    return created({ id: sled.id })
  })

  api.get('/v1/system/hardware/sleds/:sled_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toWire(byUuidParam(db.sleds, request, 'sled_id', 'sled')))
  })

  api.get('/v1/system/hardware/sleds/:sled_id/disks', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const sled = byUuidParam(db.sleds, request, 'sled_id', 'sled')
    return ok(
      paginate(
        db.physicalDisks.where((d) => d.sled_id === sled.id),
        request,
        ID_SORT,
      ),
    )
  })

  api.get('/v1/system/hardware/sleds/:sled_id/instances', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const sled = byUuidParam(db.sleds, request, 'sled_id', 'sled')
    const here = placedInstances(db).where(
      (i) => i._sled_id === sled.id && ON_A_SLED.includes(i.run_state),
    )
    const page = paginate(here, request, ID_SORT)
    return ok({ items: page.items.map(sledInstance(sled)), next_page: page.next_page })
  })

  api.put('/v1/system/hardware/sleds/:sled_id/provision-policy', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const sled = byUuidParam(db.sleds, request, 'sled_id', 'sled')
    const state = oneOf(field(jsonBody(request), 'state'), [
      'provisionable',
      'non_provisionable',
    ] as const)
    if (sled.policy.kind !== 'in_service') {
      // An expunged sled is gone for good; its provision policy no longer means anything.
      throw new MockHttpError(
        400,
        'InvalidRequest',
        `cannot set provision policy of sled ${sled.id}: the sled is expunged`,
      )
    }
    const old_state = sled.policy.provision_policy
    db.sleds.update(sled.id, {
      policy: { kind: 'in_service', provision_policy: state },
      time_modified: now(),
    })
    return ok({ old_state, new_state: state })
  })

  api.get('/v1/system/hardware/sleds-uninitialized', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(db.uninitializedSleds.all(), request, ID_SORT)
    return ok({ items: page.items.map(toUninitialized), next_page: page.next_page })
  })

  api.get('/v1/system/hardware/disks', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(db.physicalDisks.all(), request, ID_SORT))
  })

  api.get('/v1/system/hardware/disks/:disk_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(byUuidParam(db.physicalDisks, request, 'disk_id', 'physical-disk'))
  })

  api.get('/v1/system/hardware/switches', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(db.switches.all(), request, ID_SORT))
  })

  api.get('/v1/system/hardware/switches/:switch_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(byUuidParam(db.switches, request, 'switch_id', 'switch'))
  })
}

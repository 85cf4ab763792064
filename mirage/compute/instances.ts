import { Response } from 'miragejs'
import type { InstanceState } from '~/api/generated/types'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { now } from '../util/lookup'
import { paginate } from '../util/paging'
import { noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import { toWire } from '../wire'
import { forgetInstance } from '../networking/shared'
import {
  autoRestartEnabled,
  parseAutoRestartPolicy,
  parseMemory,
  parseNcpus,
} from './instanceParams'
import type { InstanceRecord } from './records'
import { requireQuota } from './quota'
import { diskCan, requireInstanceState, TRANSITION_MS } from './rules'
import { projectFromQuery, requireProjectRole } from '../projectScope'
import { isoAt, settleDisk, settledInstances, transition } from './settle'
import { lookupInstanceIn, pickSled } from './shared'

// /v1/instances: list, view, update, delete, and the run-state actions. Every action checks the
// spec §4 table (rules.ts) against the state as of now, then starts a transition that settles on
// a later read (settle.ts).

const accepted = (body: object) => new Response(202, {}, body)

/** Move an instance into a transitional state that settles to `to` after `ms`. */
function begin(
  db: MockDb,
  instance: InstanceRecord,
  state: InstanceState,
  to: InstanceState,
  ms: number,
  extra: Partial<InstanceRecord> = {},
): InstanceRecord {
  const time = Date.now()
  return db.instances.update(instance.id, {
    run_state: state,
    time_run_state_updated: isoAt(time),
    _transition: transition(to, ms, time),
    ...extra,
  })
}

/** Deleting an instance detaches its disks and gives back its interfaces and external IPs. */
function release(db: MockDb, instance: InstanceRecord): void {
  for (const disk of db.disks.where(
    (d) => 'instance' in d.state && d.state.instance === instance.id,
  )) {
    db.disks.update(disk.id, {
      state: { state: 'detached' },
      _transition: null,
      time_modified: now(),
    })
  }
  for (const nic of db.networkInterfaces.where((n) => n.instance_id === instance.id)) {
    db.networkInterfaces.remove(nic.id)
  }
  for (const ip of db.externalIps.where((e) => e._instance_id === instance.id)) {
    db.externalIps.remove(ip.id)
  }
  // floating IPs and affinity memberships are networking's
  forgetInstance(db, instance.id)
}

export function instanceRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/instances', (request, me) => {
    const project = projectFromQuery(ctx, request, me)
    const rows = settledInstances(
      db,
      db.instances.where((i) => i.project_id === project.id),
    )
    return ok(mapPage(paginate(rows, request), toWire))
  })

  api.get('/v1/instances/:instance', (request, me) =>
    ok(toWire(lookupInstanceIn(ctx, request, me).record)),
  )

  api.put('/v1/instances/:instance', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = jsonBody(request)
    const ncpus = parseNcpus(body)
    const memory = parseMemory(body)
    const policy = parseAutoRestartPolicy(body)
    // InstanceUpdate: a boot disk left out (or null) unsets it
    const bootKey = body.boot_disk
    if (bootKey !== undefined && bootKey !== null && typeof bootKey !== 'string') {
      throw invalidRequest('boot_disk: invalid type, expected a name or id')
    }
    let bootDiskId: string | null = null
    if (typeof bootKey === 'string') {
      const raw = db.disks.first(
        (d) =>
          d.project_id === project.id && (isUuid(bootKey) ? d.id === bootKey : d.name === bootKey),
      )
      if (!raw) throw notFound('disk', bootKey)
      const disk = settleDisk(db, raw)
      const attachedHere = 'instance' in disk.state && disk.state.instance === record.id
      if (!attachedHere || !diskCan('setAsBootDisk', disk.state.state)) {
        throw invalidRequest(
          `disk ${disk.name} must be attached to instance ${record.name} to be its boot disk`,
        )
      }
      bootDiskId = disk.id
    }
    if (ncpus !== record.ncpus || memory !== record.memory) {
      requireInstanceState('resize', record.run_state)
    }
    if (bootDiskId !== (record.boot_disk_id ?? null)) {
      requireInstanceState('updateBootDisk', record.run_state)
    }
    requireQuota(db, project.silo_id, {
      cpus: ncpus - record.ncpus,
      memory: memory - record.memory,
    })
    const updated = db.instances.update(record.id, {
      ncpus,
      memory,
      boot_disk_id: bootDiskId,
      auto_restart_policy: policy,
      auto_restart_enabled: autoRestartEnabled(policy),
      time_modified: now(),
    })
    return ok(toWire(updated))
  })

  api.del('/v1/instances/:instance', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireInstanceState('delete', record.run_state)
    release(db, record)
    db.instances.remove(record.id)
    return noContent()
  })

  api.post('/v1/instances/:instance/start', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireInstanceState('start', record.run_state)
    const started = begin(db, record, 'starting', 'running', TRANSITION_MS.instanceStart, {
      _sled_id: pickSled(db),
    })
    return accepted(toWire(started))
  })

  api.post('/v1/instances/:instance/stop', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireInstanceState('stop', record.run_state)
    return accepted(toWire(begin(db, record, 'stopping', 'stopped', TRANSITION_MS.instanceStop)))
  })

  api.post('/v1/instances/:instance/reboot', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireInstanceState('reboot', record.run_state)
    return accepted(toWire(begin(db, record, 'rebooting', 'running', TRANSITION_MS.instanceReboot)))
  })
}

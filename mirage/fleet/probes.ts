import type { Request } from 'miragejs'
import type { NetworkInterface } from '~/api/generated/types'
import { atLeast, projectRole, requireRole } from '../auth'
import type { MockContext } from '../context'
import type { Table } from '../db'
import type { ProjectRecord, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { invalidQuery, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, now } from '../util/lookup'
import { paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, optionalString, requireName, requireString, requireUuid } from '../util/validate'
import type { Wire } from '../wire'
import type { ProbeRecord } from './records'
import { allocateIp } from './shared'

// Probes (/experimental/v1/probes): pretend instances on a sled, used to test external
// connectivity. Each gets an external address from the silo's pools (allocateIp) and one network
// interface of kind probe; the address is free again when the probe is deleted.

const PROBE_SUBNET = '172.30.0.0/22'

/** The probe's interface: n-th address of the probe subnet, a MAC in the Oxide range. */
export function probeInterface(
  probeId: string,
  name: string,
  n: number,
  id: string,
): Wire<NetworkInterface> {
  const host = n + 5 // .0–.4 of the subnet are reserved, as in a VPC subnet
  return {
    id,
    name: `${name}-nic`.slice(0, 63),
    ip: `172.30.${(host >> 8) & 0x3}.${host & 0xff}`,
    kind: { type: 'probe', id: probeId },
    mac: `a8:40:25:ff:${((host >> 8) & 0xff).toString(16).padStart(2, '0')}:${(host & 0xff).toString(16).padStart(2, '0')}`,
    primary: true,
    slot: 0,
    subnet: PROBE_SUBNET,
    transit_ips: [],
    vni: 1,
  }
}

const toProbeInfo = (p: ProbeRecord) => ({
  id: p.id,
  name: p.name,
  sled: p.sled,
  interface: p._interface,
  external_ips: [{ ip: p._ip, kind: 'ephemeral' as const, first_port: 0, last_port: 65535 }],
})

const toProbe = (p: ProbeRecord) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  sled: p.sled,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

export function probeRoutes(api: MockApi, ctx: MockContext) {
  /** Probes are always addressed with `?project=` (required by the API, even with an id). */
  const project = (request: Request, me: UserRecord): ProjectRecord => {
    const key = queryParam(request, 'project')
    if (key === undefined) throw invalidQuery('missing field `project`')
    const found = byNameOrId(
      ctx.db.projects.where((r) => r.silo_id === me.silo_id),
      key,
      'project',
    )
    if (!atLeast(projectRole(ctx, me, found), 'viewer')) throw notFound('project', key)
    return found
  }
  const probesOf = (p: ProjectRecord) => ctx.db.probes.where((r) => r._project_id === p.id)
  const lookup = (request: Request, me: UserRecord) => {
    const p = project(request, me)
    return { project: p, probe: byNameOrId(probesOf(p), request.params.probe ?? '', 'probe') }
  }

  api.get('/experimental/v1/probes', (request, me) => {
    const page = paginate(probesOf(project(request, me)), request)
    return ok({ items: page.items.map(toProbeInfo), next_page: page.next_page })
  })

  api.post('/experimental/v1/probes', (request, me) => {
    const p = project(request, me)
    requireRole(projectRole(ctx, me, p), 'collaborator')
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const sled = requireUuid(body.sled, 'sled')
    // the system area's inventory, when it has one, must know the sled
    const sleds = (ctx.db as unknown as Record<string, Table<{ id: string }> | undefined>).sleds
    if (sleds && sleds.all().length > 0 && !sleds.find(sled)) throw notFound('sled', sled)
    assertNameFree(probesOf(p), name, 'probe')
    const address = allocateIp(ctx.db, optionalString(body, 'ip_pool'), me.silo_id)
    const id = newId()
    const time = now()
    const record = ctx.db.probes.insert({
      id,
      name,
      description,
      sled,
      time_created: time,
      time_modified: time,
      _project_id: p.id,
      _ip: address.ip,
      _ip_pool_id: address.ip_pool_id,
      _interface: probeInterface(id, name, ctx.db.probes.all().length + 1, newId()),
    })
    return created(toProbe(record))
  })

  api.get('/experimental/v1/probes/:probe', (request, me) =>
    ok(toProbeInfo(lookup(request, me).probe)),
  )

  api.del('/experimental/v1/probes/:probe', (request, me) => {
    const found = lookup(request, me)
    requireRole(projectRole(ctx, me, found.project), 'collaborator')
    ctx.db.probes.remove(found.probe.id)
    return noContent()
  })
}

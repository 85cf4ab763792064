import type { Request } from 'miragejs'
import { findInstance } from '../compute/shared'
import type { MockContext } from '../context'
import { allocateIp } from '../fleet/shared'
import type { RoleName, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest } from '../util/errors'
import { isUuid, newId } from '../util/ids'
import { assertNameFree, identityUpdate, now } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  jsonBody,
  optionalString,
  requireName,
  requireOneOf,
  requireString,
} from '../util/validate'
import { toWire } from '../wire'
import { checkNameOrId, optionalNameOrId } from './body'
import { isIp } from '../util/ip'
import { KIND } from './records'
import { accepted } from './respond'
import { callerOf, query, requireQuery, resolveInProject, resolveProject } from './selectors'

// /v1/floating-ips: addresses reserved from an IP pool (the fleet's allocator picks the next free
// one, or checks a requested one), attached to at most one instance of the same project at a
// time. A floating IP cannot be deleted while attached.

/**
 * Instance states the attach saga accepts; others are mid-transition or gone. A new instance
 * counts as stopped: the API answers its create only once the instance exists.
 */
const ATTACHABLE = ['creating', 'running', 'stopped'] as const

export function floatingIpRoutes(api: MockApi, ctx: MockContext): void {
  const fipsOf = (projectId: string) => ctx.db.floatingIps.where((f) => f.project_id === projectId)

  function resolve(request: Request, me: UserRecord, need: RoleName) {
    const c = callerOf(ctx, me, need)
    const key = request.params.floating_ip ?? ''
    return resolveInProject(c, KIND.floatingIp, key, query(request, 'project'), ctx.db.floatingIps)
  }

  api.get('/v1/floating-ips', (request, me) => {
    const project = resolveProject(callerOf(ctx, me), requireQuery(request, 'project'))
    return ok(wirePage(fipsOf(project.id), request))
  })

  api.post('/v1/floating-ips', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const project = resolveProject(c, requireQuery(request, 'project'))
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const ip = optionalString(body, 'ip')
    if (ip !== undefined && !isIp(ip)) throw invalidBody(`ip: invalid IP address "${ip}"`)
    const pool = optionalNameOrId(body, 'pool')
    assertNameFree(fipsOf(project.id), name, KIND.floatingIp)
    const allocation = allocateIp(ctx.db, pool, me.silo_id, ip === undefined ? {} : { ip })
    const time = now()
    const fip = ctx.db.floatingIps.insert({
      id: newId(),
      project_id: project.id,
      name,
      description,
      ip: allocation.ip,
      ip_pool_id: allocation.ip_pool_id,
      instance_id: null,
      time_created: time,
      time_modified: time,
    })
    return created(toWire(fip))
  })

  api.get('/v1/floating-ips/:floating_ip', (request, me) =>
    ok(toWire(resolve(request, me, 'viewer').record)),
  )

  api.put('/v1/floating-ips/:floating_ip', (request, me) => {
    const { record: fip, project } = resolve(request, me, 'collaborator')
    const body = jsonBody(request)
    const updated = ctx.db.floatingIps.update(
      fip.id,
      identityUpdate(body, fip, fipsOf(project.id), KIND.floatingIp),
    )
    return ok(toWire(updated))
  })

  api.del('/v1/floating-ips/:floating_ip', (request, me) => {
    const { record: fip } = resolve(request, me, 'collaborator')
    if (fip.instance_id) {
      throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    }
    ctx.db.floatingIps.remove(fip.id)
    return noContent()
  })

  api.post('/v1/floating-ips/:floating_ip/attach', (request, me) => {
    const { record: fip, project } = resolve(request, me, 'collaborator')
    const body = jsonBody(request)
    requireOneOf(body.kind, 'kind', ['instance'] as const)
    if (body.parent === undefined) throw invalidBody('missing field `parent`')
    const parent = checkNameOrId(body.parent, 'parent')
    // A parent given by name is looked up in the floating IP's project, as the API does.
    const { record: instance } = findInstance(
      ctx,
      me,
      parent,
      isUuid(parent) ? undefined : project.id,
    )
    if (instance.project_id !== fip.project_id) {
      throw invalidRequest('floating IP must be in the same project as the instance')
    }
    if (fip.instance_id) {
      throw invalidRequest(
        'floating IP cannot be attached to one instance while still attached to another',
      )
    }
    if (!(ATTACHABLE as readonly string[]).includes(instance.run_state)) {
      throw invalidRequest(
        `cannot attach a floating IP to an instance in state ${instance.run_state}`,
      )
    }
    const updated = ctx.db.floatingIps.update(fip.id, {
      instance_id: instance.id,
      time_modified: now(),
    })
    return accepted(toWire(updated))
  })

  api.post('/v1/floating-ips/:floating_ip/detach', (request, me) => {
    const { record: fip } = resolve(request, me, 'collaborator')
    if (!fip.instance_id) throw invalidRequest('Floating IP is not attached to an instance')
    const updated = ctx.db.floatingIps.update(fip.id, { instance_id: null, time_modified: now() })
    return accepted(toWire(updated))
  })
}

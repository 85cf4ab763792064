import { Response } from 'miragejs'
import type { FloatingIp } from '~/api/generated/types'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidRequest } from '../util/errors'
import { newId } from '../util/ids'
import { noContent, ok } from '../util/respond'
import { jsonBody, optionalString } from '../util/validate'
import type { Wire } from '../wire'
import { allocateIp } from '../fleet/shared'
import type { EphemeralIpRecord } from './records'
import { requireProjectRole } from '../projectScope'
import { lookupInstanceIn } from './shared'

// An instance's external IPs: its ephemeral IP (stored here) and the floating IPs of the
// networking area that point at it. At most one ephemeral IP per instance, as on the API.

const accepted = (body: object) => new Response(202, {}, body)

const toEphemeralIp = (e: EphemeralIpRecord) => ({
  kind: e.kind,
  ip: e.ip,
  ip_pool_id: e.ip_pool_id,
})

/** A floating IP as the ExternalIp `floating` variant: only the contract's fields. */
const toFloatingExternalIp = (f: Wire<FloatingIp>) => ({
  kind: 'floating' as const,
  id: f.id,
  name: f.name,
  description: f.description,
  ip: f.ip,
  ip_pool_id: f.ip_pool_id,
  project_id: f.project_id,
  instance_id: f.instance_id ?? null,
  time_created: f.time_created,
  time_modified: f.time_modified,
})

export function externalIpRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/instances/:instance/external-ips', (request, me) => {
    const { record } = lookupInstanceIn(ctx, request, me)
    const ephemeral = db.externalIps.where((e) => e._instance_id === record.id)
    const floating = db.floatingIps.where((f) => f.instance_id === record.id)
    return ok({
      items: [...ephemeral.map(toEphemeralIp), ...floating.map(toFloatingExternalIp)],
      next_page: null,
    })
  })

  api.post('/v1/instances/:instance/external-ips/ephemeral', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = request.requestBody ? jsonBody(request) : {}
    const pool = optionalString(body, 'pool')
    if (db.externalIps.first((e) => e._instance_id === record.id)) {
      throw invalidRequest(`instance ${record.name} already has an ephemeral IP`)
    }
    const ip = db.externalIps.insert({
      id: newId(),
      kind: 'ephemeral',
      ...allocateIp(db, pool, me.silo_id),
      _instance_id: record.id,
      _project_id: project.id,
    })
    return accepted(toEphemeralIp(ip))
  })

  api.del('/v1/instances/:instance/external-ips/ephemeral', (request, me) => {
    const { record, project } = lookupInstanceIn(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const ip = db.externalIps.first((e) => e._instance_id === record.id)
    if (!ip) throw invalidRequest(`instance ${record.name} has no ephemeral IP`)
    db.externalIps.remove(ip.id)
    return noContent()
  })
}

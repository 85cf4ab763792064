import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import { invalidBody } from '../util/errors'
import { now } from '../util/lookup'
import { noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { MockApi } from '../routes/define'
import { arr, bool, field, ipNet, obj, oneOf } from './parse'
import { SINGLETON_ID } from './records'
import type { AllowListRecord } from './records'

// Who may reach the rack's user-facing services: the source-IP allow list and whether the API
// services accept the ICMP messages path-MTU discovery needs. Both are one record per fleet.

function parseAllowed(value: unknown): AllowListRecord['allowed_ips'] {
  const allowed = obj({ value, at: 'allowed_ips' })
  const allow = oneOf(field(allowed, 'allow', 'allowed_ips'), ['any', 'list'] as const)
  if (allow === 'any') return { allow }
  const ips = arr(field(allowed, 'ips', 'allowed_ips')).map(ipNet)
  // The API refuses an empty list: it would lock every client out of the rack.
  if (ips.length === 0) throw invalidBody('allowed_ips.ips: IP allowlist must not be empty')
  return { allow, ips }
}

const toAllowList = (r: AllowListRecord) => ({
  allowed_ips: r.allowed_ips,
  time_created: r.time_created,
  time_modified: r.time_modified,
})

export function serviceAccessRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx
  const allowList = () => {
    const found = db.allowList.find(SINGLETON_ID)
    if (found) return found
    const time = now()
    return db.allowList.insert({
      id: SINGLETON_ID,
      allowed_ips: { allow: 'any' },
      time_created: time,
      time_modified: time,
    })
  }

  api.get('/v1/system/networking/allow-list', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toAllowList(allowList()))
  })

  api.put('/v1/system/networking/allow-list', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const allowed_ips = parseAllowed(jsonBody(request).allowed_ips)
    const current = allowList()
    const updated = db.allowList.update(current.id, { allowed_ips, time_modified: now() })
    return ok(toAllowList(updated))
  })

  api.get('/v1/system/networking/inbound-icmp', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok({ enabled: db.inboundIcmp.find(SINGLETON_ID)?.enabled ?? true })
  })

  api.put('/v1/system/networking/inbound-icmp', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const enabled = bool(field(jsonBody(request), 'enabled'))
    if (db.inboundIcmp.find(SINGLETON_ID)) db.inboundIcmp.update(SINGLETON_ID, { enabled })
    else db.inboundIcmp.insert({ id: SINGLETON_ID, enabled })
    return noContent()
  })
}

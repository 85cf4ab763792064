import { requireFleet } from '../auth'
import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { alreadyExists, invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, identityUpdate, now } from '../util/lookup'
import { ID_SORT, paginate, wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireBoolean, requireName, requireString } from '../util/validate'
import { toWire } from '../wire'
import { lookupSilo } from './access'
import { parseIp, rangeSize, toRange } from '../util/ip'
import { linkId, toLink } from './records'
import type { IpPoolRecord } from './records'
import { addressesInUse, rangesOf, siloPools } from './shared'

// IP pools (/v1/system/ip-pools): CRUD, links to silos (at most one default per silo) and
// utilization; and the silo's view of its pools (/v1/ip-pools). The service pool is not among
// them: it has its own endpoints (ranges.ts).

function poolUtilization(ctx: MockContext, pool: IpPoolRecord) {
  const capacity = { 4: 0n, 6: 0n }
  for (const r of rangesOf(ctx.db, pool.id)) {
    const range = toRange(r.range)
    if (range) capacity[range.family] += rangeSize(range)
  }
  const allocated = { 4: 0n, 6: 0n }
  for (const { ip, ip_pool_id } of addressesInUse(ctx.db)) {
    const parsed = ip_pool_id === pool.id ? parseIp(ip) : null
    if (parsed) allocated[parsed.family] += 1n
  }
  // IPv4 counts fit a uint32; IPv6 ones (a /64 alone is 2^64) go out as decimal strings.
  return {
    ipv4: { allocated: Number(allocated[4]), capacity: Number(capacity[4]) },
    ipv6: { allocated: allocated[6].toString(), capacity: capacity[6].toString() },
  }
}

export function poolRoutes(api: MockApi, ctx: MockContext) {
  const pools = () => ctx.db.ipPools.where((p) => !p._service)
  const lookup = (request: Request) => byNameOrId(pools(), request.params.pool ?? '', 'ip-pool')
  const linkOf = (poolId: string, siloId: string, siloKey: string) => {
    const link = ctx.db.ipPoolSiloLinks.find(linkId(poolId, siloId))
    if (!link) throw notFound('ip-pool-resource', siloKey)
    return link
  }

  api.get('/v1/system/ip-pools', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(wirePage(pools(), request))
  })

  api.post('/v1/system/ip-pools', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    assertNameFree(ctx.db.ipPools.all(), name, 'ip-pool')
    const time = now()
    const pool = ctx.db.ipPools.insert({
      id: newId(),
      name,
      description,
      time_created: time,
      time_modified: time,
    })
    return created(toWire(pool))
  })

  api.get('/v1/system/ip-pools/:pool', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toWire(lookup(request)))
  })

  api.put('/v1/system/ip-pools/:pool', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const pool = lookup(request)
    const body = jsonBody(request)
    const updated = ctx.db.ipPools.update(
      pool.id,
      identityUpdate(body, pool, ctx.db.ipPools.all(), 'ip-pool'),
    )
    return ok(toWire(updated))
  })

  api.del('/v1/system/ip-pools/:pool', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const pool = lookup(request)
    if (rangesOf(ctx.db, pool.id).length > 0) {
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    }
    if (ctx.db.ipPoolSiloLinks.first((l) => l.ip_pool_id === pool.id)) {
      throw invalidRequest('IP Pool cannot be deleted while it is linked to a silo')
    }
    ctx.db.ipPools.remove(pool.id)
    return noContent()
  })

  api.get('/v1/system/ip-pools/:pool/utilization', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(poolUtilization(ctx, lookup(request)))
  })

  api.get('/v1/system/ip-pools/:pool/silos', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const pool = lookup(request)
    const links = ctx.db.ipPoolSiloLinks.where((l) => l.ip_pool_id === pool.id)
    const page = paginate(links, request, ID_SORT)
    return ok({ items: page.items.map(toLink), next_page: page.next_page })
  })

  api.post('/v1/system/ip-pools/:pool/silos', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const pool = lookup(request)
    const body = jsonBody(request)
    const silo = lookupSilo(ctx, requireString(body, 'silo'))
    const is_default = requireBoolean(body, 'is_default')
    if (ctx.db.ipPoolSiloLinks.find(linkId(pool.id, silo.id))) {
      throw alreadyExists('ip-pool-resource', silo.name)
    }
    if (is_default && siloPools(ctx.db, silo.id).some((p) => p.is_default)) {
      throw invalidRequest(`silo "${silo.name}" already has a default IP pool`)
    }
    const link = ctx.db.ipPoolSiloLinks.insert({
      id: linkId(pool.id, silo.id),
      ip_pool_id: pool.id,
      silo_id: silo.id,
      is_default,
    })
    return created(toLink(link))
  })

  // Making a pool the default demotes the silo's previous default, which stays linked.
  api.put('/v1/system/ip-pools/:pool/silos/:silo', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const pool = lookup(request)
    const siloKey = request.params.silo ?? ''
    const silo = lookupSilo(ctx, siloKey)
    const link = linkOf(pool.id, silo.id, siloKey)
    const is_default = requireBoolean(jsonBody(request), 'is_default')
    if (is_default) {
      for (const other of ctx.db.ipPoolSiloLinks.where(
        (l) => l.silo_id === silo.id && l.is_default && l.id !== link.id,
      )) {
        ctx.db.ipPoolSiloLinks.update(other.id, { is_default: false })
      }
    }
    return ok(toLink(ctx.db.ipPoolSiloLinks.update(link.id, { is_default })))
  })

  api.del('/v1/system/ip-pools/:pool/silos/:silo', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const pool = lookup(request)
    const siloKey = request.params.silo ?? ''
    const silo = lookupSilo(ctx, siloKey)
    const link = linkOf(pool.id, silo.id, siloKey)
    const projects = new Set(ctx.db.projects.where((p) => p.silo_id === silo.id).map((p) => p.id))
    const inUse = addressesInUse(ctx.db).some(
      (a) => a.ip_pool_id === pool.id && a.project_id !== null && projects.has(a.project_id),
    )
    if (inUse) {
      throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    }
    ctx.db.ipPoolSiloLinks.remove(link.id)
    return noContent()
  })

  // The caller's silo: only pools linked to it, each with whether it is the silo's default.
  api.get('/v1/ip-pools', (request, me) => {
    return ok(wirePage(siloPools(ctx.db, me.silo_id), request))
  })

  api.get('/v1/ip-pools/:pool', (request, me) =>
    ok(toWire(byNameOrId(siloPools(ctx.db, me.silo_id), request.params.pool ?? '', 'ip-pool'))),
  )
}

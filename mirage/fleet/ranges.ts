import { requireFleet } from '../auth'
import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest, MockHttpError } from '../util/errors'
import { newId } from '../util/ids'
import { byNameOrId, now } from '../util/lookup'
import { paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, stringAt } from '../util/validate'
import { toWire } from '../wire'
import { formatIp, inRange, overlaps, parseIp, sameRange, toRange } from '../util/ip'
import type { Range } from '../util/ip'
import type { IpPoolRangeRecord, IpPoolRecord } from './records'
import { addressesInUse, rangesOf } from './shared'

// Address ranges of a pool and of the service pool. A range is first..last of one family,
// first <= last, and overlaps no range of any pool (the service pool included): an address
// belongs to at most one pool. A range is removed only while nothing uses its addresses.

function parseRangeBody(request: Request): Range {
  const body = jsonBody(request)
  const firstText = stringAt(body.first, 'first')
  const lastText = stringAt(body.last, 'last')
  const first = parseIp(firstText)
  const last = parseIp(lastText)
  if (!first) throw invalidBody(`first: invalid IP address "${firstText}"`)
  if (!last) throw invalidBody(`last: invalid IP address "${lastText}"`)
  if (first.family !== last.family) {
    throw invalidBody('IP range first and last addresses must be of the same version')
  }
  if (first.value > last.value) {
    throw invalidBody('IP range first address must be less than or equal to the last address')
  }
  return { family: first.family, first: first.value, last: last.value }
}

const text = (r: Range) =>
  `${formatIp({ family: r.family, value: r.first })}-${formatIp({ family: r.family, value: r.last })}`

/** Ranges in address order (IPv4 before IPv6), as the API lists them. */
function sortKey(r: IpPoolRangeRecord): string {
  const range = toRange(r.range)
  return range ? `${range.family}:${range.first.toString(16).padStart(32, '0')}` : `9:${r.id}`
}

export function rangeRoutes(api: MockApi, ctx: MockContext) {
  const servicePool = () => {
    const pool = ctx.db.ipPools.first((p) => p._service === true)
    if (!pool) throw new MockHttpError(500, 'InternalError', 'Internal Server Error')
    return pool
  }
  const pool = (request: Request) =>
    byNameOrId(
      ctx.db.ipPools.where((p) => !p._service),
      request.params.pool ?? '',
      'ip-pool',
    )

  const list = (request: Request, of: IpPoolRecord) => {
    const keyed = rangesOf(ctx.db, of.id).map((r) => ({ id: r.id, name: sortKey(r), record: r }))
    const page = paginate(keyed, request, ['name_ascending'])
    return ok({ items: page.items.map((k) => toWire(k.record)), next_page: page.next_page })
  }

  const add = (request: Request, of: IpPoolRecord) => {
    const range = parseRangeBody(request)
    for (const existing of ctx.db.ipPoolRanges.all()) {
      const other = toRange(existing.range)
      if (other && overlaps(range, other)) {
        throw invalidRequest(`The provided IP range ${text(range)} overlaps with an existing range`)
      }
    }
    const record = ctx.db.ipPoolRanges.insert({
      id: newId(),
      ip_pool_id: of.id,
      range: {
        first: formatIp({ family: range.family, value: range.first }),
        last: formatIp({ family: range.family, value: range.last }),
      },
      time_created: now(),
    })
    return created(toWire(record))
  }

  const remove = (request: Request, of: IpPoolRecord) => {
    const range = parseRangeBody(request)
    const record = rangesOf(ctx.db, of.id).find((r) => {
      const stored = toRange(r.range)
      return stored !== null && sameRange(stored, range)
    })
    if (!record) {
      throw new MockHttpError(
        404,
        'ObjectNotFound',
        `not found: ip-pool-range with range "${text(range)}"`,
      )
    }
    const used = addressesInUse(ctx.db).some(({ ip, ip_pool_id }) => {
      const parsed = parseIp(ip)
      return (
        parsed !== null && (ip_pool_id === null || ip_pool_id === of.id) && inRange(range, parsed)
      )
    })
    if (used) {
      throw invalidRequest(
        'IP pool ranges cannot be deleted while IP addresses are allocated from them',
      )
    }
    ctx.db.ipPoolRanges.remove(record.id)
    return noContent()
  }

  api.get('/v1/system/ip-pools/:pool/ranges', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return list(request, pool(request))
  })
  api.post('/v1/system/ip-pools/:pool/ranges/add', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return add(request, pool(request))
  })
  api.post('/v1/system/ip-pools/:pool/ranges/remove', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return remove(request, pool(request))
  })

  api.get('/v1/system/ip-pools-service', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toWire(servicePool()))
  })
  api.get('/v1/system/ip-pools-service/ranges', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return list(request, servicePool())
  })
  api.post('/v1/system/ip-pools-service/ranges/add', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return add(request, servicePool())
  })
  api.post('/v1/system/ip-pools-service/ranges/remove', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return remove(request, servicePool())
  })
}

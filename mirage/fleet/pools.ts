import type {
  IpPoolCreate,
  IpPoolLinkSilo,
  IpPoolSiloUpdate,
  IpPoolUpdate,
  IpRange,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { assertNameFree, BY_ID, byNameOrId, list, updateIdentity } from '../api/lists'
import type { MockContext } from '../context'
import type { M } from '../models'
import {
  alreadyExists,
  internalError,
  invalidBody,
  invalidRequest,
  notFound,
  notFoundAs,
} from '../util/errors'
import {
  formatIp,
  inRange,
  overlaps,
  parseIp,
  rangeSize,
  sameRange,
  toRange,
  type Range,
} from '../util/ip'
import { addressesInUse, siloPools, siloPoolViews } from './allocate'

// IP pools (/v1/system/ip-pools): CRUD, links to silos (at most one default per silo), address
// ranges and utilization; the service pool's ranges; and the silo's view of its pools
// (/v1/ip-pools). A range is one family, first <= last, and overlaps no range of any pool (the
// service pool included); it goes only while nothing uses its addresses.

const text = (r: Range) =>
  `${formatIp({ family: r.family, value: r.first })}-${formatIp({ family: r.family, value: r.last })}`

/** Ranges in address order (IPv4 before IPv6), as the API lists them. */
const ADDRESS_ORDER = [
  {
    mode: 'name_ascending',
    key: (r: { [k: string]: unknown }) => {
      const range = toRange(r.range as { first: string; last: string })
      return range ? `${range.family}:${range.first.toString(16).padStart(32, '0')}` : ''
    },
  },
]

function utilization(ctx: MockContext, pool: M<'ipPool'>) {
  const capacity = { 4: 0n, 6: 0n }
  const allocated = { 4: 0n, 6: 0n }
  for (const r of pool.ranges.models) {
    const range = toRange(r.range)
    if (range) capacity[range.family] += rangeSize(range)
  }
  for (const { ip, ipPoolId } of addressesInUse(ctx)) {
    const parsed = ipPoolId === pool.id ? parseIp(ip) : null
    if (parsed) allocated[parsed.family] += 1n
  }
  // IPv4 counts fit a uint32; IPv6 ones (a /64 alone is 2^64) go out as decimal strings
  return {
    ipv4: { allocated: Number(allocated[4]), capacity: Number(capacity[4]) },
    ipv6: { allocated: allocated[6].toString(), capacity: capacity[6].toString() },
  }
}

export function poolRoutes(api: MockApi, ctx: MockContext) {
  const pools = () => ctx.schema.where('ipPool', (p) => !p.service)
  const pool = (c: Call) => byNameOrId(pools(), c.params.pool ?? '', 'ip-pool')
  const silo = (key: string) => byNameOrId(ctx.schema.all('silo'), key, 'silo')
  const link = (p: M<'ipPool'>, key: string) => {
    const found = ctx.schema.findBy('ipPoolSiloLink', { ipPoolId: p.id, siloId: silo(key).id })
    if (!found) throw notFound('ip-pool-resource', key)
    return found
  }

  api.on('ipPoolList', (c) => list(pools(), c.request))
  api.on('ipPoolCreate', (c) => {
    const body = c.attrs<IpPoolCreate>()
    assertNameFree(ctx.schema.all('ipPool'), body.name, 'ip-pool')
    return ctx.create('ipPool', body)
  })
  api.on('ipPoolView', (c) => pool(c))
  api.on('ipPoolUpdate', (c) =>
    updateIdentity(pool(c), c.json<IpPoolUpdate>(), ctx.schema.all('ipPool'), 'ip-pool'),
  )
  api.on('ipPoolDelete', (c) => {
    const p = pool(c)
    if (p.ranges.length)
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    if (p.siloLinks.length)
      throw invalidRequest('IP Pool cannot be deleted while it is linked to a silo')
    p.destroy()
  })
  api.on('ipPoolUtilizationView', (c) => utilization(ctx, pool(c)))

  api.on('ipPoolSiloList', (c) => list(pool(c).siloLinks, c.request, BY_ID))
  api.on('ipPoolSiloLink', (c) => {
    const p = pool(c)
    const body = c.json<IpPoolLinkSilo>()
    const s = silo(body.silo)
    if (ctx.schema.findBy('ipPoolSiloLink', { ipPoolId: p.id, siloId: s.id })) {
      throw alreadyExists('ip-pool-resource', s.name)
    }
    if (body.is_default && siloPools(ctx, s.id).some((l) => l.isDefault)) {
      throw invalidRequest(`silo "${s.name}" already has a default IP pool`)
    }
    return ctx.create('ipPoolSiloLink', { ipPool: p, silo: s, isDefault: body.is_default })
  })
  // Making a pool the default demotes the silo's previous default, which stays linked.
  api.on('ipPoolSiloUpdate', (c) => {
    const l = link(pool(c), c.params.silo ?? '')
    const { is_default } = c.json<IpPoolSiloUpdate>()
    if (is_default)
      ctx.schema
        .where('ipPoolSiloLink', { siloId: l.siloId, isDefault: true })
        .update('isDefault', false)
    l.update({ isDefault: is_default })
    return l
  })
  api.on('ipPoolSiloUnlink', (c) => {
    const p = pool(c)
    const l = link(p, c.params.silo ?? '')
    const inSilo = (projectId: string | null) =>
      !!projectId && ctx.schema.find('project', projectId)?.siloId === l.siloId
    if (addressesInUse(ctx).some((a) => a.ipPoolId === p.id && inSilo(a.projectId))) {
      throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    }
    l.destroy()
  })

  // The caller's silo: only pools linked to it, each with whether it is the silo's default.
  const mine = (c: Call) => siloPoolViews(ctx, c.me.siloId)
  api.on('projectIpPoolList', (c) => list(mine(c), c.request))
  api.on('projectIpPoolView', (c) => byNameOrId(mine(c), c.params.pool ?? '', 'ip-pool'))

  // ranges, of a pool or of the service pool
  const service = () => {
    const found = ctx.schema.findBy('ipPool', { service: true })
    if (!found) throw internalError()
    return found
  }
  const parse = (c: Call): Range => {
    const range = toRange(c.json<IpRange>())!
    if (range.first > range.last) {
      throw invalidBody('IP range first address must be less than or equal to the last address')
    }
    return range
  }
  const add = (c: Call, p: M<'ipPool'>) => {
    const range = parse(c)
    if (ctx.schema.all('ipPoolRange').models.some((r) => overlaps(range, toRange(r.range)!))) {
      throw invalidRequest(`The provided IP range ${text(range)} overlaps with an existing range`)
    }
    const [first, last] = [range.first, range.last].map((value) =>
      formatIp({ family: range.family, value }),
    )
    return ctx.create('ipPoolRange', { ipPool: p, range: { first: first!, last: last! } })
  }
  const remove = (c: Call, p: M<'ipPool'>) => {
    const range = parse(c)
    const record = p.ranges.models.find((r) => sameRange(toRange(r.range)!, range))
    if (!record) throw notFoundAs(`ip-pool-range with range "${text(range)}"`)
    const used = addressesInUse(ctx).some(({ ip, ipPoolId }) => {
      const parsed = parseIp(ip)
      return parsed && (ipPoolId === null || ipPoolId === p.id) && inRange(range, parsed)
    })
    if (used)
      throw invalidRequest(
        'IP pool ranges cannot be deleted while IP addresses are allocated from them',
      )
    record.destroy()
  }
  api.on('ipPoolRangeList', (c) => list(pool(c).ranges, c.request, ADDRESS_ORDER))
  api.on('ipPoolRangeAdd', (c) => add(c, pool(c)))
  api.on('ipPoolRangeRemove', (c) => remove(c, pool(c)))
  api.on('ipPoolServiceView', () => service())
  api.on('ipPoolServiceRangeList', (c) => list(service().ranges, c.request, ADDRESS_ORDER))
  api.on('ipPoolServiceRangeAdd', (c) => add(c, service()))
  api.on('ipPoolServiceRangeRemove', (c) => remove(c, service()))
}

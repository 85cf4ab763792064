import type {
  IpPoolAssignParam,
  IpPoolCreate,
  IpPoolLinkSilo,
  IpPoolSiloUpdate,
  IpPoolUpdate,
  IpRange,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { addressesInUse } from '../orm/allocate'
import { assertNameFree, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import { alreadyExists, invalidBody, invalidRequest, notFound, notFoundAs } from '../util/errors'
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

// IP pools (/v1/system/ip-pools): CRUD, what each is assigned to (silos, or the rack's own
// services), links to silos (at most one default per silo, IP version and pool type), address
// ranges and utilization; and the silo's view of its pools (/v1/ip-pools). A pool holds one IP
// version and one type: a range is of the pool's version, unicast or multicast as the pool is,
// first <= last, and overlaps no range of any pool; it goes only while nothing uses its addresses.

// The API's words for the rules of assignment
const BAD_SILO_LINK =
  'IP Pools cannot be both linked to Silos and assigned for system services use.'
const REASSIGN_LAST =
  'Cannot reassign the last IP Pool assigned for system services use. Create and assign at ' +
  'least one more IP Pool before reassigning this one.'
const DELETE_LAST =
  'Cannot delete the last IP Pool assigned for system services use. Create and assign at least ' +
  'one more IP Pool before deleting this one.'

const VERSION_NAME = { v4: 'IPv4', v6: 'IPv6' } as const

/** Multicast: 224.0.0.0/4 and ff00::/8. */
const isMulticast = (r: Range) =>
  r.family === 4 ? r.first >> 28n === 0xen : r.first >> 120n === 0xffn
const lastIsMulticast = (r: Range) => isMulticast({ family: r.family, first: r.last, last: r.last })

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
  let capacity = 0n
  let allocated = 0n
  for (const r of pool.ranges.models) {
    const range = toRange(r.range)
    if (range) capacity += rangeSize(range)
  }
  for (const { ip, ipPoolId } of addressesInUse(ctx)) {
    if (ipPoolId === pool.id && parseIp(ip)) allocated += 1n
  }
  // counted exactly, sent as the API does: doubles, which round past 2^53 (a /64 is 2^64)
  return { capacity: Number(capacity), remaining: Number(capacity - allocated) }
}

export function systemIpPoolsHandlers(api: MockApi, ctx: MockContext) {
  const pools = () => ctx.schema.all('ipPool')
  const forServices = () => ctx.schema.where('ipPool', { assignment: 'system_services' })
  const pool = (c: Call) => byNameOrId(pools(), c.params.pool ?? '', 'ip-pool')
  const silo = (key: string) => byNameOrId(ctx.schema.all('silo'), key, 'silo')
  const link = (p: M<'ipPool'>, key: string) => {
    const found = ctx.schema.findBy('ipPoolSiloLink', { ipPoolId: p.id, siloId: silo(key).id })
    if (!found) throw notFound('ip-pool-resource', key)
    return found
  }

  // the list's filters (SystemIpPoolFilter): each narrows to pools with that value
  const FILTERS = [
    ['assignment', 'assignment'],
    ['ip_version', 'ipVersion'],
    ['pool_type', 'poolType'],
  ] as const
  api.on('systemIpPoolList', (c) =>
    list(
      pools().models.filter((p) =>
        FILTERS.every(([q, attr]) => (c.query(q) ?? p[attr]) === p[attr]),
      ),
      c.request,
    ),
  )
  api.on('systemIpPoolCreate', (c) => {
    const body = c.attrs<IpPoolCreate>()
    assertNameFree(ctx.schema.all('ipPool'), body.name, 'ip-pool')
    // the contract's defaults, for what the body leaves out
    return ctx.create('ipPool', {
      ...body,
      ipVersion: body.ipVersion ?? 'v4',
      poolType: body.poolType ?? 'unicast',
      assignment: body.assignment ?? 'silos',
    })
  })
  api.on('systemIpPoolView', (c) => pool(c))
  api.on('systemIpPoolUpdate', (c) =>
    updateIdentity(pool(c), c.json<IpPoolUpdate>(), ctx.schema.all('ipPool'), 'ip-pool'),
  )
  api.on('systemIpPoolDelete', (c) => {
    const p = pool(c)
    if (p.ranges.length)
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    if (p.siloLinks.length)
      throw invalidRequest('IP Pool cannot be deleted while it is linked to a silo')
    if (p.assignment === 'system_services' && forServices().length === 1) {
      throw invalidRequest(DELETE_LAST)
    }
    p.destroy()
  })
  // A pool serves silos or the rack's services, never both; the rack keeps at least one.
  api.on('systemIpPoolAssign', (c) => {
    const p = pool(c)
    const { assignment } = c.json<IpPoolAssignParam>()
    if (assignment === p.assignment) return p
    if (assignment === 'system_services' && p.siloLinks.length) throw invalidRequest(BAD_SILO_LINK)
    if (assignment === 'silos' && forServices().length === 1) throw invalidRequest(REASSIGN_LAST)
    p.update({ assignment, timeModified: new Date().toISOString() })
    return p
  })
  api.on('systemIpPoolUtilizationView', (c) => utilization(ctx, pool(c)))

  // A silo's default of the pool's IP version and type (one of each at most).
  const defaultLike = (p: M<'ipPool'>, siloId: string) =>
    ctx.schema
      .where('ipPoolSiloLink', { siloId, isDefault: true })
      .models.filter((l) => l.ipPool?.ipVersion === p.ipVersion && l.ipPool.poolType === p.poolType)

  api.on('systemIpPoolSiloList', (c) => list(pool(c).siloLinks, c.request, BY_ID))
  api.on('systemIpPoolSiloLink', (c) => {
    const p = pool(c)
    const body = c.json<IpPoolLinkSilo>()
    const s = silo(body.silo)
    if (p.assignment !== 'silos') throw invalidRequest(BAD_SILO_LINK)
    if (ctx.schema.findBy('ipPoolSiloLink', { ipPoolId: p.id, siloId: s.id })) {
      throw alreadyExists('ip-pool-resource', s.name)
    }
    if (body.is_default && defaultLike(p, s.id).length) {
      throw invalidRequest(
        `silo "${s.name}" already has a default ${VERSION_NAME[p.ipVersion]} ${p.poolType} IP pool`,
      )
    }
    return ctx.create('ipPoolSiloLink', { ipPool: p, silo: s, isDefault: body.is_default })
  })
  // Making a pool the default demotes the silo's previous default of the same IP version and
  // pool type, which stays linked; its defaults of other kinds stay.
  api.on('systemIpPoolSiloUpdate', (c) => {
    const p = pool(c)
    const l = link(p, c.params.silo ?? '')
    const { is_default } = c.json<IpPoolSiloUpdate>()
    if (is_default) for (const other of defaultLike(p, l.siloId)) other.update({ isDefault: false })
    l.update({ isDefault: is_default })
    return l
  })
  api.on('systemIpPoolSiloUnlink', (c) => {
    const p = pool(c)
    const l = link(p, c.params.silo ?? '')
    const inSilo = (projectId: string | null) =>
      !!projectId && ctx.schema.find('project', projectId)?.siloId === l.siloId
    if (addressesInUse(ctx).some((a) => a.ipPoolId === p.id && inSilo(a.projectId))) {
      throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    }
    l.destroy()
  })

  const parse = (c: Call): Range => {
    const range = toRange(c.json<IpRange>())!
    if (range.first > range.last) {
      throw invalidBody('IP range first address must be less than or equal to the last address')
    }
    return range
  }
  const add = (c: Call, p: M<'ipPool'>) => {
    const range = parse(c)
    const version = range.family === 4 ? 'v4' : 'v6'
    if (version !== p.ipVersion) {
      throw invalidRequest(
        `Cannot add ${VERSION_NAME[version]} range to ${VERSION_NAME[p.ipVersion]} IP pool`,
      )
    }
    if (isMulticast(range) !== lastIsMulticast(range)) {
      throw invalidRequest('IP range cannot span multicast and unicast address spaces')
    }
    if (p.poolType === 'unicast' && isMulticast(range)) {
      throw invalidRequest('Cannot add multicast address range to unicast IP pool')
    }
    if (p.poolType === 'multicast' && !isMulticast(range)) {
      throw invalidRequest('Cannot add unicast address range to multicast IP pool')
    }
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
  api.on('systemIpPoolRangeList', (c) => list(pool(c).ranges, c.request, ADDRESS_ORDER))
  api.on('systemIpPoolRangeAdd', (c) => add(c, pool(c)))
  api.on('systemIpPoolRangeRemove', (c) => remove(c, pool(c)))
}

import type { AddressAllocator, InstanceState, PoolSelector } from '~/api/generated/types'
import type { MockContext } from '../context'
import { insufficientCapacity, invalidRequest, notFoundAs } from '../util/errors'
import { formatIp, inRange, parseIp, toRange, type Family, type Range } from '../util/ip'
import { byNameOrId } from './lookups'
import type { M } from './models'
import type { Wire } from './models/attrs'
import { rows } from './models/fastLookups'
import { asSchema } from './serializer'

// External addresses: which pools a silo may use, which addresses are taken, and the allocator
// that hands out the next free one (floating IPs, ephemeral IPs, probes).

/** An address taken, with its pool and the project using it (null for a gateway's address). */
export type AddressInUse = { ip: string; ipPoolId: string | null; projectId: string | null }

export function addressesInUse(ctx: MockContext): AddressInUse[] {
  const { schema } = ctx
  const own = ({ ip, ipPoolId, projectId }: AddressInUse) => ({ ip, ipPoolId, projectId })
  return [
    ...schema.all('floatingIp').models.map(own),
    ...schema
      .all('externalIp')
      .models.map((e) => own({ ...e.attrs, projectId: e.instance?.projectId ?? null })),
    ...schema.all('probe').models.map(own),
    // a gateway's address names no pool, but it is not free either
    ...schema
      .all('internetGatewayIpAddress')
      .models.map((a) => ({ ip: a.address, ipPoolId: null, projectId: null })),
  ].filter((a) => a.ip) // not one being made just now, which has no address yet
}

/** Pools linked to the silo (never one serving the rack's services), each with its is_default. */
export function siloPools(ctx: MockContext, siloId: string) {
  return ctx.schema
    .where('ipPoolSiloLink', { siloId })
    .models.flatMap((l) =>
      l.ipPool?.assignment === 'silos' ? [{ pool: l.ipPool, isDefault: l.isDefault }] : [],
    )
}

/** The same as the API shows them to the silo (SiloIpPool). */
export const siloPoolViews = (ctx: MockContext, siloId: string) =>
  siloPools(ctx, siloId).map(({ pool, isDefault }) =>
    asSchema('SiloIpPool', { ...pool.attrs, isDefault }),
  ) as { id: string; name: string }[]

/**
 * The pool a silo allocates from: `key` (name or id), which must be linked to the silo (404
 * otherwise, as the API does not reveal other silos' pools), else the silo's default.
 */
export function poolForSilo(ctx: MockContext, key: string | null | undefined, siloId: string) {
  const linked = siloPools(ctx, siloId)
  const pools = linked.map((l) => l.pool)
  if (key) return byNameOrId(pools, key, 'ip-pool')
  const fallback = linked.find((l) => l.isDefault)?.pool
  if (!fallback) throw notFoundAs('default IP pool for current silo')
  return fallback
}

/**
 * The pool a PoolSelector names: an explicit pool, or the silo's default unicast pool (of
 * `ipVersion` when given). With defaults of both versions and no version the API cannot choose,
 * and says so (400).
 */
export function poolBySelector(
  ctx: MockContext,
  selector: PoolSelector | null | undefined,
  siloId: string,
): M<'ipPool'> {
  if (selector?.type === 'explicit') return poolForSilo(ctx, selector.pool, siloId)
  const version = selector?.ipVersion ?? null
  const defaults = siloPools(ctx, siloId).filter(
    (l) =>
      l.isDefault && l.pool.poolType !== 'multicast' && (!version || l.pool.ipVersion === version),
  )
  if (defaults.length > 1) {
    throw invalidRequest(
      'silo has default IP pools for both IPv4 and IPv6; specify ip_version in the pool selector',
    )
  }
  if (!defaults[0]) {
    throw notFoundAs(`default ${version ? `${version} ` : ''}IP pool for current silo`)
  }
  return defaults[0].pool
}

/** A PoolSelector as a request body spells it (snake_case). */
export const wireSelector = (s: Wire<PoolSelector> | null | undefined): PoolSelector | undefined =>
  s?.type === 'auto' ? { type: 'auto', ipVersion: s.ip_version ?? null } : (s ?? undefined)

/** An address for a PoolSelector (ephemeral IPs, probes). */
export const allocateBySelector = (
  ctx: MockContext,
  selector: PoolSelector | null | undefined,
  siloId: string,
): Allocation => allocateIp(ctx, poolBySelector(ctx, selector, siloId).id, siloId)

/**
 * An address for an AddressAllocator (floating IPs): an explicit address names its pool, since
 * pools linked to a silo never overlap; 400 when none of the silo's pools holds it.
 */
export function allocateByAllocator(
  ctx: MockContext,
  allocator: Wire<AddressAllocator> | null | undefined,
  siloId: string,
): Allocation {
  if (allocator?.type !== 'explicit')
    return allocateBySelector(ctx, wireSelector(allocator?.pool_selector), siloId)
  const wanted = parseIp(allocator.ip)
  const pool = wanted
    ? siloPools(ctx, siloId).find(({ pool: p }) =>
        p.ranges.models.some((r) => {
          const range = toRange(r.range)
          return range !== null && inRange(range, wanted)
        }),
      )?.pool
    : undefined
  if (!pool) {
    throw invalidRequest(
      `Requested external IP address ${allocator.ip} is not in any IP pool of the silo`,
    )
  }
  return allocateIp(ctx, pool.id, siloId, { ip: allocator.ip })
}

export type Allocation = { ip: string; ipPoolId: string }

/**
 * The next free address of a pool (`key` or the silo's default; IPv4 ranges before IPv6 unless
 * `family`), or the requested `ip`, which must be in the pool and free. The API's errors: 404 for
 * an unknown or unlinked pool or no default, 400 for an address outside the pool or taken, 507
 * when the pool is full. The caller stores the result; that is what marks it taken.
 */
export function allocateIp(
  ctx: MockContext,
  key: string | null | undefined,
  siloId: string,
  { ip, family }: { ip?: string | null; family?: Family } = {},
): Allocation {
  const pool: M<'ipPool'> = poolForSilo(ctx, key, siloId)
  const ranges = pool.ranges.models
    .map((r) => toRange(r.range))
    .filter((r): r is Range => r !== null && (!family || r.family === family))
    .sort((a, b) => a.family - b.family || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
  const taken = new Set(
    addressesInUse(ctx).flatMap(({ ip: used }) => {
      const parsed = parseIp(used)
      return parsed ? [`${parsed.family}:${parsed.value}`] : []
    }),
  )
  if (ip) {
    const wanted = parseIp(ip)!
    if (!ranges.some((r) => inRange(r, wanted))) {
      throw invalidRequest(`Requested external IP address ${ip} is not in IP pool "${pool.name}"`)
    }
    if (taken.has(`${wanted.family}:${wanted.value}`))
      throw invalidRequest(`Requested external IP address ${ip} is already in use`)
    return { ip: formatIp(wanted), ipPoolId: pool.id }
  }
  for (const range of ranges) {
    // taken addresses are few, so stepping past them is quick even in a /64
    for (let value = range.first; value <= range.last; value++) {
      if (!taken.has(`${range.family}:${value}`)) {
        return { ip: formatIp({ family: range.family, value }), ipPoolId: pool.id }
      }
    }
  }
  throw insufficientCapacity('No external IP addresses available')
}

/** States in which an instance has a VMM, so a sled. */
export const ON_A_SLED: readonly InstanceState[] = [
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
]

/** The provisionable sled running the fewest instances (ties by id); null without sleds. */
export function pickSled(ctx: MockContext): string | null {
  const load = new Map<string, number>()
  for (const { id, policy } of rows(ctx.schema, 'sled')) {
    if (policy.kind === 'in_service' && policy.provision_policy === 'provisionable') load.set(id, 0)
  }
  for (const { sledId } of rows(ctx.schema, 'instance')) {
    const n = sledId === null ? undefined : load.get(sledId)
    if (n !== undefined) load.set(sledId!, n + 1)
  }
  return [...load].sort(([a, n], [b, m]) => n - m || (a < b ? -1 : 1))[0]?.[0] ?? null
}

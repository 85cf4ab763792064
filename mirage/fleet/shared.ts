import type { MockDb, Table } from '../db'
import { MockHttpError } from '../util/errors'
import { byNameOrId } from '../util/lookup'
import { formatIp, inRange, parseIp, toRange } from '../util/ip'
import type { Family, Range } from '../util/ip'
import type { IpPoolRecord, IpPoolRangeRecord } from './records'
import './records'

// What other areas use from the fleet: which IP pools a silo may use and the allocator that hands
// out external addresses (floating IPs, instance ephemeral and SNAT IPs, probes).

/** An address handed out by a pool: what a FloatingIp / ExternalIp record stores. */
export type Allocation = { ip: string; ip_pool_id: string }

/** An address taken by some record; project_id when the record says (or its instance does). */
export type AddressInUse = { ip: string; ip_pool_id: string | null; project_id: string | null }

const str = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * Addresses taken. Read by table name and field so that it works whether or not the networking
 * and compute areas have created (or even declared) their tables yet.
 */
export function addressesInUse(db: MockDb): AddressInUse[] {
  const tables = db as unknown as Record<string, Table<{ id: string }> | undefined>
  const rowsOf = (name: string) =>
    (tables[name]?.all() ?? []) as unknown as Record<string, unknown>[]
  const instanceProject = new Map(
    rowsOf('instances').map((i) => [String(i.id), str(i.project_id)] as const),
  )
  const projectOf = (row: Record<string, unknown>) =>
    str(row.project_id) ??
    str(row._project_id) ??
    instanceProject.get(str(row.instance_id) ?? str(row._instance_id) ?? '') ??
    null
  const read = (name: string, ipField: string, poolField: string | null) =>
    rowsOf(name).flatMap((row) => {
      const ip = str(row[ipField])
      if (ip === null) return []
      const ip_pool_id = poolField ? str(row[poolField]) : null
      return [{ ip, ip_pool_id, project_id: projectOf(row) }]
    })
  return [
    ...read('floatingIps', 'ip', 'ip_pool_id'),
    ...read('externalIps', 'ip', 'ip_pool_id'),
    ...read('probes', '_ip', '_ip_pool_id'),
    // gateway addresses name no pool, but an address attached there is not free either
    ...read('internetGatewayIpAddresses', 'address', null),
  ]
}

export const rangesOf = (db: MockDb, poolId: string): IpPoolRangeRecord[] =>
  db.ipPoolRanges.where((r) => r.ip_pool_id === poolId)

/** Pools linked to the silo (never the service pool), each with its link's is_default. */
export function siloPools(db: MockDb, siloId: string): (IpPoolRecord & { is_default: boolean })[] {
  return db.ipPoolSiloLinks
    .where((l) => l.silo_id === siloId)
    .flatMap((l) => {
      const pool = db.ipPools.find(l.ip_pool_id)
      return pool && !pool._service ? [{ ...pool, is_default: l.is_default }] : []
    })
}

/**
 * The pool a silo allocates from: `pool` (name or id) when given, which must be linked to the
 * silo (404 otherwise, as the API does not reveal pools of other silos), else the silo's default.
 */
export function poolForSilo(db: MockDb, pool: string | undefined, siloId: string): IpPoolRecord {
  const linked = siloPools(db, siloId)
  if (pool !== undefined) return byNameOrId(linked, pool, 'ip-pool')
  const fallback = linked.find((p) => p.is_default)
  if (!fallback) {
    throw new MockHttpError(404, 'ObjectNotFound', 'not found: default IP pool for current silo')
  }
  return fallback
}

const exhausted = () =>
  new MockHttpError(507, 'InsufficientCapacity', 'No external IP addresses available')

export type AllocateOptions = {
  /** a specific address instead of the next free one; must be in the pool and free */
  ip?: string
  /** only this family; by default IPv4 ranges are tried before IPv6 ones */
  family?: Family
}

/**
 * The next free address of a pool: `poolKey` (name or id, linked to the silo) or the silo's
 * default pool when undefined. Throws the API's errors: 404 for an unknown or unlinked pool or no
 * default, 400 for a requested address outside the pool or taken, 507 when the pool is full.
 * The caller stores the result (ip + ip_pool_id) in its own record; that is what marks it taken.
 */
export function allocateIp(
  db: MockDb,
  poolKey: string | undefined,
  siloId: string,
  options: AllocateOptions = {},
): Allocation {
  const pool = poolForSilo(db, poolKey, siloId)
  const ranges = rangesOf(db, pool.id)
    .map((r) => toRange(r.range))
    .filter((r): r is Range => r !== null && (!options.family || r.family === options.family))
    .sort((a, b) => a.family - b.family || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
  const taken = new Set(
    addressesInUse(db).flatMap(({ ip }) => {
      const parsed = parseIp(ip)
      return parsed ? [`${parsed.family}:${parsed.value}`] : []
    }),
  )

  if (options.ip !== undefined) {
    const wanted = parseIp(options.ip)
    if (!wanted) throw new MockHttpError(400, 'InvalidValue', `invalid IP address "${options.ip}"`)
    if (!ranges.some((r) => inRange(r, wanted))) {
      throw new MockHttpError(
        400,
        'InvalidRequest',
        `Requested external IP address ${options.ip} is not in IP pool "${pool.name}"`,
      )
    }
    if (taken.has(`${wanted.family}:${wanted.value}`)) {
      throw new MockHttpError(
        400,
        'InvalidRequest',
        `Requested external IP address ${options.ip} is already in use`,
      )
    }
    return { ip: formatIp(wanted), ip_pool_id: pool.id }
  }

  for (const range of ranges) {
    // Taken addresses are few, so stepping past them is quick even in a /64.
    for (let value = range.first; value <= range.last; value++) {
      if (!taken.has(`${range.family}:${value}`)) {
        return { ip: formatIp({ family: range.family, value }), ip_pool_id: pool.id }
      }
    }
  }
  throw exhausted()
}

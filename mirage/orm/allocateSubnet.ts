import type { ExternalSubnetAllocator } from '~/api/generated/types'
import type { MockContext } from '../context'
import { insufficientCapacity, invalidRequest, notFoundAs } from '../util/errors'
import { formatIp, overlaps, parseNet, type Net } from '../util/ip'
import { byNameOrId } from './lookups'
import type { M } from './models'
import type { Wire } from './models/attrs'

// External subnets: carved from a member of a subnet pool linked to the silo, never overlapping
// another external subnet. The allocator takes the first free aligned block of the asked width
// in the pool's members, or checks a requested one.

/** What an external subnet records of where it came from. */
export type SubnetAllocation = { subnet: string; subnetPoolId: string; subnetPoolMemberId: string }

/** Pools linked to the silo, each with its is_default. */
export const siloSubnetPools = (ctx: MockContext, siloId: string) =>
  ctx.schema
    .where('subnetPoolSiloLink', { siloId })
    .models.flatMap((l) => (l.subnetPool ? [{ pool: l.subnetPool, isDefault: l.isDefault }] : []))

// not one being made just now, which has no subnet yet
const taken = (ctx: MockContext): Net[] =>
  ctx.schema
    .all('externalSubnet')
    .models.flatMap((s) => (s.subnet ? (parseNet(s.subnet) ?? []) : []))

/** A block is a network (no host bits) of the member's family, in it and of a width it allows. */
function fits(member: M<'subnetPoolMember'>, net: Net): boolean {
  const range = parseNet(member.subnet)
  return (
    range !== null &&
    range.family === net.family &&
    net.first >= range.first &&
    net.last <= range.last &&
    net.width >= member.minPrefixLength &&
    net.width <= member.maxPrefixLength
  )
}

function poolOf(
  ctx: MockContext,
  selector: Wire<ExternalSubnetAllocator> & { type: 'auto' },
  siloId: string,
) {
  const linked = siloSubnetPools(ctx, siloId)
  const s = selector.pool_selector
  if (s?.type === 'explicit')
    return byNameOrId(
      linked.map((l) => l.pool),
      s.pool,
      'subnet-pool',
    )
  const version = s?.ip_version ?? null
  const defaults = linked.filter((l) => l.isDefault && (!version || l.pool.ipVersion === version))
  if (defaults.length > 1) {
    throw invalidRequest(
      'silo has default subnet pools for both IPv4 and IPv6; specify ip_version in the pool selector',
    )
  }
  if (!defaults[0]) {
    throw notFoundAs(`default ${version ? `${version} ` : ''}subnet pool for current silo`)
  }
  return defaults[0].pool
}

// A pool of IPv6 members holds more blocks than can be walked: the search gives up after this many
const MAX_CANDIDATES = 4096

/** The first free block of `width` in the pool's members; 507 when there is none. */
export function allocateSubnetFrom(
  ctx: MockContext,
  pool: M<'subnetPool'>,
  width: number,
): SubnetAllocation {
  const used = taken(ctx)
  for (const member of pool.members.models) {
    const range = parseNet(member.subnet)
    if (!range || width < member.minPrefixLength || width > member.maxPrefixLength) continue
    const bits = range.family === 4 ? 32 : 128
    const step = 1n << BigInt(bits - width)
    let first = range.first
    for (let i = 0; i < MAX_CANDIDATES && first + step - 1n <= range.last; i++, first += step) {
      const net: Net = { family: range.family, first, last: first + step - 1n, width }
      if (used.some((u) => overlaps(u, net))) continue
      return {
        subnet: `${formatIp({ family: range.family, value: first })}/${width}`,
        subnetPoolId: pool.id,
        subnetPoolMemberId: member.id,
      }
    }
  }
  throw insufficientCapacity(`no free /${width} subnet in subnet pool ${pool.name}`)
}

/** A block of a usual width (/28, /64) within what the pool's first member allows. */
export function defaultWidth(pool: M<'subnetPool'>): number {
  const member = pool.members.models[0]
  const usual = pool.ipVersion === 'v6' ? 64 : 28
  if (!member) return usual
  return Math.min(Math.max(usual, member.minPrefixLength), member.maxPrefixLength)
}

/** The subnet an ExternalSubnetAllocator asks for, with the API's refusals. */
export function allocateSubnet(
  ctx: MockContext,
  allocator: Wire<ExternalSubnetAllocator>,
  siloId: string,
): SubnetAllocation {
  if (allocator.type === 'auto') {
    return allocateSubnetFrom(ctx, poolOf(ctx, allocator, siloId), allocator.prefix_length)
  }
  const net = parseNet(allocator.subnet)
  if (!net) throw invalidRequest(`invalid subnet ${allocator.subnet}`)
  const bits = net.family === 4 ? 32 : 128
  if ((net.first & ((1n << BigInt(bits - net.width)) - 1n)) !== 0n) {
    throw invalidRequest(`subnet ${allocator.subnet} has host bits set`)
  }
  for (const { pool } of siloSubnetPools(ctx, siloId)) {
    const member = pool.members.models.find((m) => fits(m, net))
    if (!member) continue
    const clash = ctx.schema.all('externalSubnet').models.find((s) => {
      const other = s.subnet ? parseNet(s.subnet) : null
      return other !== null && overlaps(other, net)
    })
    if (clash) {
      throw invalidRequest(
        `subnet ${allocator.subnet} overlaps external subnet ${clash.subnet} already in use`,
      )
    }
    return { subnet: allocator.subnet, subnetPoolId: pool.id, subnetPoolMemberId: member.id }
  }
  throw invalidRequest(`subnet ${allocator.subnet} is not in any subnet pool of the silo`)
}

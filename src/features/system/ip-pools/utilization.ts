import type { IpPoolUtilization } from '~/api/generated/types'

// IP pool utilization as exact integers. The API sends IPv4 counts as JSON numbers (uint32, which
// a double holds exactly) and IPv6 counts as decimal strings (uint128: one /64 range alone is
// 2^64 addresses, past what a double holds), so every count becomes a bigint straight from what
// arrived and never passes through a JS number on the way.

export type AddressCount = { allocated: bigint; capacity: bigint }

const DECIMAL = /^(0|[1-9][0-9]*)$/

/** A count as the API sends it, exactly; throws on anything that is not a whole count. */
export function parseCount(value: number | string): bigint {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`)
    return BigInt(value)
  }
  if (!DECIMAL.test(value)) throw new Error(`Not a count: ${value}`)
  return BigInt(value)
}

/**
 * One IP version's counts for display, or undefined when the answer holds something that is
 * not a count: a page shows that it could not read the figure rather than crash on it.
 */
export function versionCount(u: IpPoolUtilization, version: 'IPv4' | 'IPv6') {
  const { allocated, capacity } = version === 'IPv4' ? u.ipv4 : u.ipv6
  try {
    return { allocated: parseCount(allocated), capacity: parseCount(capacity) }
  } catch {
    return undefined
  }
}

/**
 * Allocated as a percentage of capacity, to two decimals, rounded down (a nearly full pool
 * shows 99.99, not 100). Divided as bigints first: only the small quotient becomes a number.
 */
export function sharePercent({ allocated, capacity }: AddressCount): number {
  if (capacity === 0n) return 0
  return Number((allocated * 10_000n) / capacity) / 100
}

/** Every digit, grouped: '18,446,744,073,709,551,616'. */
export const exactCount = (n: bigint) => n.toLocaleString('en-US')

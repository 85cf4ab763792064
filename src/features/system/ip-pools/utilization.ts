import type { IpPoolUtilization } from '~/api/generated/types'

// IP pool utilization as integers. The API sends a pool's capacity and its remaining addresses as
// doubles (one /64 range alone is 2^64 addresses, past any integer type JSON carries), so the
// allocated count is their difference, taken as bigints: a double that large is still a whole
// number, and the subtraction then loses nothing more. Past 2^53 the API itself has rounded the
// figures, so they are read as approximate rather than shown as exact.

export type AddressCount = {
  allocated: bigint
  capacity: bigint
  /** false when the API's figures were past what a double holds exactly (2^53) */
  exact: boolean
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER)

/** A count as the API sends it, as a bigint; throws on anything that is not a whole count. */
export function parseCount(value: number): bigint {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Not a count: ${value}`)
  return BigInt(value)
}

/**
 * A pool's counts for display, or undefined when the answer holds something that is not a count
 * (or more remaining than there is): a page shows that it could not read the figure rather than
 * crash on it.
 */
export function poolCount(u: IpPoolUtilization): AddressCount | undefined {
  try {
    const capacity = parseCount(u.capacity)
    const remaining = parseCount(u.remaining)
    if (remaining > capacity) return undefined
    return { allocated: capacity - remaining, capacity, exact: capacity <= MAX_EXACT }
  } catch {
    return undefined
  }
}

/**
 * Allocated as a percentage of capacity, to two decimals, rounded down (a nearly full pool
 * shows 99.99, not 100). Divided as bigints first: only the small quotient becomes a number.
 */
export function sharePercent({
  allocated,
  capacity,
}: Pick<AddressCount, 'allocated' | 'capacity'>) {
  if (capacity === 0n) return 0
  return Number((allocated * 10_000n) / capacity) / 100
}

/** Every digit, grouped: '18,446,744,073,709,551,616'. */
export const exactCount = (n: bigint) => n.toLocaleString('en-US')

/** 'IPv4' or 'IPv6', as the pages name a pool's IP version. */
export const versionLabel = (v: 'v4' | 'v6') => (v === 'v4' ? 'IPv4' : 'IPv6')

/**
 * What the bar announces and its title says, the same sentence on the list and the pool's page:
 * '3 of 80 IPv4 addresses allocated'; 'About 0 of 18,446,744,073,709,551,616 …' past 2^53.
 */
export function utilizationText(count: AddressCount, version: 'v4' | 'v6') {
  const sentence = `${exactCount(count.allocated)} of ${exactCount(count.capacity)} ${versionLabel(version)} addresses allocated`
  return count.exact ? sentence : `About ${sentence}`
}

import type { MockDb } from '../db'
import { invalidRequest } from '../util/errors'
import { formatIp, parseIp, parseNet } from '../util/ip'

// Private addresses and MACs for network interfaces, from their VPC subnet's IPv4 block (external
// addresses come from the fleet area's allocateIp). IPv4 only: the seeded subnets are IPv4, and
// the console never asks for a specific IPv6 address.

/** As on the rack, the first five addresses of a subnet and its broadcast are reserved. */
const RESERVED_AT_START = 5n

function subnetBounds(block: string): { first: bigint; last: bigint } | null {
  const net = parseNet(block)
  if (net?.family !== 4) return null
  return { first: net.first + RESERVED_AT_START, last: net.last - 1n }
}

/**
 * A private address in the subnet: `requested` when it is inside the block, not reserved and
 * free; otherwise the first free one. `used` are the addresses of the subnet's interfaces.
 */
export function subnetAddress(block: string, used: Set<string>, requested?: string | null): string {
  const bounds = subnetBounds(block)
  if (!bounds) throw invalidRequest(`subnet block ${block} has no IPv4 addresses`)
  if (requested !== null && requested !== undefined) {
    const ip = parseIp(requested)
    if (ip?.family !== 4 || ip.value < bounds.first || ip.value > bounds.last) {
      throw invalidRequest(`IP address ${requested} is not available in subnet ${block}`)
    }
    if (used.has(requested)) throw invalidRequest(`IP address ${requested} is already in use`)
    return requested
  }
  for (let n = bounds.first; n <= bounds.last; n++) {
    const ip = formatIp({ family: 4, value: n })
    if (!used.has(ip)) return ip
  }
  throw invalidRequest(`no free IP addresses in subnet ${block}`)
}

/** Oxide's guest MAC range starts at A8:40:25:F0:00:00; the mock hands them out in order. */
export function nextMac(db: MockDb): string {
  const taken = new Set(db.networkInterfaces.all().map((n) => n.mac.toUpperCase()))
  for (let n = 1; ; n++) {
    const mac = `A8:40:25:F${(Math.floor(n / 65536) % 16).toString(16).toUpperCase()}:${[
      Math.floor(n / 256) % 256,
      n % 256,
    ]
      .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
      .join(':')}`
    if (!taken.has(mac)) return mac
  }
}

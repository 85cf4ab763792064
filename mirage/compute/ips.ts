import type { MockDb } from '../db'
import { invalidRequest } from '../util/errors'

// Private addresses and MACs for network interfaces, from their VPC subnet's IPv4 block (external
// addresses come from the fleet area's allocateIp). IPv4 only: the seeded subnets are IPv4, and
// the console never asks for a specific IPv6 address.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

export function ipv4ToInt(ip: string): number | null {
  const m = IPV4.exec(ip)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  if (parts.some((p) => p > 255)) return null
  return parts.reduce((acc, p) => acc * 256 + p, 0)
}

export const intToIpv4 = (n: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')

/** As on the rack, the first five addresses of a subnet and its broadcast are reserved. */
const RESERVED_AT_START = 5

function subnetBounds(block: string): { first: number; last: number } | null {
  const [address, width] = block.split('/')
  const base = ipv4ToInt(address ?? '')
  const bits = Number(width)
  if (base === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return null
  const size = 2 ** (32 - bits)
  const start = base - (base % size)
  return { first: start + RESERVED_AT_START, last: start + size - 2 }
}

/**
 * A private address in the subnet: `requested` when it is inside the block, not reserved and
 * free; otherwise the first free one. `used` are the addresses of the subnet's interfaces.
 */
export function subnetAddress(block: string, used: Set<string>, requested?: string | null): string {
  const bounds = subnetBounds(block)
  if (!bounds) throw invalidRequest(`subnet block ${block} has no IPv4 addresses`)
  if (requested !== null && requested !== undefined) {
    const n = ipv4ToInt(requested)
    if (n === null || n < bounds.first || n > bounds.last) {
      throw invalidRequest(`IP address ${requested} is not available in subnet ${block}`)
    }
    if (used.has(requested)) throw invalidRequest(`IP address ${requested} is already in use`)
    return requested
  }
  for (let n = bounds.first; n <= bounds.last; n++) {
    const ip = intToIpv4(n)
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

// IP address arithmetic for the whole mock: pool ranges, subnet blocks, address lots, BGP peers,
// on the console's own parser (src/util/ip.ts, as strict as the API's patterns). Addresses are
// BigInts so one code path covers IPv4 (32 bits) and IPv6 (128 bits): range sizes, "next free
// address" and overlap checks are all exact, even for a /64 whose size does not fit in a double.
// Relative import: the e2e suite loads the mock's contract checks without the app's aliases.
import {
  formatIp as format,
  ipToBigInt,
  netBounds,
  parseIp as parseText,
  parseIpNet,
} from '../../src/util/ip'

export type Family = 4 | 6
export type Ip = { family: Family; value: bigint }
export type Range = { family: Family; first: bigint; last: bigint }

const familyOf = (type: 'v4' | 'v6'): Family => (type === 'v4' ? 4 : 6)

/** An IPv4 or IPv6 address, or null when the text is neither. */
export function parseIp(text: string): Ip | null {
  const ip = parseText(text)
  return ip.type === 'error' ? null : { family: familyOf(ip.type), value: ipToBigInt(ip) }
}

/** The canonical text form (RFC 5952 for IPv6: lowercase, the longest zero run as "::"). */
export const formatIp = ({ family, value }: Ip): string => format(family === 4 ? 'v4' : 'v6', value)

export const rangeSize = (r: Range): bigint => r.last - r.first + 1n

export const inRange = (r: Range, ip: Ip): boolean =>
  r.family === ip.family && ip.value >= r.first && ip.value <= r.last

export const overlaps = (a: Range, b: Range): boolean =>
  a.family === b.family && a.first <= b.last && b.first <= a.last

export const sameRange = (a: Range, b: Range): boolean =>
  a.family === b.family && a.first === b.first && a.last === b.last

/** A stored range (wire IpRange: { first, last }) as numbers; null if it does not parse. */
export function toRange(wire: { first: string; last: string }): Range | null {
  const first = parseIp(wire.first)
  const last = parseIp(wire.last)
  if (!first || !last || first.family !== last.family) return null
  return { family: first.family, first: first.value, last: last.value }
}

export const isIp = (text: string): boolean => parseIp(text) !== null

/** Same address, whatever way it is written ('fd00::1' and 'fd00:0::1'). */
export function sameIp(a: string, b: string): boolean {
  const x = parseIp(a)
  const y = parseIp(b)
  return !!x && !!y && x.family === y.family && x.value === y.value
}

/** first <= address <= last, all three of one family (text form). */
export function addressInRange(address: string, first: string, last: string): boolean {
  const range = toRange({ first, last })
  const ip = parseIp(address)
  return !!range && !!ip && inRange(range, ip)
}

/** A CIDR block: the range it covers (host bits of the written address ignored) and its width. */
export type Net = Range & { width: number }

/** 'a.b.c.d/n' or 'x::/n'; null unless the address parses and the width fits its family. */
export function parseNet(text: string): Net | null {
  const net = parseIpNet(text)
  if (net.type === 'error') return null
  return { family: familyOf(net.type), ...netBounds(net), width: net.width }
}

/** The family of an address or a block; null when the text is neither. */
export const ipFamily = (text: string): Family | null =>
  (parseIp(text) ?? parseNet(text))?.family ?? null

/** The address part of 'a.b.c.d/n'. */
export const netAddress = (net: string): string => net.split('/')[0] ?? net

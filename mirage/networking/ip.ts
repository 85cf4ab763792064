// Address arithmetic the networking handlers need: parsing IPv4/IPv6 addresses and CIDR blocks,
// containment and overlap checks. IPv4 addresses are plain numbers; IPv6 addresses are bigints so
// /48 and /64 prefixes can be compared exactly.

export type V4Net = { base: number; width: number }
export type V6Net = { base: bigint; width: number }

const V4_RE = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function parseIpv4(text: string): number | null {
  if (!V4_RE.test(text)) return null
  return text.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0)
}

export const formatIpv4 = (n: number): string =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')

/** The eight 16-bit groups of an IPv6 address ('::' expanded), as one bigint; null if invalid. */
export function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:]+$/.test(text) || text.includes(':::')) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const head = groups(halves[0])
  const tail = groups(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (all.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null
  return all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n)
}

/** Canonical-enough text for an IPv6 address: groups without leading zeros, longest zero run as '::'. */
export function formatIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) =>
    Number((value >> BigInt((7 - i) * 16)) & 0xffffn).toString(16),
  )
  let bestStart = -1
  let bestLen = 0
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > bestLen && j - i > 1) [bestStart, bestLen] = [i, j - i]
    i = j
  }
  if (bestStart < 0) return groups.join(':')
  return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLen).join(':')}`
}

export const isIp = (text: string): boolean => parseIpv4(text) !== null || parseIpv6(text) !== null

function splitCidr(text: string): [string, number] | null {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(text)
  return match?.[1] && match[2] ? [match[1], Number(match[2])] : null
}

export function parseIpv4Net(text: string): V4Net | null {
  const parts = splitCidr(text)
  const base = parts ? parseIpv4(parts[0]) : null
  if (!parts || base === null || parts[1] > 32) return null
  return { base, width: parts[1] }
}

export function parseIpv6Net(text: string): V6Net | null {
  const parts = splitCidr(text)
  const base = parts ? parseIpv6(parts[0]) : null
  if (!parts || base === null || parts[1] > 128) return null
  return { base, width: parts[1] }
}

export const isIpNet = (text: string): boolean =>
  parseIpv4Net(text) !== null || parseIpv6Net(text) !== null

/** First and last address of a v4 block (host bits ignored, as oxnet does for its prefix). */
export function v4Bounds(net: V4Net): [number, number] {
  const size = 2 ** (32 - net.width)
  const first = Math.floor(net.base / size) * size
  return [first, first + size - 1]
}

export function v6Bounds(net: V6Net): [bigint, bigint] {
  const hostBits = BigInt(128 - net.width)
  const first = (net.base >> hostBits) << hostBits
  return [first, first + (1n << hostBits) - 1n]
}

export function v4Overlap(a: V4Net, b: V4Net): boolean {
  const [a0, a1] = v4Bounds(a)
  const [b0, b1] = v4Bounds(b)
  return a0 <= b1 && b0 <= a1
}

export function v6Overlap(a: V6Net, b: V6Net): boolean {
  const [a0, a1] = v6Bounds(a)
  const [b0, b1] = v6Bounds(b)
  return a0 <= b1 && b0 <= a1
}

/** RFC 1918: the only ranges a VPC subnet's IPv4 block may come from. */
const PRIVATE_V4: V4Net[] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(
  (cidr) => parseIpv4Net(cidr) as V4Net,
)

export function isPrivateV4(net: V4Net): boolean {
  const [first, last] = v4Bounds(net)
  return PRIVATE_V4.some((range) => {
    const [r0, r1] = v4Bounds(range)
    return first >= r0 && last <= r1
  })
}

/** fd00::/8, the unique local addresses VPC prefixes come from. */
export const isUniqueLocal = (net: V6Net): boolean => net.base >> 120n === 0xfdn

/** v4 or v6, compared within one family; addresses of different families never match. */
export function addressInRange(address: string, first: string, last: string): boolean {
  const v4 = parseIpv4(address)
  const f4 = parseIpv4(first)
  const l4 = parseIpv4(last)
  if (v4 !== null) return f4 !== null && l4 !== null && v4 >= f4 && v4 <= l4
  const v6 = parseIpv6(address)
  const f6 = parseIpv6(first)
  const l6 = parseIpv6(last)
  return v6 !== null && f6 !== null && l6 !== null && v6 >= f6 && v6 <= l6
}

export const ipFamily = (text: string): 4 | 6 | null =>
  parseIpv4(text) !== null || parseIpv4Net(text) !== null
    ? 4
    : parseIpv6(text) !== null || parseIpv6Net(text) !== null
      ? 6
      : null

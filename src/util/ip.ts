// IP address and CIDR parsing for the validation rules of spec §5. Strict on purpose: anything
// accepted here must also be accepted by the API's Ipv4Net/Ipv6Net patterns, so a form never
// passes client validation only to fail on the server.

// spec §5
export const IP_MESSAGES = {
  invalidAddress: 'Not a valid IP address',
  missingWidth: 'Must contain an IP address and a width, separated by a /',
  widthNotInteger: 'Width must be an integer',
  maxWidthV4: 'Max width for IPv4 is 32',
  maxWidthV6: 'Max width for IPv6 is 128',
} as const

/** spec §5 */
const MAX_WIDTH_V4 = 32
/** spec §5 */
const MAX_WIDTH_V6 = 128

type IpVersion = 'v4' | 'v6'
export type ParseError = { type: 'error'; message: string }
export type ParsedIp = { type: IpVersion; address: string }
export type ParsedIpNet = { type: IpVersion; address: string; width: number }

// 0–255 without leading zeros: '010' is rejected, as the server's parser does, because it is
// ambiguous (octal in some tools).
const OCTET = /^(0|[1-9][0-9]{0,2})$/
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/

export function isIpv4(s: string): boolean {
  const parts = s.split('.')
  return parts.length === 4 && parts.every((p) => OCTET.test(p) && Number(p) <= 255)
}

/** Number of 16-bit groups a run of colon-separated parts stands for, or -1 if invalid. */
function countGroups(parts: string[], allowTrailingIpv4: boolean): number {
  let groups = 0
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1
    // An embedded IPv4 address ('::ffff:1.2.3.4') may only be the final part; it is 32 bits.
    if (last && allowTrailingIpv4 && part.includes('.')) {
      if (!isIpv4(part)) return -1
      groups += 2
    } else if (HEX_GROUP.test(part)) {
      groups += 1
    } else {
      return -1
    }
  }
  return groups
}

export function isIpv6(s: string): boolean {
  // Zone IDs ('fe80::1%eth0') are not addresses the API takes.
  if (!/^[0-9a-fA-F:.]+$/.test(s)) return false
  const halves = s.split('::')
  if (halves.length > 2) return false // '::' may appear once
  if (halves.length === 1) return countGroups(s.split(':'), true) === 8
  const [head = '', tail = ''] = halves
  const headGroups = head === '' ? 0 : countGroups(head.split(':'), false)
  const tailGroups = tail === '' ? 0 : countGroups(tail.split(':'), true)
  if (headGroups < 0 || tailGroups < 0) return false
  // '::' stands for at least one group of zeros
  return headGroups + tailGroups <= 7
}

/** Spec §5: a valid IPv4 or IPv6 address, otherwise 'Not a valid IP address'. */
export function parseIp(s: string): ParsedIp | ParseError {
  if (isIpv4(s)) return { type: 'v4', address: s }
  if (isIpv6(s)) return { type: 'v6', address: s }
  return { type: 'error', message: IP_MESSAGES.invalidAddress }
}

/**
 * Spec §5: an address and a width separated by '/'. Checked in the order a user would fix them:
 * shape, then address, then width. A width must be written canonically ('24', not '024'), like
 * the API's patterns require.
 */
export function parseIpNet(s: string): ParsedIpNet | ParseError {
  const parts = s.split('/')
  const [addressPart = '', widthPart = ''] = parts
  if (parts.length !== 2 || !addressPart || !widthPart) {
    return { type: 'error', message: IP_MESSAGES.missingWidth }
  }
  const ip = parseIp(addressPart)
  if (ip.type === 'error') return ip
  if (!/^(0|[1-9][0-9]*)$/.test(widthPart)) {
    return { type: 'error', message: IP_MESSAGES.widthNotInteger }
  }
  const width = Number(widthPart)
  if (ip.type === 'v4' && width > MAX_WIDTH_V4) {
    return { type: 'error', message: IP_MESSAGES.maxWidthV4 }
  }
  if (ip.type === 'v6' && width > MAX_WIDTH_V6) {
    return { type: 'error', message: IP_MESSAGES.maxWidthV6 }
  }
  return { type: ip.type, address: ip.address, width }
}

/** The 16-bit groups of a valid IPv6 address, '::' and an embedded IPv4 tail expanded. */
function ipv6Groups(s: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head = '', tail] = s.split('::')
  const before = toGroups(head)
  if (tail === undefined) return before
  const after = toGroups(tail)
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * A parsed address as an unsigned integer, exactly (an IPv6 address needs 128 bits, far past a
 * JS number), so addresses of one version compare in address order.
 */
export function ipToBigInt(ip: ParsedIp): bigint {
  const parts = ip.type === 'v4' ? ip.address.split('.').map(Number) : ipv6Groups(ip.address)
  const bits = ip.type === 'v4' ? 8n : 16n
  return parts.reduce((n, part) => (n << bits) | BigInt(part), 0n)
}

const BITS: Record<IpVersion, number> = { v4: 32, v6: 128 }

/** An address of `version` from its integer: dotted quad, or IPv6 with the longest zero run as '::'. */
export function formatIp(version: IpVersion, n: bigint): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 0xffn)).join('.')
  }
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt((7 - i) * 16)) & 0xffffn))
  // the longest run of two or more zero groups becomes '::' (RFC 5952)
  let best = { at: -1, length: 1 }
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > best.length) best = { at: i, length: j - i }
    i = j === i ? i + 1 : j
  }
  const hex = groups.map((g) => g.toString(16))
  if (best.at < 0) return hex.join(':')
  const head = hex.slice(0, best.at).join(':')
  const tail = hex.slice(best.at + best.length).join(':')
  return `${head}::${tail}`
}

/** The first and last address a network spans, as integers. */
export function netBounds(net: ParsedIpNet): { first: bigint; last: bigint } {
  const hostBits = BigInt(BITS[net.type] - net.width)
  const size = 1n << hostBits
  const first = (ipToBigInt(net) >> hostBits) << hostBits
  return { first, last: first + size - 1n }
}

/**
 * The network a CIDR with host bits set stands for ('172.30.8.5/24' → '172.30.8.0/24'), or
 * undefined when the address already is the network's.
 */
export function networkOf(net: ParsedIpNet): string | undefined {
  const { first } = netBounds(net)
  return first === ipToBigInt(net) ? undefined : `${formatIp(net.type, first)}/${net.width}`
}

/** Whether two address spans of one version share an address. */
export const spansOverlap = (
  a: { first: bigint; last: bigint },
  b: { first: bigint; last: bigint },
) => a.first <= b.last && b.first <= a.last

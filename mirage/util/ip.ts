// IP address arithmetic for the whole mock: pool ranges, subnet blocks, address lots, BGP peers.
// Addresses are BigInts so one code path covers IPv4 (32 bits) and IPv6 (128 bits): range sizes,
// "next free address" and overlap checks are all exact, even for a /64 whose size does not fit
// in a double.

export type Family = 4 | 6
export type Ip = { family: Family; value: bigint }
export type Range = { family: Family; first: bigint; last: bigint }

const V4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function parseV4(text: string): bigint | null {
  const m = V4_RE.exec(text)
  if (!m) return null
  let value = 0n
  for (const part of m.slice(1)) {
    // "01" is not an address the API accepts (it could be read as octal)
    if (part.length > 1 && part.startsWith('0')) return null
    const n = Number(part)
    if (n > 255) return null
    value = (value << 8n) | BigInt(n)
  }
  return value
}

function parseGroups(text: string, allowV4Tail: boolean): number[] | null {
  if (text === '') return []
  const parts = text.split(':')
  const groups: number[] = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? ''
    if (allowV4Tail && i === parts.length - 1 && part.includes('.')) {
      const v4 = parseV4(part)
      if (v4 === null) return null
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn))
    } else if (/^[0-9a-fA-F]{1,4}$/.test(part)) {
      groups.push(parseInt(part, 16))
    } else {
      return null
    }
  }
  return groups
}

function parseV6(text: string): bigint | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  let groups: number[]
  if (halves.length === 2) {
    const head = parseGroups(halves[0] ?? '', false)
    const tail = parseGroups(halves[1] ?? '', true)
    if (!head || !tail || head.length + tail.length > 7) return null
    groups = [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail]
  } else {
    const all = parseGroups(text, true)
    if (!all || all.length !== 8) return null
    groups = all
  }
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n)
}

/** An IPv4 or IPv6 address, or null when the text is neither. */
export function parseIp(text: string): Ip | null {
  const v4 = parseV4(text)
  if (v4 !== null) return { family: 4, value: v4 }
  if (!text.includes(':')) return null
  const v6 = parseV6(text)
  return v6 === null ? null : { family: 6, value: v6 }
}

/** The canonical text form (RFC 5952 for IPv6: lowercase, the longest zero run as "::"). */
export function formatIp({ family, value }: Ip): string {
  if (family === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
  }
  const groups = Array.from({ length: 8 }, (_, i) =>
    Number((value >> BigInt(112 - i * 16)) & 0xffffn),
  )
  let bestStart = -1
  let bestLength = 1 // a single zero group is not compressed
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) {
      bestStart = i
      bestLength = j - i
    }
    i = j
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')
  if (bestStart < 0) return hex(groups)
  return `${hex(groups.slice(0, bestStart))}::${hex(groups.slice(bestStart + bestLength))}`
}

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

/** An address in either family, as text. */
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
  const match = /^([^/]+)\/(\d{1,3})$/.exec(text)
  const ip = match?.[1] ? parseIp(match[1]) : null
  const width = Number(match?.[2])
  const bits = ip?.family === 4 ? 32 : 128
  if (!ip || width > bits) return null
  const hostBits = BigInt(bits - width)
  const first = (ip.value >> hostBits) << hostBits
  return { family: ip.family, first, last: first + (1n << hostBits) - 1n, width }
}

export const isIpNet = (text: string): boolean => parseNet(text) !== null

/** The family of an address or a block; null when the text is neither. */
export const ipFamily = (text: string): Family | null =>
  (parseIp(text) ?? parseNet(text))?.family ?? null

/** The address part of 'a.b.c.d/n'. */
export const netAddress = (net: string): string => net.split('/')[0] ?? net

import { parseIp } from '~/util/ip'

// Address arithmetic for address-lot blocks: whether an address lies in a block, and whether a
// block is well ordered. Addresses are compared as integers (IPv6 needs BigInt).

export type IpValue = { family: 'v4' | 'v6'; value: bigint }

function v4Value(address: string): bigint {
  return address.split('.').reduce((acc, octet) => (acc << 8n) + BigInt(Number(octet)), 0n)
}

function v6Value(address: string): bigint {
  // An embedded IPv4 tail ('::ffff:1.2.3.4') stands for the last two groups.
  let text = address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (tail?.[1]) {
    const v4 = v4Value(tail[1])
    text = `${address.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (acc, group) => (acc << 16n) + BigInt(parseInt(group, 16)),
    0n,
  )
}

/** The address as a number, or undefined when it is not an IP address. */
export function ipValue(address: string): IpValue | undefined {
  const parsed = parseIp(address)
  if (parsed.type === 'v4') return { family: 'v4', value: v4Value(address) }
  if (parsed.type === 'v6') return { family: 'v6', value: v6Value(address) }
  return undefined
}

/** first <= address <= last, all of one family. */
export function inRange(address: string, first: string, last: string): boolean {
  const a = ipValue(address)
  const f = ipValue(first)
  const l = ipValue(last)
  if (!a || !f || !l || a.family !== f.family || a.family !== l.family) return false
  return f.value <= a.value && a.value <= l.value
}

/** The address part of 'a.b.c.d/n'. */
export const netAddress = (net: string): string => net.split('/')[0] ?? net

/** Same address, whatever way it is written ('fd00::1' and 'fd00:0::1'). */
export function sameIp(a: string, b: string): boolean {
  const x = ipValue(a)
  const y = ipValue(b)
  return !!x && !!y && x.family === y.family && x.value === y.value
}

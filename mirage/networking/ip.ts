import { parseNet, type Net } from '../util/ip'

// The address rules particular to VPCs, over the mock's shared address arithmetic (util/ip).

/** A block of one family, or null. */
export function parseNetOf(family: 4 | 6, text: string): Net | null {
  const net = parseNet(text)
  return net?.family === family ? net : null
}

/** RFC 1918: the only ranges a VPC subnet's IPv4 block may come from. */
const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(
  (cidr) => parseNet(cidr) as Net,
)

export const isPrivateV4 = (net: Net): boolean =>
  PRIVATE_V4.some((range) => net.first >= range.first && net.last <= range.last)

/** fd00::/8, the unique local addresses VPC prefixes come from. */
export const isUniqueLocal = (net: Net): boolean => net.family === 6 && net.first >> 120n === 0xfdn

import type { PrivateIpConfig, PrivateIpStack, PrivateIpStackCreate } from '~/api/generated/types'

// A network interface holds an IPv4 address, an IPv6 one, or both (an instance's NIC as
// `ip_stack`, a probe's or service's as `ip_config`); screens show them IPv4 first.

type Stack = PrivateIpStack | PrivateIpConfig

const parts = (s: Stack) =>
  s.type === 'dual_stack' ? [s.value.v4, s.value.v6] : [s.value as Stack['value'] & object]

type Part = { ip: string; transitIps?: string[]; subnet?: string }

const each = (s: Stack): Part[] => parts(s) as Part[]

/** The interface's private addresses. */
export const stackIps = (s: Stack): string[] => each(s).map((p) => p.ip)

/** The extra prefixes the interface may send from (transit IPs), of every version it has. */
export const stackTransitIps = (s: Stack): string[] => each(s).flatMap((p) => p.transitIps ?? [])

/** The subnets of a probe's or service's interface. */
export const configSubnets = (c: PrivateIpConfig): string[] =>
  each(c).flatMap((p) => p.subnet ?? [])

export const STACK_LABELS = { v4: 'IPv4', v6: 'IPv6', dual_stack: 'IPv4 and IPv6' } as const

export type StackChoice = keyof typeof STACK_LABELS

/** A subnet's blocks an interface of `stack` takes its addresses from: 'net (10.0.0.0/24)'. */
export const subnetLabel = (
  s: { name: string; ipv4Block: string; ipv6Block: string },
  stack: StackChoice,
) => {
  const blocks =
    stack === 'v4' ? [s.ipv4Block] : stack === 'v6' ? [s.ipv6Block] : [s.ipv4Block, s.ipv6Block]
  return `${s.name} (${blocks.join(', ')})`
}

/**
 * The create body's `ip_config`: the stack chosen, each part auto-assigned, except an address
 * typed by the user, which goes to the part of its version.
 */
export function toIpConfig(stack: StackChoice, ip = ''): PrivateIpStackCreate {
  const isV6 = ip.includes(':')
  const v4 = {
    ip: ip && !isV6 ? { type: 'explicit' as const, value: ip } : { type: 'auto' as const },
  }
  const v6 = {
    ip: ip && isV6 ? { type: 'explicit' as const, value: ip } : { type: 'auto' as const },
  }
  if (stack === 'v4') return { type: 'v4', value: v4 }
  if (stack === 'v6') return { type: 'v6', value: v6 }
  return { type: 'dual_stack', value: { v4, v6 } }
}

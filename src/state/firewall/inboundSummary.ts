import type { VpcFirewallRule, VpcFirewallRuleHostFilter } from '~/api/generated/types'
import { hostText, protocolText } from './describe'
import type { RuleMatch } from './ruleMatch'

// What a VPC's rules let in, in a line: 'SSH (22) from anywhere, ICMP from anywhere; 3 more
// rules'. For the instance create form, under the network choice. Pure.

/** Ports people know by the service's name (TCP). */
const SERVICES: Record<string, string> = {
  '22': 'SSH',
  '80': 'HTTP',
  '443': 'HTTPS',
  '3389': 'RDP',
}

/** 'SSH (22)', 'TCP 9100-9102', 'ICMP', 'TCP and UDP 53', 'all traffic' (prose: a line starts it capitalised). */
export function trafficText(filters: VpcFirewallRule['filters']): string {
  const protocols = filters.protocols ?? []
  const ports = filters.ports ?? []
  const portText = ports.join(', ')
  const [only] = protocols
  if (protocols.length === 1 && only?.type === 'tcp' && ports.length === 1) {
    const service = SERVICES[portText]
    if (service) return `${service} (${portText})`
  }
  if (protocols.length === 0) return ports.length ? `ports ${portText}` : 'all traffic'
  const names = protocols.map(protocolText)
  const joined =
    names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  const withPorts =
    ports.length > 0 && protocols.some((p) => p.type !== 'icmp' && p.type !== 'icmp6')
  return withPorts ? `${joined} ${portText}` : joined
}

const ANYWHERE: Record<string, string> = {
  '0.0.0.0/0': 'anywhere (IPv4)',
  '::/0': 'anywhere (IPv6)',
}

const sourceText = (host: VpcFirewallRuleHostFilter) =>
  (host.type === 'ip_net' && ANYWHERE[host.value]) || hostText(host)

/** 'from anywhere', 'from VPC default', 'from IP 192.0.2.1 or Subnet web'. */
export function fromText(hosts: VpcFirewallRule['filters']['hosts']): string {
  if (!hosts?.length) return 'from anywhere'
  return `from ${hosts.map(sourceText).join(' or ')}`
}

export type InboundSummary = {
  /** the first allowing rules, said in words, in the order they apply */
  allowed: string[]
  /** the other enabled inbound rules that reach the instance (more allowing ones, denying ones) */
  more: number
}

/**
 * The enabled inbound rules reaching an instance: the first `max` that allow, in words, and how
 * many others there are. Disabled and outbound rules say nothing about what comes in today.
 */
export function inboundSummary(matches: readonly RuleMatch[], max = 3): InboundSummary {
  const inbound = matches.filter(
    (m) => m.rule.status === 'enabled' && m.rule.direction === 'inbound',
  )
  const allowing = inbound.filter((m) => m.rule.action === 'allow').slice(0, max)
  return {
    allowed: allowing.map(
      (m) => `${trafficText(m.rule.filters)} ${fromText(m.rule.filters.hosts)}`,
    ),
    more: inbound.length - allowing.length,
  }
}

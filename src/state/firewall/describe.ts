import type {
  VpcFirewallRuleFilter,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
} from '~/api/generated/types'
import { labelOf, withValue } from '~/util/labels'

// Readable words for a firewall rule's tagged values ({ type, value }): the chips of the rules
// table, an instance's rules and the items of the rule form's lists all say them the same way.

/** The kinds of a firewall rule's targets and host filters (the contract's five variants). */
export type HostType = VpcFirewallRuleHostFilter['type']

export const HOST_TYPE_LABELS: Record<HostType, string> = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP network',
}

/** 'VPC default', 'IP network 10.0.0.0/8'; a kind a newer rack sends as it is. */
export const hostText = (host: VpcFirewallRuleHostFilter) =>
  withValue(labelOf(HOST_TYPE_LABELS, host.type), host.value)

// ports filter TCP and UDP only
const isIcmpType = (t: string) => t === 'icmp' || t === 'icmp6'

const PROTOCOL_LABELS: Record<VpcFirewallRuleProtocol['type'], string> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  icmp6: 'ICMPv6',
}

/** 'TCP', 'ICMP', 'ICMP type 8', 'ICMPv6 type 3 code 0-15'. */
export function protocolText(protocol: VpcFirewallRuleProtocol): string {
  const label = labelOf(PROTOCOL_LABELS, protocol.type)
  if ((protocol.type !== 'icmp' && protocol.type !== 'icmp6') || !protocol.value) return label
  const { icmpType, code } = protocol.value
  return `${label} type ${icmpType}${code ? ` code ${code}` : ''}`
}

/**
 * A rule's filters as chips: its hosts, then each protocol with the ports it is limited to
 * ('TCP 80, 443'); ports without a protocol stand alone ('Ports 80, 443'). No filter at all lets
 * any traffic through, which is what 'Any' says.
 */
export function filterTexts(filters: VpcFirewallRuleFilter): string[] {
  const hosts = (filters.hosts ?? []).map(hostText)
  const ports = filters.ports ?? []
  const portText = ports.join(', ')
  const protocols = (filters.protocols ?? []).map((p) =>
    !isIcmpType(p.type) && ports.length > 0 ? `${protocolText(p)} ${portText}` : protocolText(p),
  )
  // ports apply to TCP and UDP; with neither among the protocols they are still a filter
  const portsShown = (filters.protocols ?? []).some((p) => !isIcmpType(p.type))
  const loosePorts = ports.length > 0 && !portsShown ? [`Ports ${portText}`] : []
  const all = [...hosts, ...protocols, ...loosePorts]
  return all.length > 0 ? all : ['Any']
}

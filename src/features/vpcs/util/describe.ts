import type {
  RouteDestination,
  RouteTarget,
  VpcFirewallRuleFilter,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
} from '~/api/generated/types'
import { labelOf } from '~/util/labels'

// Readable words for the API's tagged values ({ type, value }): the chips of the firewall rules
// table, the routes table and the items of the forms' lists all say them the same way.

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

// a variant this console does not know may carry no value
const withValue = (label: string, value: unknown) =>
  value === undefined || value === null ? label : `${label} ${String(value)}`

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

const DESTINATION_LABELS: Record<RouteDestination['type'], string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}

/** A destination's kind and value, apart (a table shows them on two lines). */
export const destinationParts = (d: RouteDestination) => ({
  kind: labelOf(DESTINATION_LABELS, d.type),
  value: d.value,
})

export const destinationText = (d: RouteDestination) =>
  withValue(labelOf(DESTINATION_LABELS, d.type), d.value)

const TARGET_LABELS: Record<RouteTarget['type'], string> = {
  ip: 'IP',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

export const targetParts = (t: RouteTarget) => ({
  kind: labelOf(TARGET_LABELS, t.type),
  value: t.type === 'drop' ? undefined : t.value,
})

export const targetText = (t: RouteTarget) =>
  t.type === 'drop' ? TARGET_LABELS.drop : withValue(labelOf(TARGET_LABELS, t.type), t.value)

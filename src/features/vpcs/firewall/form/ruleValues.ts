import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleUpdate,
} from '~/api/generated/types'
import { parsePortRange } from '~/util/validation'
import type { HostType } from '~/state/firewall/describe'

// The firewall rule form's values mirror the form: the lists as they stand plus, for each, the
// item being written ("draft") before it is added. A draft left filled in is part of the rule
// when it is saved: what the user typed is never dropped.

export type HostDraft = { type: HostType; value: string }
type ProtocolType = VpcFirewallRuleProtocol['type']
export type ProtocolDraft = { type: ProtocolType | ''; icmpType: string; icmpCode: string }

export type RuleFormValues = {
  name: string
  description: string
  enabled: boolean
  priority: string
  action: 'allow' | 'deny'
  direction: 'inbound' | 'outbound'
  targets: VpcFirewallRuleHostFilter[]
  targetDraft: HostDraft
  hosts: VpcFirewallRuleHostFilter[]
  hostDraft: HostDraft
  protocols: VpcFirewallRuleProtocol[]
  protocolDraft: ProtocolDraft
  ports: string[]
  portDraft: string
}

const emptyHost = (): HostDraft => ({ type: 'vpc', value: '' })
export const emptyProtocol = (): ProtocolDraft => ({ type: '', icmpType: '', icmpCode: '' })

/** The highest priority number a rule may have. */
export const MAX_PRIORITY = 65535
/** The gap a new rule leaves after the last one, so a rule can later go between them. */
const PRIORITY_STEP = 10

/**
 * A new rule's priority: after every rule the VPC has (a higher number is checked later), at the
 * next multiple of 10, so it never silently outranks the rules already there (deny rules
 * included). With no rules, 0.
 */
export function priorityAfter(priorities: readonly number[]): number {
  if (priorities.length === 0) return 0
  const highest = Math.max(...priorities)
  return Math.min(Math.floor(highest / PRIORITY_STEP) * PRIORITY_STEP + PRIORITY_STEP, MAX_PRIORITY)
}

/** A new rule: allow inbound, enabled, no filters (any traffic) until some are added. */
export const newRuleValues = (priority = 0): RuleFormValues => ({
  name: '',
  description: '',
  enabled: true,
  priority: String(priority),
  action: 'allow',
  direction: 'inbound',
  targets: [],
  targetDraft: emptyHost(),
  hosts: [],
  hostDraft: emptyHost(),
  protocols: [],
  protocolDraft: emptyProtocol(),
  ports: [],
  portDraft: '',
})

/** The form filled from a rule (to edit it, or to clone it under `name`). */
export const ruleValues = (rule: VpcFirewallRule, name = rule.name): RuleFormValues => ({
  ...newRuleValues(),
  name,
  description: rule.description,
  enabled: rule.status === 'enabled',
  priority: String(rule.priority),
  action: rule.action,
  direction: rule.direction,
  targets: rule.targets,
  hosts: rule.filters.hosts ?? [],
  protocols: rule.filters.protocols ?? [],
  ports: rule.filters.ports ?? [],
})

/** A host draft as an item, or undefined when nothing was written. */
export const hostOf = (draft: HostDraft): VpcFirewallRuleHostFilter | undefined => {
  const value = draft.value.trim()
  return value ? { type: draft.type, value } : undefined
}

/** ICMP and ICMPv6, which carry a type and code and no ports. */
export const isIcmp = (type: string) => type === 'icmp' || type === 'icmp6'

/** A protocol draft as an item: ICMP (v4 or v6) with its optional type and code. */
export function protocolOf(draft: ProtocolDraft): VpcFirewallRuleProtocol | undefined {
  if (draft.type === '') return undefined
  if (draft.type === 'tcp' || draft.type === 'udp') return { type: draft.type }
  const icmpType = draft.icmpType.trim()
  const code = draft.icmpCode.trim()
  if (!icmpType) return { type: draft.type, value: null }
  return { type: draft.type, value: { icmpType: Number(icmpType), ...(code ? { code } : {}) } }
}

/** A port draft as written canonically ('80', '8000-8080'), or undefined when blank. */
export function portOf(draft: string): string | undefined {
  if (!draft.trim()) return undefined
  const range = parsePortRange(draft)
  if (!range) return draft.trim()
  return range[0] === range[1] ? String(range[0]) : `${range[0]}-${range[1]}`
}

const withDraft = <T>(items: T[], draft: T | undefined): T[] =>
  draft === undefined ? items : [...items, draft]

/** Each list with its filled-in draft, as the rule will have them. */
const listsOf = (v: RuleFormValues) => ({
  targets: withDraft(v.targets, hostOf(v.targetDraft)),
  hosts: withDraft(v.hosts, hostOf(v.hostDraft)),
  protocols: withDraft(v.protocols, protocolOf(v.protocolDraft)),
  ports: withDraft(v.ports, portOf(v.portDraft)),
})

/** The values as the API's rule; empty filter lists are sent as null (no filter). */
export function ruleFromValues(v: RuleFormValues): VpcFirewallRuleUpdate {
  const { targets, hosts, protocols, ports } = listsOf(v)
  return {
    name: v.name,
    description: v.description,
    status: v.enabled ? 'enabled' : 'disabled',
    priority: Number(v.priority),
    action: v.action,
    direction: v.direction,
    targets,
    filters: {
      hosts: hosts.length ? hosts : null,
      protocols: protocols.length ? protocols : null,
      ports: ports.length ? ports : null,
    },
  }
}

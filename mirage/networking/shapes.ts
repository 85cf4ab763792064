import { invalidBody } from '../util/errors'
import { checkName, isObject, requireOneOf } from '../util/validate'
import { isIp, isIpNet } from '../util/ip'
import type { FirewallRuleRecord, RouterRouteRecord } from './records'

// The tagged values of route and firewall bodies ({ type, value }), checked against the
// contract's variants: names must be Names, `ip` an address, `ip_net` a CIDR block.

export type Destination = RouterRouteRecord['destination']
export type Target = RouterRouteRecord['target']
export type RuleTarget = FirewallRuleRecord['targets'][number]

type Tagged = { type: string; value?: string }

function tagged(raw: unknown, field: string, types: readonly string[]): Tagged {
  if (raw === undefined || raw === null) throw invalidBody(`missing field \`${field}\``)
  if (!isObject(raw)) throw invalidBody(`${field}: invalid type, expected an object`)
  const type = requireOneOf(raw.type, `${field}.type`, types)
  return {
    type,
    value: raw.value === undefined || raw.value === null ? undefined : String(raw.value),
  }
}

/** The value of a variant that carries one: a Name, an IP address or an IP network. */
function value(t: Tagged, field: string): string {
  if (t.value === undefined) throw invalidBody(`${field}: missing field \`value\``)
  if (t.type === 'ip') {
    if (!isIp(t.value)) throw invalidBody(`${field}.value: invalid IP address "${t.value}"`)
  } else if (t.type === 'ip_net') {
    if (!isIpNet(t.value)) throw invalidBody(`${field}.value: invalid IP network "${t.value}"`)
  } else {
    checkName(t.value, `${field}.value`)
  }
  return t.value
}

const DESTINATION_TYPES = ['ip', 'ip_net', 'vpc', 'subnet'] as const
const TARGET_TYPES = ['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'] as const
/** Firewall targets and host filters share these five variants. */
const HOST_TYPES = ['vpc', 'subnet', 'instance', 'ip', 'ip_net'] as const

export function parseDestination(raw: unknown, field = 'destination'): Destination {
  const t = tagged(raw, field, DESTINATION_TYPES)
  return { type: t.type, value: value(t, field) } as Destination
}

export function parseTarget(raw: unknown, field = 'target'): Target {
  const t = tagged(raw, field, TARGET_TYPES)
  if (t.type === 'drop') return { type: 'drop' }
  return { type: t.type, value: value(t, field) } as Target
}

export function parseHost(raw: unknown, field: string): RuleTarget {
  const t = tagged(raw, field, HOST_TYPES)
  return { type: t.type, value: value(t, field) } as RuleTarget
}

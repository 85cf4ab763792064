import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidBody } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import { ok } from '../util/respond'
import { checkName, isObject, jsonBody, requireOneOf, requireString } from '../util/validate'
import type { FirewallRuleRecord, VpcRecord } from './records'
import { callerOf, vpcFromQuery } from './selectors'
import { parseHost } from './shapes'

// /v1/vpc-firewall-rules: a VPC's rules are one resource. GET lists them (sorted by name, as the
// API does); PUT replaces the whole list, every rule with a new id, after checking each rule.

const MAX_RULES = 1024
const MAX_ITEMS = 256

type Filters = FirewallRuleRecord['filters']
type Protocol = NonNullable<Filters['protocols']>[number]

function list(raw: unknown, field: string): unknown[] | null {
  if (raw === undefined || raw === null) return null
  if (!Array.isArray(raw)) throw invalidBody(`${field}: invalid type, expected a sequence`)
  if (raw.length > MAX_ITEMS) throw invalidBody(`${field}: at most ${MAX_ITEMS} items`)
  return raw
}

/** L4PortRange: '22' or '8000-8080', ports 0..65535, first <= last. */
function parsePorts(raw: unknown, field: string): string[] | null {
  return (
    list(raw, field)?.map((item, i) => {
      const match = typeof item === 'string' ? /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(item) : null
      const first = Number(match?.[1])
      const last = match?.[2] === undefined ? first : Number(match[2])
      if (!match || last > 65535 || first > last) {
        throw invalidBody(`${field}[${i}]: invalid port range ${JSON.stringify(item)}`)
      }
      return item as string
    }) ?? null
  )
}

/** IcmpParamRange: '3' or '0-15', values 0..255. */
function icmpCode(raw: unknown, field: string): string | null {
  if (raw === undefined || raw === null) return null
  const match = typeof raw === 'string' ? /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(raw) : null
  const first = Number(match?.[1])
  const last = match?.[2] === undefined ? first : Number(match[2])
  if (!match || last > 255 || first > last) {
    throw invalidBody(`${field}: invalid ICMP code range ${JSON.stringify(raw)}`)
  }
  return raw as string
}

function parseProtocol(raw: unknown, field: string): Protocol {
  if (!isObject(raw)) throw invalidBody(`${field}: invalid type, expected an object`)
  const type = requireOneOf(raw.type, `${field}.type`, ['tcp', 'udp', 'icmp'] as const)
  if (type !== 'icmp') return { type }
  const value = raw.value
  if (value === undefined || value === null) return { type, value: null }
  if (!isObject(value)) throw invalidBody(`${field}.value: invalid type, expected an object`)
  const icmpType = value.icmp_type
  if (
    typeof icmpType !== 'number' ||
    !Number.isInteger(icmpType) ||
    icmpType < 0 ||
    icmpType > 255
  ) {
    throw invalidBody(`${field}.value.icmp_type: expected an integer from 0 to 255`)
  }
  return { type, value: { icmp_type: icmpType, code: icmpCode(value.code, `${field}.value.code`) } }
}

function parseFilters(raw: unknown, field: string): Filters {
  if (raw === undefined || raw === null) throw invalidBody(`${field}: missing field \`filters\``)
  if (!isObject(raw)) throw invalidBody(`${field}: invalid type, expected an object`)
  return {
    hosts:
      list(raw.hosts, `${field}.hosts`)?.map((h, i) => parseHost(h, `${field}.hosts[${i}]`)) ??
      null,
    protocols:
      list(raw.protocols, `${field}.protocols`)?.map((p, i) =>
        parseProtocol(p, `${field}.protocols[${i}]`),
      ) ?? null,
    ports: parsePorts(raw.ports, `${field}.ports`),
  }
}

function parseRule(raw: unknown, i: number, vpc: VpcRecord, time: string): FirewallRuleRecord {
  const at = `rules[${i}]`
  if (!isObject(raw)) throw invalidBody(`${at}: invalid type, expected an object`)
  const name = checkName(requireString(raw, 'name'), `${at}.name`)
  const priority = raw.priority
  if (
    typeof priority !== 'number' ||
    !Number.isInteger(priority) ||
    priority < 0 ||
    priority > 65535
  ) {
    throw invalidBody(`${at}.priority: expected an integer from 0 to 65535`)
  }
  const targets = list(raw.targets, `${at}.targets`)
  if (targets === null) throw invalidBody(`${at}: missing field \`targets\``)
  return {
    id: newId(),
    vpc_id: vpc.id,
    name,
    description: requireString(raw, 'description'),
    action: requireOneOf(raw.action, `${at}.action`, ['allow', 'deny'] as const),
    direction: requireOneOf(raw.direction, `${at}.direction`, ['inbound', 'outbound'] as const),
    status: requireOneOf(raw.status, `${at}.status`, ['enabled', 'disabled'] as const),
    priority,
    targets: targets.map((t, j) => parseHost(t, `${at}.targets[${j}]`)),
    filters: parseFilters(raw.filters, `${at}.filters`),
    time_created: time,
    time_modified: time,
  }
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1)

export function firewallRoutes(api: MockApi, ctx: MockContext): void {
  const rulesOf = (vpcId: string) =>
    [...(ctx.db.vpcFirewallRules.find(vpcId)?.rules ?? [])].sort(byName)

  api.get('/v1/vpc-firewall-rules', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me), request)
    return ok({ rules: rulesOf(vpc.id) })
  })

  api.put('/v1/vpc-firewall-rules', (request, me) => {
    const { vpc } = vpcFromQuery(callerOf(ctx, me, 'collaborator'), request)
    const body = jsonBody(request)
    const raw = body.rules ?? []
    if (!Array.isArray(raw)) throw invalidBody('rules: invalid type, expected a sequence')
    if (raw.length > MAX_RULES) throw invalidBody(`rules: at most ${MAX_RULES} rules per VPC`)
    const time = now()
    const rules = raw.map((r, i) => parseRule(r, i, vpc, time))
    const seen = new Set<string>()
    const duplicates = rules.filter((r) => seen.has(r.name) || !seen.add(r.name))
    if (duplicates.length) {
      const names = [...new Set(duplicates.map((r) => `"${r.name}"`))].join(', ')
      throw invalidBody(`rules: rule names must be unique; duplicates: ${names}`)
    }
    if (ctx.db.vpcFirewallRules.find(vpc.id)) {
      ctx.db.vpcFirewallRules.update(vpc.id, { rules })
    } else {
      ctx.db.vpcFirewallRules.insert({ id: vpc.id, rules })
    }
    return ok({ rules: rulesOf(vpc.id) })
  })
}

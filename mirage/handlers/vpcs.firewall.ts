import type { VpcFirewallRuleUpdateParams } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { fromQuery } from '../api/scope'
import type { MockContext } from '../context'
import type { M } from '../orm/models'
import { toWire } from '../orm/serializer'
import { invalidBody } from '../util/errors'

// /v1/vpc-firewall-rules: a VPC's rules are one resource. GET lists them (sorted by name, as the
// API does); PUT replaces the whole list, every rule with a new id. The contract checks each
// rule's shape; what it cannot say stays here: port and ICMP code ranges in bounds and in order,
// and rule names unique within the VPC.

/** '22' or '8000-8080' within 0..max, first <= last */
const inRange = (text: string, max: number) => {
  const [first, last = first] = text.split('-').map(Number)
  return first! <= max && last! <= max && first! <= last!
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1)
export function firewallRoutes(api: MockApi, ctx: MockContext): void {
  const rulesOf = (vpc: M<'vpc'>) => ({
    rules: [...vpc.firewallRules.models].sort(byName).map(toWire),
  })

  api.on('vpcFirewallRulesView', (c) => rulesOf(fromQuery(ctx, c, 'vpc')))

  api.on('vpcFirewallRulesUpdate', (c) => {
    const vpc = fromQuery(ctx, c, 'vpc')
    const rules = c.json<VpcFirewallRuleUpdateParams>().rules ?? []
    rules.forEach((rule, i) => {
      const at = `rules[${i}].filters`
      for (const [j, ports] of (rule.filters.ports ?? []).entries()) {
        if (!inRange(ports, 65535))
          throw invalidBody(`${at}.ports[${j}]: invalid port range ${JSON.stringify(ports)}`)
      }
      for (const [j, p] of (rule.filters.protocols ?? []).entries()) {
        const code = p.type === 'icmp' || p.type === 'icmp6' ? p.value?.code : null
        if (code && !inRange(code, 255)) {
          throw invalidBody(
            `${at}.protocols[${j}].value.code: invalid ICMP code range ${JSON.stringify(code)}`,
          )
        }
      }
    })
    const names = rules.map((r) => r.name)
    const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))]
    if (duplicates.length) {
      throw invalidBody(
        `rules: rule names must be unique; duplicates: ${duplicates.map((n) => `"${n}"`).join(', ')}`,
      )
    }
    vpc.firewallRules.destroy()
    for (const rule of rules) ctx.create('vpcFirewallRule', { ...rule, vpcId: vpc.id })
    return rulesOf(vpc)
  })
}

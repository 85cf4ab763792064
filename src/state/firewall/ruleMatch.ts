import type { VpcFirewallRule, VpcFirewallRuleTarget } from '~/api/generated/types'
import { ipToBigInt, parseIp, parseIpNet, type ParsedIpNet } from '~/util/ip'
import { byPriority } from './ruleSort'

// Which of a VPC's firewall rules reach one instance, and through which of their targets. The
// contract: 'Targets are additive: the rule applies to instances matching ANY target' (so a rule
// without targets reaches no instance), and a rule is a VPC's: it reaches an instance only
// through the instance's network interfaces in that VPC. Pure, so every target kind is tested
// without a page.

/** One network interface of the instance in the VPC, as far as it is known. */
export type NicFacts = {
  name: string
  subnet: string
  /** the interface's address; undefined while the API has yet to pick it (a new instance) */
  ip?: string
  /** the subnet's IPv4 and IPv6 blocks, for an address not yet picked */
  subnetBlocks?: readonly string[]
}

/** What the rules are matched against: an instance (or one being created) and its VPC. */
export type InstanceFacts = {
  instance: string
  /** the VPC the rules belong to, by name */
  vpc: string
  /** the instance's interfaces in that VPC; none means no rule of the VPC reaches it */
  nics: readonly NicFacts[]
}

/** A target that reaches the instance, and how (which interface, which address). */
type TargetMatch = { target: VpcFirewallRuleTarget; text: string }

export type RuleMatch = { id: string; rule: VpcFirewallRule; matched: TargetMatch[] }

type Ip = { version: 'v4' | 'v6'; value: bigint }

function ipOf(text: string | undefined): Ip | undefined {
  if (!text) return undefined
  const ip = parseIp(text)
  return ip.type === 'error' ? undefined : { version: ip.type, value: ipToBigInt(ip) }
}

type Net = { version: 'v4' | 'v6'; first: bigint; last: bigint }

function netOf(text: string): Net | undefined {
  const net: ParsedIpNet | { type: 'error' } = parseIpNet(text)
  if (net.type === 'error') return undefined
  const bits = net.type === 'v4' ? 32 : 128
  const hostBits = BigInt(bits - net.width)
  const base = ipToBigInt({ type: net.type, address: net.address })
  const first = (base >> hostBits) << hostBits
  return { version: net.type, first, last: first + (1n << hostBits) - 1n }
}

const within = (net: Net, ip: Ip) =>
  net.version === ip.version && ip.value >= net.first && ip.value <= net.last

/** The whole of `inner` lies in `outer`: any address picked from it would be covered. */
const covers = (outer: Net, inner: Net) =>
  outer.version === inner.version && inner.first >= outer.first && inner.last <= outer.last

const sameIp = (a: Ip, b: Ip) => a.version === b.version && a.value === b.value

/** How `target` reaches the instance, one text per interface it reaches (none: it doesn't). */
function targetMatches(target: VpcFirewallRuleTarget, facts: InstanceFacts): string[] {
  const { nics } = facts
  switch (target.type) {
    case 'instance':
      return target.value === facts.instance ? [`Instance ${target.value}`] : []
    case 'vpc':
      return target.value === facts.vpc ? [`VPC ${target.value}`] : []
    case 'subnet':
      return nics
        .filter((nic) => nic.subnet === target.value)
        .map((nic) => `Subnet ${target.value} (${nic.name})`)
    case 'ip': {
      const ip = ipOf(target.value)
      return nics.flatMap((nic) => {
        const own = ipOf(nic.ip)
        return ip && own && sameIp(ip, own) ? [`IP ${target.value} (${nic.name})`] : []
      })
    }
    case 'ip_net': {
      const net = netOf(target.value)
      if (!net) return []
      return nics.flatMap((nic) => {
        const own = ipOf(nic.ip)
        if (own)
          return within(net, own) ? [`IP network ${target.value} (${nic.name} ${nic.ip})`] : []
        // not picked yet: it is covered only if every address it could get is
        const blocks = (nic.subnetBlocks ?? []).map(netOf)
        return blocks.some((block) => block && covers(net, block))
          ? [`IP network ${target.value} (${nic.name}, its whole subnet)`]
          : []
      })
    }
    // a kind of target from a newer rack: nothing here can say it reaches the instance
    default:
      return []
  }
}

/**
 * The rules of the VPC that reach the instance, in the order they are applied (priority, then
 * name), each with the targets that reach it. Disabled rules are kept (the table says they are
 * off). An instance without an interface in the VPC is reached by none.
 */
export function rulesForInstance(
  rules: readonly VpcFirewallRule[],
  facts: InstanceFacts,
): RuleMatch[] {
  if (facts.nics.length === 0) return []
  return [...rules].sort(byPriority).flatMap((rule) => {
    const matched = rule.targets.flatMap((target) =>
      targetMatches(target, facts).map((text) => ({ target, text })),
    )
    return matched.length > 0 ? [{ id: rule.id, rule, matched }] : []
  })
}

import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/generated/types'

// A VPC's firewall rules are one resource: the API only replaces the whole list (PUT
// /v1/vpc-firewall-rules). A change to one rule is a function of the list as the server has it at
// the moment of the PUT, so a rule someone else changed meanwhile is not put back as it was.

/** The API's writable fields of a rule, as the PUT body wants them. */
export const toRuleUpdate = (rule: VpcFirewallRule): VpcFirewallRuleUpdate => ({
  name: rule.name,
  description: rule.description,
  status: rule.status,
  priority: rule.priority,
  action: rule.action,
  direction: rule.direction,
  targets: rule.targets,
  filters: rule.filters,
})

/** ObjectAlreadyExists in the catalogue's words (spec §8), found before anything is sent. */
const RULE_NAME_TAKEN = 'Firewall rule name already exists'
const ruleGone = (name: string) => `Firewall rule ${name} no longer exists`

/** A change that cannot be made to the list as it is now: the form shows why. */
class RuleListError extends Error {}

/** The refusal of a name another rule has: the form says it at the name field. */
export const isRuleNameTaken = (e: unknown) =>
  e instanceof RuleListError && e.message === RULE_NAME_TAKEN

export type RuleChange = (rules: readonly VpcFirewallRule[]) => VpcFirewallRuleUpdate[]

export const addRule =
  (rule: VpcFirewallRuleUpdate): RuleChange =>
  (rules) => {
    if (rules.some((r) => r.name === rule.name)) throw new RuleListError(RULE_NAME_TAKEN)
    return [...rules.map(toRuleUpdate), rule]
  }

/** The rule named `name` becomes `rule` (perhaps renamed); the others stay as they are. */
export const replaceRule =
  (name: string, rule: VpcFirewallRuleUpdate): RuleChange =>
  (rules) => {
    if (!rules.some((r) => r.name === name)) throw new RuleListError(ruleGone(name))
    if (rules.some((r) => r.name === rule.name && r.name !== name)) {
      throw new RuleListError(RULE_NAME_TAKEN)
    }
    return rules.map((r) => (r.name === name ? rule : toRuleUpdate(r)))
  }

/** Without the rule named `name`; already gone is the same outcome. */
export const removeRule =
  (name: string): RuleChange =>
  (rules) =>
    rules.filter((r) => r.name !== name).map(toRuleUpdate)

/** Without the rules named; those already gone are the same outcome. */
export const removeRules =
  (names: ReadonlySet<string>): RuleChange =>
  (rules) =>
    rules.filter((r) => !names.has(r.name)).map(toRuleUpdate)

/** The rules named get `status`; the others stay as they are. A rule gone meanwhile is an error. */
export const setRulesStatus =
  (names: ReadonlySet<string>, status: VpcFirewallRule['status']): RuleChange =>
  (rules) => {
    const missing = [...names].filter((name) => !rules.some((r) => r.name === name))
    if (missing.length > 0) throw new RuleListError(ruleGone(missing.join(', ')))
    return rules.map((r) => (names.has(r.name) ? { ...toRuleUpdate(r), status } : toRuleUpdate(r)))
  }

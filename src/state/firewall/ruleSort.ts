import type { VpcFirewallRule } from '~/api/generated/types'

/**
 * The order rules are applied and listed in: priority (the lower number first; the API lists by
 * name), ties by name.
 */
export const byPriority = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

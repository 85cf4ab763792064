// The firewall rule form, the largest of the area's forms: its own chunk.
export {
  FirewallRuleCreateForm,
  FirewallRuleEditForm,
  firewallRuleLoader,
} from './firewall/FirewallRuleForms'

import { vpcsApi } from '~/api/endpoints/vpcs'
import { defineView } from '~/app/routes/define'

/** A VPC's firewall rules (one list, no paging): read by the rules tab and the rule forms. */
export const rulesView = defineView(vpcsApi.endpoints.vpcFirewallRulesView, (param) => ({
  query: { project: param('project'), vpc: param('vpc') },
}))

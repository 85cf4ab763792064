import { useCallback } from 'react'
import { useVpcFirewallRulesUpdateMutation, vpcsApi } from '~/api/endpoints/vpcs'
import { useAppDispatch } from '~/app/hooks'
import type { VpcFirewallRule } from '~/api/generated/types'
import { planRequest } from '~/components'
import type { RuleChange } from '~/state/firewall/ruleChanges'

// The list is read fresh just before the PUT, so a rule someone else changed meanwhile is not put
// back the way this page last saw it.

/** The PUT of the whole list: `change` applied to `rules`. */
export const rulesRequest = (
  project: string,
  vpc: string,
  rules: readonly VpcFirewallRule[],
  change: RuleChange,
) =>
  planRequest(vpcsApi.endpoints.vpcFirewallRulesUpdate, {
    query: { project, vpc },
    body: { rules: change(rules) },
  })

/** Reads the VPC's rules fresh, applies `change` to them and PUTs the whole list. */
export function useUpdateRules(project: string, vpc: string) {
  const dispatch = useAppDispatch()
  const [update] = useVpcFirewallRulesUpdateMutation()
  return useCallback(
    async (change: RuleChange) => {
      const query = { project, vpc }
      const fresh = await dispatch(
        vpcsApi.endpoints.vpcFirewallRulesView.initiate(
          { query },
          { forceRefetch: true, subscribe: false },
        ),
      ).unwrap()
      return update(rulesRequest(project, vpc, fresh.rules, change).arg).unwrap()
    },
    [dispatch, update, project, vpc],
  )
}

import { useCallback } from 'react'
import { useVpcFirewallRulesUpdateMutation, vpcsApi } from '~/api/endpoints/vpcs'
import { useAppDispatch } from '~/app/hooks'
import type { RuleChange } from '~/state/firewall/ruleChanges'

// The list is read fresh just before the PUT, so a rule someone else changed meanwhile is not put
// back the way this page last saw it.

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
      return update({ query, body: { rules: change(fresh.rules) } }).unwrap()
    },
    [dispatch, update, project, vpc],
  )
}

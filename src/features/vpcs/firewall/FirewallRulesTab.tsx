import useMediaQuery from '@mui/material/useMediaQuery'
import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import type { VpcFirewallRule } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  deleteAction,
  ListPage,
  preloadDataTable,
  type BulkAction,
  type RowAction,
} from '~/components'
import { narrowRuleColumns, ruleColumns } from './ruleColumns'
import { byPriority } from '~/state/firewall/ruleSort'
import { removeRule, removeRules, setRulesStatus } from '~/state/firewall/ruleChanges'
import { useUpdateRules } from './rulesUpdate'
import { rulesView } from './rulesView'

export const firewallRulesLoader: typeof rulesView.loader = (args) => {
  preloadDataTable()
  return rulesView.loader(args)
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const ruleStatus = (rule: VpcFirewallRule) => capitalized(rule.status)
const namesOf = (rules: VpcFirewallRule[]) => new Set(rules.map((r) => r.name))

/**
 * Spec §2 firewall-rules: the VPC's rules in priority order, with Edit, Clone and Delete; the
 * rule forms open over it. The rules are one list on the API (no paging): the list shell holds
 * them whole. Several rules are deleted, enabled or disabled in one update of the list.
 */
export function FirewallRulesTab() {
  const { data, error, isLoading, refetch, fulfilledTimeStamp, param } = rulesView.useView()
  const project = param('project')
  const vpc = param('vpc')
  const navigate = useNavigate()
  const rules = useMemo(() => data && [...data.rules].sort(byPriority), [data])
  const save = useUpdateRules(project, vpc)
  const wide = useMediaQuery('(min-width: 1200px)')
  const newRule = pb.firewallRulesNew(project, vpc)

  const actions = (rule: VpcFirewallRule): RowAction[] => [
    {
      label: 'Edit',
      onActivate: () => void navigate(pb.firewallRuleEdit(project, vpc, rule.name)),
    },
    {
      label: 'Clone',
      onActivate: () => void navigate(pb.firewallRulesNew(project, vpc, rule.name)),
    },
    deleteAction({
      noun: 'Firewall rule',
      name: rule.name,
      doDelete: () => save(removeRule(rule.name)),
    }),
  ]

  // one read of the rules and one PUT for all the selected: the API replaces the whole list
  const bulkActions = useMemo(
    (): BulkAction<VpcFirewallRule>[] => [
      {
        label: 'Enable',
        doing: 'Enabling',
        done: 'Enabled',
        skip: (rule) => (rule.status === 'enabled' ? 'already enabled' : undefined),
        runAll: (selected) => save(setRulesStatus(namesOf(selected), 'enabled')),
      },
      {
        label: 'Disable',
        doing: 'Disabling',
        done: 'Disabled',
        confirm: true,
        confirmNote: 'Traffic they allow is no longer let through.',
        skip: (rule) => (rule.status === 'disabled' ? 'already disabled' : undefined),
        runAll: (selected) => save(setRulesStatus(namesOf(selected), 'disabled')),
      },
      {
        label: 'Delete',
        doing: 'Deleting',
        done: 'Deleted',
        danger: true,
        confirm: true,
        runAll: (selected) => save(removeRules(namesOf(selected))),
      },
    ],
    [save],
  )

  return (
    <ListPage
      title="Firewall rules"
      level="section"
      icon={null}
      label="Firewall rules"
      result={{
        rows: rules,
        loading: isLoading,
        error,
        refetch,
        updatedAt: fulfilledTimeStamp,
      }}
      columns={wide ? ruleColumns : narrowRuleColumns}
      getRowLabel={(rule) => rule.name}
      rowActions={actions}
      bulkActions={bulkActions}
      stateOf={ruleStatus}
      stateLabel="Status"
      rowHeight="auto"
      create={{ label: 'New rule', to: newRule }}
      empty={{
        title: 'No firewall rules',
        body: "Without rules, no inbound traffic reaches the VPC's instances.",
      }}
    >
      <Outlet />
    </ListPage>
  )
}

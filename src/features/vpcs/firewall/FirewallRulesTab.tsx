import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useMemo } from 'react'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useVpcFirewallRulesViewQuery, vpcsApi } from '~/api/endpoints/vpcs'
import { messageOf } from '~/api/errors'
import type { VpcFirewallRule } from '~/api/generated/types'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmDelete,
  DataTable,
  EmptyState,
  PageHeader,
  preloadDataTable,
  type RowAction,
} from '~/components'
import { narrowRuleColumns, ruleColumns } from './ruleColumns'
import { byPriority } from './ruleSort'
import { removeRule, useUpdateRules } from './rulesUpdate'

export const firewallRulesLoader = async ({ params }: LoaderFunctionArgs) => {
  preloadDataTable()
  await prefetch(vpcsApi.endpoints.vpcFirewallRulesView, {
    query: { project: params.project!, vpc: params.vpc! },
  })
  return null
}

/**
 * Spec §2 firewall-rules: the VPC's rules in priority order, with Edit, Clone and Delete; the
 * rule forms open over it. The rules are one list on the API, so there is no paging.
 */
export function FirewallRulesTab() {
  const { project = '', vpc = '' } = useParams()
  const navigate = useNavigate()
  const { data, error, isFetching, refetch } = useVpcFirewallRulesViewQuery({
    query: { project, vpc },
  })
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
    {
      label: 'Delete',
      danger: true,
      onActivate: () =>
        confirmDelete({
          label: rule.name,
          doDelete: async () => {
            await save(removeRule(rule.name))
            addToast({ content: `Firewall rule ${rule.name} deleted` })
          },
        }),
    },
  ]

  return (
    <>
      <PageHeader
        title="Firewall rules"
        level="section"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            component={Link}
            to={newRule}
          >
            New rule
          </Button>
        }
      />
      {error !== undefined && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the firewall rules: {messageOf(error)}
        </Alert>
      ) : (
        <DataTable
          aria-label="Firewall rules"
          columns={wide ? ruleColumns : narrowRuleColumns}
          rows={rules}
          loading={isFetching && !data}
          getRowLabel={(rule) => rule.name}
          rowActions={actions}
          rowHeight="auto"
          emptyState={
            <EmptyState
              title="No firewall rules"
              body="Without rules, no inbound traffic reaches the VPC's instances."
              buttonText="New rule"
              buttonTo={newRule}
            />
          }
        />
      )}
      <Outlet />
    </>
  )
}

import { stackIps } from '~/api/ipStack'
import Chip from '@mui/material/Chip'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useInstanceNetworkInterfaceListQuery } from '~/api/endpoints/instances'
import {
  useVpcFirewallRulesViewQuery,
  useVpcSubnetListQuery,
  useVpcViewQuery,
} from '~/api/endpoints/vpcs'
import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { ListPage, refetchAll, type DataTableColumn, Chips, Lines } from '~/components'
import { rulesForInstance, type RuleMatch } from '~/state/firewall/ruleMatch'
import { filterTexts } from '~/state/firewall/describe'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { SectionHeader } from './SectionHeader'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// the rule's priority on the row itself: the column sorts by number, not by its text
type Row = RuleMatch & { priority: number }

const columns = (project: string, vpc: string): DataTableColumn<Row>[] => [
  { field: 'priority', headerName: 'Priority', width: 90 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 140,
    // the rule's own form: the place to change what it lets through
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.firewallRuleEdit(project, vpc, row.rule.name)}>
        {row.rule.name}
      </MuiLink>
    ),
    csv: (row) => row.rule.name,
  },
  {
    field: 'action',
    headerName: 'Action',
    width: 100,
    renderCell: ({ row }) => <Lines items={[capitalized(row.rule.action), row.rule.direction]} />,
    csv: (row) => `${row.rule.action} ${row.rule.direction}`,
  },
  {
    field: 'filters',
    headerName: 'Filters',
    flex: 1.3,
    renderCell: ({ row }) => <Chips items={filterTexts(row.rule.filters)} />,
    csv: (row) => filterTexts(row.rule.filters).join('; '),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) =>
      row.rule.status === 'enabled' ? (
        'Enabled'
      ) : (
        // off: it reaches the instance on paper only
        <Chip label="Disabled" size="small" variant="outlined" />
      ),
    csv: (row) => row.rule.status,
  },
  {
    field: 'matched',
    headerName: 'Applies through',
    flex: 1.3,
    renderCell: ({ row }) => <Chips items={row.matched.map((m) => m.text)} />,
    csv: (row) => row.matched.map((m) => m.text).join('; '),
  },
]

/**
 * The firewall rules of the instance's VPC that reach it (by name, its VPC, a subnet or an
 * address of one of its interfaces), in the order they apply, each linking to its form.
 */
export function InstanceFirewallRules({
  project,
  instance,
}: {
  project: string
  instance: Instance
}) {
  const nicsQuery = useInstanceNetworkInterfaceListQuery({
    query: { project, instance: instance.name, limit: ALL_PAGES_LIMIT },
  })
  const nics = nicsQuery.data?.items
  // every interface of an instance is in one VPC (the API refuses a second)
  const vpcId = nics?.[0]?.vpcId
  const vpcQuery = useVpcViewQuery({ path: { vpc: vpcId ?? '' } }, { skip: !vpcId })
  const vpc = vpcQuery.data?.name
  const subnetsQuery = useVpcSubnetListQuery(
    { query: { project, vpc: vpc ?? '', limit: ALL_PAGES_LIMIT } },
    { skip: !vpc },
  )
  const rulesQuery = useVpcFirewallRulesViewQuery(
    { query: { project, vpc: vpc ?? '' } },
    { skip: !vpc },
  )
  const subnets = subnetsQuery.data?.items
  const rules = rulesQuery.data?.rules

  const matches = useMemo(() => {
    if (!nics || !vpc || !subnets || !rules) return undefined
    const subnetName = new Map(subnets.map((s) => [s.id, s.name]))
    return rulesForInstance(rules, {
      instance: instance.name,
      vpc,
      nics: nics.map((nic) => ({
        name: nic.name,
        subnet: subnetName.get(nic.subnetId) ?? '',
        // rules match on the interface's IPv4 address, the one the firewall targets by IP today
        ip: stackIps(nic.ipStack)[0] ?? '',
      })),
    }).map((m): Row => ({ ...m, priority: m.rule.priority }))
  }, [nics, vpc, subnets, rules, instance.name])
  const tableColumns = useMemo(() => columns(project, vpc ?? ''), [project, vpc])

  // without an interface the instance is in no VPC: no rule reaches it
  const noNic = nics?.length === 0
  const rows = noNic ? [] : matches
  const queries = [nicsQuery, vpcQuery, subnetsQuery, rulesQuery]
  const error = nicsQuery.error ?? vpcQuery.error ?? subnetsQuery.error ?? rulesQuery.error
  const enabled = matches?.filter((m) => m.rule.status === 'enabled').length

  return (
    <>
      <SectionHeader title="Firewall rules" />
      {matches && vpc && rules && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {matches.length} of the {rules.length} rules of VPC{' '}
          <MuiLink component={Link} to={pb.vpcFirewallRules(project, vpc)} underline="always">
            {vpc}
          </MuiLink>{' '}
          apply to this instance ({enabled} enabled), in the order they are applied.
        </Typography>
      )}
      <ListPage
        label="Firewall rules that apply"
        noun="firewall rules"
        one="firewall rule"
        result={{
          rows,
          error,
          refetch: refetchAll(...queries),
          updatedAt: rulesQuery.fulfilledTimeStamp ?? nicsQuery.fulfilledTimeStamp,
        }}
        // beside the network interfaces and the external IPs; a VPC holds many rules, so the
        // filter stays
        inUrl={false}
        columns={tableColumns}
        getRowLabel={(m) => m.rule.name}
        rowHeight="auto"
        empty={
          noNic
            ? {
                title: 'No network interface',
                body: 'This instance has no network interface in a VPC, so no firewall rule applies to it.',
              }
            : {
                title: 'No rules apply',
                body: `No firewall rule of VPC ${vpc} targets this instance, its subnets or its addresses; no inbound traffic reaches it.`,
              }
        }
      />
    </>
  )
}

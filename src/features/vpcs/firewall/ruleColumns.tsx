import type { VpcFirewallRule } from '~/api/generated/types'
import { createdColumn, type DataTableColumn, Chips, Lines } from '~/components'
import { filterTexts, hostText } from '~/state/firewall/describe'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The firewall rules table (spec §3 fields), its filters as readable chips. */
export const ruleColumns: DataTableColumn<VpcFirewallRule>[] = [
  // the name first: the table never narrows it (the list is still in priority order)
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  {
    // what the rule does, over which way: two short lines rather than two columns
    field: 'action',
    headerName: 'Action',
    width: 100,
    renderCell: ({ row }) => <Lines items={[capitalized(row.action), row.direction]} />,
    csv: (row) => `${row.action} ${row.direction}`,
  },
  {
    field: 'targets',
    headerName: 'Targets',
    flex: 1,
    renderCell: ({ row }) => <Chips items={row.targets.map(hostText)} />,
    csv: (row) => row.targets.map(hostText).join('; '),
  },
  {
    field: 'filters',
    headerName: 'Filters',
    flex: 1,
    renderCell: ({ row }) => <Chips items={filterTexts(row.filters)} />,
    csv: (row) => filterTexts(row.filters).join('; '),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    renderCell: ({ row }) => capitalized(row.status),
    csv: (row) => row.status,
  },
  createdColumn(),
]

/**
 * Below 1200 px the eight columns do not fit beside the sidebar: the creation time, the least
 * telling of them, gives way rather than the table scrolling sideways under its actions.
 */
export const narrowRuleColumns = ruleColumns.filter((c) => c.field !== 'timeCreated')

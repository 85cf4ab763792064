import type { VpcFirewallRule } from '~/api/generated/types'
import { createdColumn, type DataTableColumn } from '~/components'
import { filterTexts, hostText } from '../util/describe'
import { Chips } from '../util/Chips'

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The firewall rules table (spec §3 fields), its filters as readable chips. */
export const ruleColumns: DataTableColumn<VpcFirewallRule>[] = [
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'action',
    headerName: 'Action',
    width: 90,
    renderCell: ({ row }) => capitalized(row.action),
    csv: (row) => row.action,
  },
  {
    field: 'direction',
    headerName: 'Direction',
    width: 110,
    renderCell: ({ row }) => capitalized(row.direction),
    csv: (row) => row.direction,
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

/** Spec: the table is in priority order (the API lists by name); ties by name. */
export const byPriority = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { SledInstance } from '~/api/generated/types'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { useCurrentUser } from '~/app/session'
import { CellLink, InstanceStateBadge, ListPage, type DataTableColumn } from '~/components'
import { formatBytes } from '~/util/format'

// Instances of every silo. An instance's page (and its project's) is in its own silo's console:
// one of the operator's silo links to it; another silo's is text, and its silo links to that
// silo's page, which the operator has.

function InSiloLink({ row, to, text }: { row: SledInstance; to: string; text: string }) {
  const me = useCurrentUser()
  if (me?.siloName !== row.siloName) {
    return <span title={`Its page is in the console of silo ${row.siloName}`}>{text}</span>
  }
  return <CellLink to={to}>{text}</CellLink>
}

// What runs here and how big it is; no created column, which squeezed the state badges at 1024 px.
const columns: DataTableColumn<SledInstance>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => (
      <InSiloLink row={row} to={pb.instance(row.projectName, row.name)} text={row.name} />
    ),
    csv: (row) => row.name,
  },
  {
    field: 'projectName',
    headerName: 'Project',
    flex: 1,
    renderCell: ({ row }) => (
      <InSiloLink row={row} to={pb.project(row.projectName)} text={row.projectName} />
    ),
    csv: (row) => row.projectName,
  },
  {
    field: 'siloName',
    headerName: 'Silo',
    flex: 1,
    renderCell: ({ row }) => <CellLink to={pb.silo(row.siloName)}>{row.siloName}</CellLink>,
    csv: (row) => row.siloName,
  },
  {
    field: 'state',
    headerName: 'State',
    width: 160,
    // the longest badge whole at 1024 px ('REBOOTING', 'MIGRATING')
    minWidth: 140,
    renderCell: ({ row }) => <InstanceStateBadge state={row.state} />,
  },
  {
    field: 'ncpus',
    headerName: 'CPU',
    width: 90,
    renderCell: ({ row }) => `${row.ncpus} vCPU`,
    csv: (row) => String(row.ncpus),
  },
  {
    field: 'memory',
    headerName: 'Memory',
    width: 110,
    renderCell: ({ row }) => formatBytes(row.memory),
    csv: (row) => String(row.memory),
  },
]

/** Spec §2 sleds/{sledId}/instances: what runs on the sled now. */
export function SledInstancesTab() {
  return (
    <ListPage
      label="Instances"
      endpoint={systemHardwareApi.endpoints.sledInstanceList}
      path={(params) => ({ sledId: routeParam(params, 'sledId') })}
      query={() => ({})}
      columns={columns}
      empty={{ title: 'No instances', body: 'No instance runs on this sled now.' }}
    />
  )
}

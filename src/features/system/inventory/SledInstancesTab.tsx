import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { SledInstance } from '~/api/generated/types'
import { InstanceStateBadge, ListPage, type DataTableColumn } from '~/components'
import { formatBytes } from '~/util/format'

// Instances of every silo: their pages are in their own silo's console, so names are plain text.
// What runs here and how big it is; no created column, which squeezed the state badges at 1024 px.
const columns: DataTableColumn<SledInstance>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'projectName', headerName: 'Project', flex: 1 },
  { field: 'siloName', headerName: 'Silo', flex: 1 },
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
      path={(params) => ({ sledId: params.sledId ?? '' })}
      query={() => ({})}
      columns={columns}
      empty={{ title: 'No instances', body: 'No instance runs on this sled now.' }}
    />
  )
}

import Typography from '@mui/material/Typography'
import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { Sled } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { ListPage, type DataTableColumn } from '~/components'
import { formatBytes } from '~/util/format'
import { baseboardColumns, IdCell, rackColumn, sledLink } from './cells'
import { hardwareStateLabel, sledPolicyLabel } from './labels'
import { UninitializedSleds } from './UninitializedSleds'
import { useSledActions } from './useSledActions'

// A rack's sleds are a few dozen at most: held whole, filtered by policy and state here.
const sledsList = defineList({ endpoint: systemHardwareApi.endpoints.sledList, whole: true })
export const sledsLoader = sledsList.loader

/** A sled's provision policy and state, for the state filter. */
const sledStates = (sled: Sled) => [sledPolicyLabel(sled.policy), hardwareStateLabel(sled.state)]

const columns: DataTableColumn<Sled>[] = [
  {
    field: 'id',
    headerName: 'ID',
    width: 200,
    renderCell: ({ row }) => <IdCell id={row.id} to={sledLink(row.id)} short />,
  },
  ...baseboardColumns<Sled>(),
  rackColumn(),
  { field: 'usableHardwareThreads', headerName: 'Threads', width: 100 },
  {
    field: 'usablePhysicalRam',
    headerName: 'RAM',
    width: 110,
    renderCell: ({ row }) => formatBytes(row.usablePhysicalRam),
  },
  {
    field: 'policy',
    headerName: 'Provision policy',
    width: 170,
    renderCell: ({ row }) => sledPolicyLabel(row.policy),
    csv: (row) => sledPolicyLabel(row.policy),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 130,
    renderCell: ({ row }) => hardwareStateLabel(row.state),
  },
]

/** Spec §2 system/inventory/sleds: the rack's sleds, then those waiting to be added. */
export function SledsTab() {
  const sledActions = useSledActions()
  return (
    <>
      <ListPage
        label="Sleds"
        list={sledsList}
        kind="sleds"
        stateOf={sledStates}
        stateLabel="Policy or state"
        columns={columns}
        rowActions={sledActions}
        getRowLabel={(sled) => sled.baseboard.serial}
        empty={{ title: 'No sleds', body: 'No sled of the rack has been added yet.' }}
      />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Uninitialized sleds
      </Typography>
      <UninitializedSleds />
    </>
  )
}

import Typography from '@mui/material/Typography'
import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { PhysicalDisk } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { ListPage, type DataTableColumn } from '~/components'
import { IdCell, SledCell } from './cells'
import { DiskAdoption } from './DiskAdoption'
import { diskPolicyLabel, formFactorLabel, hardwareStateLabel } from './labels'

// The rack's disks are a few hundred at most: held whole, filtered by policy and state here.
const physicalDisksList = defineList({
  endpoint: systemHardwareApi.endpoints.physicalDiskList,
  whole: true,
})
export const physicalDisksLoader = physicalDisksList.loader

/** A disk's policy and state, for the state filter ('Expunged', 'Active'). */
const diskStates = (disk: PhysicalDisk) => [
  diskPolicyLabel(disk.policy),
  hardwareStateLabel(disk.state),
]

const columns: DataTableColumn<PhysicalDisk>[] = [
  {
    field: 'id',
    headerName: 'ID',
    width: 200,
    renderCell: ({ row }) => <IdCell id={row.id} short />,
  },
  { field: 'serial', headerName: 'Serial', width: 150 },
  { field: 'model', headerName: 'Model', width: 180 },
  { field: 'vendor', headerName: 'Vendor', width: 120, hideWhenNarrow: true },
  {
    field: 'sledId',
    headerName: 'Sled',
    width: 150,
    renderCell: ({ row }) => <SledCell sledId={row.sledId} />,
  },
  {
    field: 'formFactor',
    headerName: 'Form factor',
    width: 120,
    hideWhenNarrow: true,
    renderCell: ({ row }) => formFactorLabel(row.formFactor),
  },
  {
    field: 'policy',
    headerName: 'Policy',
    width: 120,
    renderCell: ({ row }) => diskPolicyLabel(row.policy),
    csv: (row) => diskPolicyLabel(row.policy),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 130,
    renderCell: ({ row }) => hardwareStateLabel(row.state),
  },
]

/**
 * Spec §2 system/inventory/disks: the disks the sleds report that the control plane has not
 * adopted and the adoption requests, then every physical disk of the rack. The short adoption
 * lists come first: below a rack's hundred disks, a disk waiting for an operator went unseen.
 */
export function DisksTab() {
  return (
    <>
      <DiskAdoption />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Physical disks
      </Typography>
      <ListPage
        label="Physical disks"
        list={physicalDisksList}
        kind="physicalDisks"
        stateOf={diskStates}
        stateLabel="Policy or state"
        columns={columns}
        getRowLabel={(disk) => disk.serial}
        empty={{ title: 'No physical disks', body: 'The rack reports no disks.' }}
      />
    </>
  )
}

import Skeleton from '@mui/material/Skeleton'
import { systemHardwareApi, useSledListQuery } from '~/api/endpoints/systemHardware'
import type { PhysicalDisk } from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineList } from '~/app/routes/define'
import { ListPage, type DataTableColumn } from '~/components'
import { IdCell, sledLink } from './cells'
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

/** The sled a disk is in, by serial (what is printed on it), linking to the sled. */
function SledCell({ sledId }: { sledId: string | null | undefined }) {
  const sleds = useSledListQuery(WHOLE_LIST)
  if (!sledId) return '—'
  const sled = sleds.data?.items.find((s) => s.id === sledId)
  if (!sled && sleds.isLoading) return <Skeleton width={100} />
  return <IdCell id={sled?.baseboard.serial ?? sledId} to={sledLink(sledId)} />
}

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

/** Spec §2 system/inventory/disks: every physical disk of the rack. */
export function DisksTab() {
  return (
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
  )
}

import Skeleton from '@mui/material/Skeleton'
import type { Snapshot } from '~/api/generated/types'
import { createdColumn, SnapshotStateBadge, type DataTableColumn } from '~/components'
import { formatBytes } from '~/util/format'

/** The project's disks by id, to name a snapshot's source disk. */
export type DiskNames = {
  byId: ReadonlyMap<string, string>
  /** the disks are still being fetched */
  loading: boolean
}

function SourceDisk({ id, disks }: { id: string; disks: DiskNames }) {
  const name = disks.byId.get(id)
  if (name !== undefined) return name
  if (disks.loading) return <Skeleton width={120} />
  // the disk was deleted since (a snapshot outlives its disk): its id is all there is
  return <span title={`Deleted disk ${id}`}>Deleted disk</span>
}

/** Spec §2 snapshots: name, source disk, state (spinning while creating), size, created. */
export const snapshotColumns = (disks: DiskNames): DataTableColumn<Snapshot>[] => [
  // a snapshot has no page of its own (spec §2), so its name is plain text
  { field: 'name', headerName: 'Name', flex: 1.2 },
  {
    field: 'disk',
    headerName: 'Disk',
    flex: 1,
    renderCell: ({ row }) => <SourceDisk id={row.diskId} disks={disks} />,
    csv: (row) => disks.byId.get(row.diskId) ?? row.diskId,
  },
  {
    field: 'state',
    headerName: 'State',
    width: 140,
    renderCell: ({ row }) => <SnapshotStateBadge state={row.state} />,
    csv: (row) => row.state,
  },
  {
    field: 'size',
    headerName: 'Size',
    width: 110,
    renderCell: ({ row }) => formatBytes(row.size),
    csv: (row) => String(row.size),
  },
  createdColumn(),
]

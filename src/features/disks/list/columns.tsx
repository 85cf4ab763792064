import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import type { Disk, Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, DiskStateBadge, type DataTableColumn } from '~/components'
import { diskInstanceId } from '~/state/machines'
import { formatBytes } from '~/util/format'
import { DiskSource, diskSource } from './DiskSource'

export type InstanceLookup = {
  byId: ReadonlyMap<string, Instance>
  /** the project's instances are still being fetched */
  loading: boolean
}

function AttachedInstance({
  disk,
  project,
  instances,
}: {
  disk: Disk
  project: string
  instances: InstanceLookup
}) {
  const id = diskInstanceId(disk)
  if (id === undefined) return '—'
  const instance = instances.byId.get(id)
  if (instance) {
    return (
      <MuiLink component={Link} to={pb.instance(project, instance.name)}>
        {instance.name}
      </MuiLink>
    )
  }
  if (instances.loading) return <Skeleton width={120} />
  // not among the project's instances (it could not be loaded): the id is all there is
  return <span title={id}>{id}</span>
}

/** "Distributed" or "Local", and whether the disk can only be read. */
export const diskTypeLabel = (disk: Disk) =>
  `${disk.diskType === 'local' ? 'Local' : 'Distributed'}${disk.readOnly ? ', read-only' : ''}`

/**
 * Spec §2 disks list: name, state, the instance it is on, what it was made from, size and
 * creation time; with the API's disk type and read-only flag beside the source.
 */
export const diskColumns = (
  project: string,
  instances: InstanceLookup,
): DataTableColumn<Disk>[] => [
  // a disk has no page of its own (spec §2), so its name is plain text
  { field: 'name', headerName: 'Name', flex: 1.2 },
  {
    field: 'state',
    headerName: 'State',
    width: 270,
    // the longest badge ('maintenance', 'import ready') whole at 1024 px
    minWidth: 150,
    renderCell: ({ row }) => <DiskStateBadge state={row.state.state} />,
    csv: (row) => row.state.state,
  },
  {
    field: 'instance',
    headerName: 'Attached to',
    flex: 1,
    minWidth: 130,
    renderCell: ({ row }) => (
      <AttachedInstance disk={row} project={project} instances={instances} />
    ),
    csv: (row) => {
      const id = diskInstanceId(row)
      return id === undefined ? '' : (instances.byId.get(id)?.name ?? id)
    },
  },
  {
    field: 'source',
    headerName: 'Source',
    flex: 1,
    renderCell: ({ row }) => <DiskSource disk={row} project={project} />,
    // the names come a request per source; the export keeps what the disk itself says
    csv: (row) => {
      const source = diskSource(row)
      return source ? `${source.kind} ${source.id}` : ''
    },
  },
  {
    field: 'diskType',
    headerName: 'Type',
    width: 170,
    renderCell: ({ row }) => diskTypeLabel(row),
    csv: (row) => `${row.diskType}${row.readOnly ? ' read-only' : ''}`,
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

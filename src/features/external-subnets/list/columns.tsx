import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import type { ExternalSubnet, Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { descriptionColumn, type DataTableColumn } from '~/components'

/** Names by id, for the pool and instance columns, and whether they are still loading. */
export type Lookup<T> = { byId: ReadonlyMap<string, T>; loading: boolean }

function AttachedInstance({
  subnet,
  project,
  instances,
}: {
  subnet: ExternalSubnet
  project: string
  instances: Lookup<Instance>
}) {
  if (!subnet.instanceId) return '—'
  const instance = instances.byId.get(subnet.instanceId)
  if (instance) {
    return (
      <MuiLink component={Link} to={pb.instanceNetworking(project, instance.name)}>
        {instance.name}
      </MuiLink>
    )
  }
  if (instances.loading) return <Skeleton width={120} />
  return <span title={subnet.instanceId}>{subnet.instanceId}</span>
}

/** Name, subnet, pool, attached instance, description. */
export const externalSubnetColumns = (
  project: string,
  pools: Lookup<{ name: string }>,
  instances: Lookup<Instance>,
): DataTableColumn<ExternalSubnet>[] => [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'subnet',
    headerName: 'Subnet',
    width: 190,
    renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{row.subnet}</span>,
    csv: (row) => row.subnet,
  },
  {
    field: 'subnetPoolId',
    headerName: 'Subnet pool',
    width: 150,
    renderCell: ({ row }) =>
      pools.byId.get(row.subnetPoolId)?.name ??
      (pools.loading ? <Skeleton width={80} /> : <span title={row.subnetPoolId}>—</span>),
    csv: (row) => pools.byId.get(row.subnetPoolId)?.name ?? row.subnetPoolId,
  },
  {
    field: 'instanceId',
    headerName: 'Attached to',
    flex: 1,
    renderCell: ({ row }) => (
      <AttachedInstance subnet={row} project={project} instances={instances} />
    ),
    csv: (row) =>
      row.instanceId ? (instances.byId.get(row.instanceId)?.name ?? row.instanceId) : '',
  },
  descriptionColumn(),
]

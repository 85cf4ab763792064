import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import type { FloatingIp, Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { descriptionColumn, type DataTableColumn } from '~/components'

/** Names by id, for the pool and instance columns, and whether they are still loading. */
export type Lookup<T> = { byId: ReadonlyMap<string, T>; loading: boolean }

function AttachedInstance({
  ip,
  project,
  instances,
}: {
  ip: FloatingIp
  project: string
  instances: Lookup<Instance>
}) {
  if (!ip.instanceId) return '—'
  const instance = instances.byId.get(ip.instanceId)
  if (instance) {
    return (
      <MuiLink component={Link} to={pb.instanceNetworking(project, instance.name)}>
        {instance.name}
      </MuiLink>
    )
  }
  if (instances.loading) return <Skeleton width={120} />
  return <span title={ip.instanceId}>{ip.instanceId}</span>
}

/** Spec §2 floating-ips: name, IP, pool, attached instance, description. */
export const floatingIpColumns = (
  project: string,
  pools: Lookup<{ name: string }>,
  instances: Lookup<Instance>,
): DataTableColumn<FloatingIp>[] => [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'ip',
    headerName: 'IP',
    width: 150,
    renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{row.ip}</span>,
    csv: (row) => row.ip,
  },
  {
    field: 'ipPoolId',
    headerName: 'IP pool',
    width: 140,
    renderCell: ({ row }) =>
      pools.byId.get(row.ipPoolId)?.name ??
      (pools.loading ? <Skeleton width={80} /> : <span title={row.ipPoolId}>—</span>),
    csv: (row) => pools.byId.get(row.ipPoolId)?.name ?? row.ipPoolId,
  },
  {
    field: 'instanceId',
    headerName: 'Attached to',
    flex: 1,
    renderCell: ({ row }) => <AttachedInstance ip={row} project={project} instances={instances} />,
    csv: (row) =>
      row.instanceId ? (instances.byId.get(row.instanceId)?.name ?? row.instanceId) : '',
  },
  descriptionColumn(),
]

import type { IpPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { PoolUtilizationCell } from './AddressUtilization'

/** Spec §2 ip-pools: name, description, IPv4 and IPv6 utilization, created. */
export const ipPoolColumns: DataTableColumn<IpPool>[] = [
  nameLinkColumn((pool) => pb.ipPool(pool.name)),
  descriptionColumn(),
  {
    field: 'ipv4',
    headerName: 'IPv4',
    width: 170,
    renderCell: ({ row }) => <PoolUtilizationCell poolId={row.id} version="IPv4" />,
  },
  {
    field: 'ipv6',
    headerName: 'IPv6',
    width: 170,
    renderCell: ({ row }) => <PoolUtilizationCell poolId={row.id} version="IPv6" />,
  },
  createdColumn(),
]

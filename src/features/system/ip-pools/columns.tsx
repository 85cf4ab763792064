import type { IpPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { PoolUtilization } from './AddressUtilization'
import { assignmentLabel, poolTypeLabel } from './labels'
import { versionLabel } from './utilization'

/**
 * A pool's IP version and type, for any row that carries them (the pools list, a silo's pools).
 */
export function poolKindColumns<
  Row extends Pick<IpPool, 'ipVersion' | 'poolType'>,
>(): DataTableColumn<Row>[] {
  return [
    {
      field: 'ipVersion',
      headerName: 'IP version',
      width: 110,
      renderCell: ({ row }) => versionLabel(row.ipVersion),
      csv: (row) => versionLabel(row.ipVersion),
    },
    {
      field: 'poolType',
      headerName: 'Type',
      width: 110,
      renderCell: ({ row }) => poolTypeLabel(row.poolType),
      csv: (row) => poolTypeLabel(row.poolType),
    },
  ]
}

/**
 * Spec §2 ip-pools: name, description, the pool's IP version, type and what it is assigned to,
 * its utilization, created.
 */
export const ipPoolColumns: DataTableColumn<IpPool>[] = [
  nameLinkColumn((pool) => pb.ipPool(pool.name)),
  descriptionColumn(),
  ...poolKindColumns<IpPool>(),
  {
    field: 'assignment',
    headerName: 'Assigned to',
    width: 150,
    renderCell: ({ row }) => assignmentLabel(row.assignment),
    csv: (row) => assignmentLabel(row.assignment),
  },
  {
    field: 'utilization',
    headerName: 'Utilization',
    width: 180,
    renderCell: ({ row }) => <PoolUtilization pool={row} />,
    // fetched per row, not part of it
    csv: null,
  },
  createdColumn(),
]

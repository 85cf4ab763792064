import type { SubnetPool } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
  type DataTableColumn,
} from '~/components'
import { versionLabel } from '../ip-pools/utilization'
import { SubnetPoolUtilization } from './SubnetPoolUtilization'

/** A pool's IP version, for any row that carries it (the pools list, a silo's pools). */
export function versionColumn<Row extends Pick<SubnetPool, 'ipVersion'>>(): DataTableColumn<Row> {
  return {
    field: 'ipVersion',
    headerName: 'IP version',
    width: 110,
    renderCell: ({ row }) => versionLabel(row.ipVersion),
    csv: (row) => versionLabel(row.ipVersion),
  }
}

/** subnet-pools: name, description, IP version, utilization, created. */
export const subnetPoolColumns: DataTableColumn<SubnetPool>[] = [
  nameLinkColumn((pool) => pb.subnetPool(pool.name)),
  descriptionColumn(),
  versionColumn<SubnetPool>(),
  {
    field: 'utilization',
    headerName: 'Utilization',
    width: 180,
    renderCell: ({ row }) => <SubnetPoolUtilization pool={row} />,
    // fetched per row, not part of it
    csv: null,
  },
  createdColumn(),
]

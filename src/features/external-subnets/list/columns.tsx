import type { ExternalSubnet, Instance } from '~/api/generated/types'
import {
  addressColumn,
  attachedToColumn,
  poolColumn,
  type Lookup,
} from '~/app/attachable/attachable'
import { descriptionColumn, type DataTableColumn } from '~/components'
import { externalSubnetKind } from './kind'

/** Name, subnet, pool, attached instance, description. */
export const externalSubnetColumns = (
  project: string,
  pools: Lookup<{ name: string }>,
  instances: Lookup<Instance>,
): DataTableColumn<ExternalSubnet>[] => [
  { field: 'name', headerName: 'Name', flex: 1 },
  addressColumn(externalSubnetKind, 'subnet', 'Subnet', 190),
  poolColumn('subnetPoolId', 'Subnet pool', 150, (s) => s.subnetPoolId, pools),
  attachedToColumn(project, instances),
  descriptionColumn(),
]

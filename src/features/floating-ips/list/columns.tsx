import type { FloatingIp, Instance } from '~/api/generated/types'
import {
  addressColumn,
  attachedToColumn,
  poolColumn,
  type Lookup,
} from '~/app/attachable/attachable'
import { descriptionColumn, type DataTableColumn } from '~/components'
import { floatingIpKind } from './kind'

/** Spec §2 floating-ips: name, IP, pool, attached instance, description. */
export const floatingIpColumns = (
  project: string,
  pools: Lookup<{ name: string }>,
  instances: Lookup<Instance>,
): DataTableColumn<FloatingIp>[] => [
  { field: 'name', headerName: 'Name', flex: 1 },
  addressColumn(floatingIpKind, 'ip', 'IP', 150),
  poolColumn('ipPoolId', 'IP pool', 140, (ip) => ip.ipPoolId, pools),
  attachedToColumn(project, instances),
  descriptionColumn(),
]

import Box from '@mui/material/Box'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolMemberRemoveMutation,
} from '~/api/endpoints/systemSubnetPools'
import type { SubnetPool, SubnetPoolMember } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, type DataTableColumn } from '~/components'
import { PoolPartsTab, type PartRemoval } from '../pools/PoolPartsTab'

/** '/24 to /30': the sizes of external subnet a member hands out, largest first. */
const prefixRange = (m: Pick<SubnetPoolMember, 'minPrefixLength' | 'maxPrefixLength'>) =>
  m.minPrefixLength === m.maxPrefixLength
    ? `/${m.minPrefixLength}`
    : `/${m.minPrefixLength} to /${m.maxPrefixLength}`

const columns: DataTableColumn<SubnetPoolMember>[] = [
  {
    field: 'subnet',
    headerName: 'Subnet',
    flex: 1,
    renderCell: ({ row }) => (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {row.subnet}
      </Box>
    ),
    csv: (row) => row.subnet,
  },
  {
    field: 'prefixLengths',
    headerName: 'Allocations',
    width: 160,
    renderCell: ({ row }) => prefixRange(row),
    csv: (row) => prefixRange(row),
  },
  createdColumn(),
]

const removal: PartRemoval<SubnetPoolMember, { subnet: string }> = {
  body: (m) => ({ subnet: m.subnet }),
  what: (m) => <strong>{m.subnet}</strong>,
  after: 'No external subnet can be allocated from it afterwards.',
  // the API refuses while external subnets use it
  errorTitle: 'Could not remove member',
  done: (m, pool) => `${m.subnet} removed from ${pool.name}`,
}

/** A pool's members (subnet, the allocation sizes it allows, created); removal is confirmed. */
export function MembersTab({ pool }: { pool: SubnetPool }) {
  const [remove] = useSystemSubnetPoolMemberRemoveMutation()
  return (
    <PoolPartsTab
      pool={pool}
      label="Members"
      endpoint={systemSubnetPoolsApi.endpoints.systemSubnetPoolMemberList}
      columns={columns}
      getRowLabel={(m) => m.subnet}
      create={{ label: 'Add member', to: pb.subnetPoolMembersAdd(pool.name) }}
      empty={{
        title: 'No members',
        body: 'Add a subnet for the pool to carve external subnets from.',
      }}
      remove={remove}
      removal={removal}
    />
  )
}

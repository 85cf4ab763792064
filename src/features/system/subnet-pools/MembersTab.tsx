import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import {
  systemSubnetPoolsApi,
  useSystemSubnetPoolMemberRemoveMutation,
} from '~/api/endpoints/systemSubnetPools'
import type { SubnetPool, SubnetPoolMember } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  createdColumn,
  ListPage,
  type DataTableColumn,
  type RowAction,
} from '~/components'

/** '/24 to /30': the sizes of external subnet a member hands out, largest first. */
export const prefixRange = (m: Pick<SubnetPoolMember, 'minPrefixLength' | 'maxPrefixLength'>) =>
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

const empty = {
  title: 'No members',
  body: 'Add a subnet for the pool to carve external subnets from.',
}

/** A pool's members (subnet, the allocation sizes it allows, created); removal is confirmed. */
export function MembersTab({ pool }: { pool: SubnetPool }) {
  const [remove] = useSystemSubnetPoolMemberRemoveMutation()
  const rowActions = useCallback(
    (member: SubnetPoolMember): RowAction[] => [
      {
        label: 'Remove',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm remove',
            modalContent: (
              <Typography>
                Are you sure you want to remove <strong>{member.subnet}</strong> from{' '}
                <strong>{pool.name}</strong>? No external subnet can be allocated from it
                afterwards.
              </Typography>
            ),
            // the API refuses while external subnets use it: the toast says so
            errorTitle: 'Could not remove member',
            actionType: 'danger',
            actionLabel: 'Remove',
            doAction: async () => {
              await remove({ path: { pool: pool.id }, body: { subnet: member.subnet } }).unwrap()
              addToast({ content: `${member.subnet} removed from ${pool.name}` })
            },
          }),
      },
    ],
    [remove, pool],
  )
  return (
    <ListPage
      label="Members"
      endpoint={systemSubnetPoolsApi.endpoints.systemSubnetPoolMemberList}
      path={() => ({ pool: pool.id })}
      query={() => ({})}
      // a pool's members are few: held whole
      whole
      columns={columns}
      rowActions={rowActions}
      getRowLabel={(m) => m.subnet}
      create={{ label: 'Add member', to: pb.subnetPoolMembersAdd(pool.name) }}
      empty={empty}
    />
  )
}

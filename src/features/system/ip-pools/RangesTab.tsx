import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { systemIpPoolsApi, useSystemIpPoolRangeRemoveMutation } from '~/api/endpoints/systemIpPools'
import type { IpPool, IpPoolRange } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  createdColumn,
  ListPage,
  type DataTableColumn,
  type RowAction,
} from '~/components'

const address = (field: 'first' | 'last', headerName: string): DataTableColumn<IpPoolRange> => ({
  field,
  headerName,
  flex: 1,
  renderCell: ({ row }) => (
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {row.range[field]}
    </Box>
  ),
  csv: (row) => row.range[field],
})

const columns: DataTableColumn<IpPoolRange>[] = [
  address('first', 'First'),
  address('last', 'Last'),
  createdColumn(),
]

const rangeText = (r: IpPoolRange) => `${r.range.first}–${r.range.last}`

const empty = {
  title: 'No ranges',
  body: 'Add a range of addresses for the pool to hand out.',
}

/** A pool's address ranges (first, last, created); removing one is confirmed. */
export function RangesTab({ pool }: { pool: IpPool }) {
  const [remove] = useSystemIpPoolRangeRemoveMutation()
  const rowActions = useCallback(
    (range: IpPoolRange): RowAction[] => [
      {
        label: 'Remove',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm remove',
            modalContent: (
              <Typography>
                Are you sure you want to remove the range <strong>{rangeText(range)}</strong> from{' '}
                <strong>{pool.name}</strong>?
              </Typography>
            ),
            // the API refuses while addresses of the range are in use: the toast says so
            errorTitle: 'Could not remove range',
            actionType: 'danger',
            actionLabel: 'Remove',
            doAction: async () => {
              await remove({ path: { pool: pool.id }, body: range.range }).unwrap()
              addToast({ content: `Range ${rangeText(range)} removed` })
            },
          }),
      },
    ],
    [remove, pool],
  )
  return (
    <ListPage
      label="Ranges"
      endpoint={systemIpPoolsApi.endpoints.systemIpPoolRangeList}
      path={() => ({ pool: pool.id })}
      query={() => ({})}
      // a pool's ranges are few: held whole
      whole
      columns={columns}
      rowActions={rowActions}
      getRowLabel={rangeText}
      create={{ label: 'Add range', to: pb.ipPoolRangesAdd(pool.name) }}
      empty={empty}
    />
  )
}

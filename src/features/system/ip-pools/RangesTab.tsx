import Box from '@mui/material/Box'
import { systemIpPoolsApi, useSystemIpPoolRangeRemoveMutation } from '~/api/endpoints/systemIpPools'
import type { IpPool, IpPoolRange } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, type DataTableColumn } from '~/components'
import { PoolPartsTab, type PartRemoval } from '../pools/PoolPartsTab'

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

const removal: PartRemoval<IpPoolRange, IpPoolRange['range']> = {
  body: (r) => r.range,
  what: (r) => (
    <>
      the range <strong>{rangeText(r)}</strong>
    </>
  ),
  // the API refuses while addresses of the range are in use
  errorTitle: 'Could not remove range',
  done: (r) => `Range ${rangeText(r)} removed`,
}

/** A pool's address ranges (first, last, created); removing one is confirmed. */
export function RangesTab({ pool }: { pool: IpPool }) {
  const [remove] = useSystemIpPoolRangeRemoveMutation()
  return (
    <PoolPartsTab
      pool={pool}
      label="Ranges"
      endpoint={systemIpPoolsApi.endpoints.systemIpPoolRangeList}
      columns={columns}
      getRowLabel={rangeText}
      create={{ label: 'Add range', to: pb.ipPoolRangesAdd(pool.name) }}
      empty={{ title: 'No ranges', body: 'Add a range of addresses for the pool to hand out.' }}
      remove={remove}
      removal={removal}
    />
  )
}

import Chip from '@mui/material/Chip'
import MuiLink from '@mui/material/Link'
import { Link } from 'react-router-dom'
import type { SupportBundleInfo, SupportBundleState } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, type DataTableColumn } from '~/components'
import { isKnown } from '~/util/labels'

const COLOR: Record<SupportBundleState, 'success' | 'info' | 'error' | 'default'> = {
  active: 'success',
  collecting: 'info',
  destroying: 'default',
  failed: 'error',
}

export function BundleStateChip({ state }: { state: SupportBundleState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isKnown(COLOR, state) ? COLOR[state] : 'default'}
      label={state}
    />
  )
}

/** Only an active bundle can be downloaded (the API refuses the others). */
export const downloadDisabledReason = (b: SupportBundleInfo) =>
  b.state === 'active'
    ? undefined
    : `Only an active bundle can be downloaded; this one is ${b.state}`

/** While one is collecting or being destroyed, the list looks again every 2 s. */
export const pollBundles = (rows: readonly SupportBundleInfo[] | undefined) =>
  rows?.some((b) => b.state === 'collecting' || b.state === 'destroying') ? 2000 : 0

/** The reason it was made, and why it failed when it did. */
export const reasonText = (b: SupportBundleInfo) =>
  b.reasonForFailure
    ? `${b.reasonForCreation} (failed: ${b.reasonForFailure})`
    : b.reasonForCreation

export const bundleColumns: DataTableColumn<SupportBundleInfo>[] = [
  {
    field: 'id',
    headerName: 'ID',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.supportBundle(row.id)} sx={{ fontFamily: 'monospace' }}>
        {row.id}
      </MuiLink>
    ),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 130,
    renderCell: ({ row }) => <BundleStateChip state={row.state} />,
  },
  {
    field: 'reasonForCreation',
    headerName: 'Reason',
    flex: 2,
    renderCell: ({ row }) => reasonText(row),
    csv: reasonText,
  },
  {
    field: 'userComment',
    headerName: 'Comment',
    flex: 2,
    renderCell: ({ row }) => row.userComment ?? '',
    csv: (row) => row.userComment ?? '',
  },
  createdColumn(),
]

import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, InstanceStateBadge, type DataTableColumn } from '~/components'
import { failedInstanceNote } from '~/state/machines'
import { formatBytes } from '~/util/format'

function StateCell({ instance }: { instance: Instance }) {
  const caption = failedInstanceNote(instance)
  return (
    // stacked, so the whole status fits beside the other columns at common widths
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}>
      <InstanceStateBadge state={instance.runState} />
      {caption && (
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          sx={{ maxWidth: '100%', lineHeight: 1.4 }}
          // the full text on hover when the column is too narrow for it
          title={caption}
        >
          {caption}
        </Typography>
      )}
    </Box>
  )
}

export const instanceColumns = (project: string): DataTableColumn<Instance>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.instance(project, row.name)}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    field: 'runState',
    headerName: 'State',
    flex: 1.6,
    renderCell: ({ row }) => <StateCell instance={row} />,
    csv: (row) => row.runState,
  },
  {
    field: 'ncpus',
    headerName: 'CPU',
    width: 100,
    renderCell: ({ row }) => `${row.ncpus} vCPU`,
    csv: (row) => String(row.ncpus),
  },
  {
    field: 'memory',
    headerName: 'Memory',
    width: 110,
    renderCell: ({ row }) => formatBytes(row.memory),
    csv: (row) => String(row.memory),
  },
  createdColumn(),
]

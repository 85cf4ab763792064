import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, InstanceStateBadge, type DataTableColumn } from '~/components'
import { autoRestartStatus } from '~/state/machines'
import { formatBytes } from '~/util/format'

/**
 * What a failed instance will do next (spec §4: due for auto-restart, or waiting out its
 * cooldown), so the list explains why a failed row may come back by itself. Only failed rows
 * get one: for any other state the policy is a setting, shown on the instance's settings tab.
 * (A display of the current state, not an action decision, so it does not go through the
 * action tables.)
 */
export function autoRestartCaption(instance: Instance): string | undefined {
  if (instance.runState !== 'failed') return undefined
  const status = autoRestartStatus(instance)
  // autoRestartStatus says only 'Disabled' here; the caption has to say it is failed, too
  return status === 'Disabled' ? 'Failed: automatic restart disabled' : status
}

function StateCell({ instance }: { instance: Instance }) {
  const caption = autoRestartCaption(instance)
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

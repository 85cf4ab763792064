import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { createdColumn, InstanceStateBadge, useNow, type DataTableColumn } from '~/components'
import { failedInstanceNote } from '~/state/machines'
import { formatBytes, formatDateTime, relativeTimeShort } from '~/util/format'
import { ExternalIpSummary } from '../ExternalIpSummary'

function StateCell({ instance }: { instance: Instance }) {
  const caption = failedInstanceNote(instance)
  const since = instance.timeRunStateUpdated
  // the shared clock ticks every 10 s: a state that changed since its last tick is 0s old, not
  // 'in 4s'
  const clock = useNow()
  const now = since > clock ? since : clock
  return (
    // stacked, so the whole status fits beside the other columns at common widths
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <InstanceStateBadge state={instance.runState} />
        {/* how long it has been in this state (spec §9 short forms); the moment on hover */}
        <Tooltip title={`Since ${formatDateTime(since)}`} describeChild>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            tabIndex={0}
            aria-label={`for ${relativeTimeShort(since, now)}`}
          >
            {relativeTimeShort(since, now)}
          </Typography>
        </Tooltip>
      </Box>
      {caption && (
        // wraps in a narrow column (the rows grow) rather than losing its end
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ maxWidth: '100%', lineHeight: 1.4, whiteSpace: 'normal' }}
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
    // the badge and its age ('MIGRATING ~1y') stay whole; a failed caption wraps
    minWidth: 150,
    renderCell: ({ row }) => <StateCell instance={row} />,
    csv: (row) => row.runState,
  },
  {
    field: 'externalIps',
    headerName: 'External IPs',
    width: 175,
    // an address and its copy button ('+N' wraps under them when narrow): the addresses arrive
    // after the rows are fitted
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => <ExternalIpSummary instanceId={row.id} />,
    // the addresses are fetched per row and are not part of the instance
    csv: null,
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

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
    // the badge and its age ('MIGRATING ~1y') stay whole; a failed caption may end in '…'
    minWidth: 160,
    renderCell: ({ row }) => <StateCell instance={row} />,
    csv: (row) => row.runState,
  },
  {
    field: 'externalIps',
    headerName: 'External IPs',
    width: 190,
    // an address, its copy button and '+N': the addresses arrive after the rows are fitted
    minWidth: 190,
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

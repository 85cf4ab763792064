import type { Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  WhenSettled,
  CELL_CAPTION_CLASS,
  CellLink,
  CellSkeleton,
  createdColumn,
  InstanceStateBadge,
  LazyTooltip,
  useNow,
  type DataTableColumn,
} from '~/components'
import { failedInstanceNote } from '~/state/machines'
import { formatBytes, formatDateTime, relativeTimeShort } from '~/util/format'
import { ExternalIpSummary } from '../ExternalIpSummary'

const ipsLoading = <CellSkeleton width={110} label="Loading external IPs" />

// A row's cells are plain elements (see cellStyles in components): every page renders 25 of them.
const stacked = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minWidth: 0,
} as const
const inline = { display: 'flex', alignItems: 'center', gap: 8 } as const
const note = { maxWidth: '100%', lineHeight: 1.4, whiteSpace: 'normal' } as const

function StateCell({ instance }: { instance: Instance }) {
  const since = instance.timeRunStateUpdated
  // the shared clock ticks every 10 s: a state that changed since its last tick is 0s old, not
  // 'in 4s'
  const clock = useNow()
  // counts down a cooldown on the same clock ('restarts after its cooldown, in 4m')
  const caption = failedInstanceNote(instance, clock)
  const now = since > clock ? since : clock
  const age = relativeTimeShort(since, now)
  return (
    // stacked, so the whole status fits beside the other columns at common widths
    <span style={stacked}>
      <span style={inline}>
        <InstanceStateBadge state={instance.runState} />
        {/* how long it has been in this state (spec §9 short forms); the moment on hover */}
        <LazyTooltip title={() => `Since ${formatDateTime(since)}`} describeChild>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable, so the keyboard reaches the moment too (as the Typography it was) */}
          <span className={CELL_CAPTION_CLASS} tabIndex={0} aria-label={`for ${age}`}>
            {age}
          </span>
        </LazyTooltip>
      </span>
      {caption && (
        // wraps in a narrow column (the rows grow) rather than losing its end
        <span className={CELL_CAPTION_CLASS} style={note}>
          {caption}
        </span>
      )}
    </span>
  )
}

export const instanceColumns = (project: string): DataTableColumn<Instance>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => <CellLink to={pb.instance(project, row.name)}>{row.name}</CellLink>,
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
    // one request per row, sent once the page's rows have settled on screen (paging past a page
    // sends none); keyed, so another page's row in these elements waits again
    renderCell: ({ row }) => (
      <WhenSettled key={row.id} placeholder={ipsLoading}>
        <ExternalIpSummary instanceId={row.id} />
      </WhenSettled>
    ),
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
  // below 1200 px the rest fill the width (a failed row's reason wraps in State): Created
  // starts hidden there rather than sliding under the row menu; the Columns menu shows it
  { ...createdColumn<Instance>(), hideWhenNarrow: true },
]

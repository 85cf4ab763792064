import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { useTheme } from '@mui/material/styles'
import { useContext } from 'react'
import type { DiskState, InstanceState, SnapshotState } from '~/api/generated/types'
import { DISK_IN_PROGRESS, diskMachine } from '~/state/machines/disk'
import { INSTANCE_IN_PROGRESS, instanceMachine } from '~/state/machines/instance'
import { SNAPSHOT_IN_PROGRESS, snapshotMachine } from '~/state/machines/snapshot'
import { stateLabel, type BadgeColor } from '~/state/machines/words'
import { BADGE_CLASS, BADGE_COLORS } from './badgeColors'
import { InTableContext } from './table/inTable'

export type StateBadgeProps = {
  state: string
  color: BadgeColor
  /** a transitional state: a spinner says it is still moving */
  busy?: boolean
  /** a state the console does not know (a newer rack's): said in the badge's title */
  unknown?: boolean
}

/** The title of a badge whose state the console does not know. */
export const UNKNOWN_STATE = 'Unknown state'

const Spinner = ({ color }: { color: string }) => (
  // a fixed arc that turns: always readable, where the indeterminate one shrinks to a dot
  <CircularProgress
    variant="determinate"
    value={70}
    size={12}
    thickness={5}
    aria-hidden
    sx={{
      color,
      '@keyframes badge-spin': { to: { transform: 'rotate(360deg)' } },
      animation: 'badge-spin 1s linear infinite',
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    }}
  />
)

export function StateBadge({ state, color, busy = false, unknown = false }: StateBadgeProps) {
  const mode = useTheme().palette.mode
  // a colour from a table of known states is undefined for a state outside it
  const shown: BadgeColor = color in BADGE_COLORS[mode] ? color : 'neutral'
  const { fg, bg } = BADGE_COLORS[mode][shown]
  const title = unknown ? UNKNOWN_STATE : undefined
  // In a table, 25 chips (each a few styled components) cost a page a frame: the same look
  // from one span and the table's own style sheet.
  if (useContext(InTableContext)) {
    return (
      <span className={BADGE_CLASS} data-color={shown} data-state={state} title={title}>
        {busy && <Spinner color={fg} />}
        {stateLabel(state)}
      </span>
    )
  }
  return (
    <Chip
      size="small"
      label={stateLabel(state)}
      data-state={state}
      title={title}
      icon={busy ? <Spinner color={fg} /> : undefined}
      sx={{
        color: fg,
        bgcolor: bg,
        fontWeight: 500,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        fontSize: '0.68rem',
        height: 22,
        '& .MuiChip-icon': { color: fg, ml: '6px' },
      }}
    />
  )
}

export const InstanceStateBadge = ({ state }: { state: InstanceState }) => (
  <StateBadge
    state={state}
    color={instanceMachine.color(state)}
    busy={INSTANCE_IN_PROGRESS.has(state)}
    unknown={!instanceMachine.known(state)}
  />
)

export const DiskStateBadge = ({ state }: { state: DiskState['state'] }) => (
  <StateBadge
    state={state}
    color={diskMachine.color(state)}
    busy={DISK_IN_PROGRESS.has(state)}
    unknown={!diskMachine.known(state)}
  />
)

export const SnapshotStateBadge = ({ state }: { state: SnapshotState }) => (
  <StateBadge
    state={state}
    color={snapshotMachine.color(state)}
    busy={SNAPSHOT_IN_PROGRESS.has(state)}
    unknown={!snapshotMachine.known(state)}
  />
)

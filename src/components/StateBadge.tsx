import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { useTheme } from '@mui/material/styles'
import { useContext } from 'react'
import type { DiskState, InstanceState, SnapshotState } from '~/api/generated/types'
import { DISK_BADGE, DISK_IN_PROGRESS } from '~/state/machines/disk'
import { INSTANCE_BADGE, INSTANCE_IN_PROGRESS } from '~/state/machines/instance'
import { SNAPSHOT_BADGE, SNAPSHOT_IN_PROGRESS } from '~/state/machines/snapshot'
import { stateLabel, type BadgeColor } from '~/state/machines/words'
import { BADGE_CLASS, BADGE_COLORS } from './badgeColors'
import { InTableContext } from './table/inTable'

export type StateBadgeProps = {
  state: string
  color: BadgeColor
  /** a transitional state: a spinner says it is still moving */
  busy?: boolean
}

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

export function StateBadge({ state, color, busy = false }: StateBadgeProps) {
  const mode = useTheme().palette.mode
  const { fg, bg } = BADGE_COLORS[mode][color]
  // In a table, 25 chips (each a few styled components) cost a page a frame: the same look
  // from one span and the table's own style sheet.
  if (useContext(InTableContext)) {
    return (
      <span className={BADGE_CLASS} data-color={color} data-state={state}>
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
  <StateBadge state={state} color={INSTANCE_BADGE[state]} busy={INSTANCE_IN_PROGRESS.has(state)} />
)

export const DiskStateBadge = ({ state }: { state: DiskState['state'] }) => (
  <StateBadge state={state} color={DISK_BADGE[state]} busy={DISK_IN_PROGRESS.has(state)} />
)

export const SnapshotStateBadge = ({ state }: { state: SnapshotState }) => (
  <StateBadge state={state} color={SNAPSHOT_BADGE[state]} busy={SNAPSHOT_IN_PROGRESS.has(state)} />
)

import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { useTheme } from '@mui/material/styles'
import { createContext, useContext } from 'react'
import type { DiskState, InstanceState, SnapshotState } from '~/api/generated/types'
import { DISK_BADGE, DISK_IN_PROGRESS } from '~/state/machines/disk'
import { INSTANCE_BADGE, INSTANCE_IN_PROGRESS } from '~/state/machines/instance'
import { SNAPSHOT_BADGE, SNAPSHOT_IN_PROGRESS } from '~/state/machines/snapshot'
import { stateLabel, type BadgeColor } from '~/state/machines/words'

// Spec §4 colour names → colours per scheme. Text on each keeps at least 4.5:1 contrast on the
// chip over the page or a table row.
export const BADGE_COLORS: Record<
  'dark' | 'light',
  Record<BadgeColor, { fg: string; bg: string }>
> = {
  dark: {
    default: { fg: '#48d597', bg: 'rgba(72, 213, 151, 0.14)' },
    neutral: { fg: '#c4c6c7', bg: 'rgba(161, 164, 165, 0.16)' },
    destructive: { fg: '#fb6e88', bg: 'rgba(251, 110, 136, 0.14)' },
    blue: { fg: '#8ba1ff', bg: 'rgba(139, 161, 255, 0.16)' },
    purple: { fg: '#c8a6ff', bg: 'rgba(190, 149, 255, 0.16)' },
    notice: { fg: '#f5b944', bg: 'rgba(245, 185, 68, 0.14)' },
  },
  light: {
    default: { fg: '#0a5c3b', bg: 'rgba(11, 110, 71, 0.10)' },
    neutral: { fg: '#3d4447', bg: 'rgba(80, 88, 91, 0.10)' },
    destructive: { fg: '#a3122f', bg: 'rgba(184, 22, 58, 0.08)' },
    blue: { fg: '#2b3c9e', bg: 'rgba(51, 71, 184, 0.09)' },
    purple: { fg: '#6227a8', bg: 'rgba(98, 39, 168, 0.08)' },
    notice: { fg: '#7a4700', bg: 'rgba(138, 83, 0, 0.10)' },
  },
}

export type StateBadgeProps = {
  state: string
  color: BadgeColor
  /** a transitional state: a spinner says it is still moving */
  busy?: boolean
}

/** Set by a table: its cells' badges are plain spans its own styles paint (see cellStyles). */
export const InTableContext = createContext(false)

/** The class of a badge in a table; its colour comes from `data-color`. */
export const BADGE_CLASS = 'ConsoleBadge'

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

import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { useTheme } from '@mui/material/styles'
import { useContext } from 'react'
import type { DiskState, InstanceState, SnapshotState } from '~/api/generated/types'
import { alertDeliveryMachine } from '~/state/machines/alertDelivery'
import { diskMachine } from '~/state/machines/disk'
import { instanceMachine } from '~/state/machines/instance'
import { multicastGroupMachine, multicastMemberMachine } from '~/state/machines/multicast'
import { snapshotMachine } from '~/state/machines/snapshot'
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
  <StringStateBadge machine={instanceMachine} state={state} />
)

export const DiskStateBadge = ({ state }: { state: DiskState['state'] }) => (
  <StringStateBadge machine={diskMachine} state={state} />
)

export const SnapshotStateBadge = ({ state }: { state: SnapshotState }) => (
  <StringStateBadge machine={snapshotMachine} state={state} />
)

/**
 * A state's badge by its machine's table: colour and spinner; a state the console does not know
 * (a newer rack's, or a plain string the API sends) is neutral and titled so.
 */
function StringStateBadge<S extends string>({
  machine,
  state,
}: {
  machine: {
    known: (state: string) => state is S
    color: (state: S) => BadgeColor
    inProgress: ReadonlySet<S>
  }
  state: string
}) {
  const known = machine.known(state)
  return (
    <StateBadge
      state={state}
      color={known ? machine.color(state) : 'neutral'}
      busy={known && machine.inProgress.has(state)}
      unknown={!known}
    />
  )
}

export const MulticastGroupStateBadge = ({ state }: { state: string }) => (
  <StringStateBadge machine={multicastGroupMachine} state={state} />
)

export const MulticastMemberStateBadge = ({ state }: { state: string }) => (
  <StringStateBadge machine={multicastMemberMachine} state={state} />
)

export const AlertDeliveryStateBadge = ({ state }: { state: string }) => (
  <StringStateBadge machine={alertDeliveryMachine} state={state} />
)

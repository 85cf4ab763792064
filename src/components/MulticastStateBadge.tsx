import { isKnown } from '~/util/labels'
import type { BadgeColor } from '~/state/machines/words'
import { StateBadge } from './StateBadge'

// Multicast groups and their members have states the API sends as strings: a group is made
// (creating), serves (active) and goes with its last member (deleting, deleted); a member waits
// for its instance to run (joining), receives (joined), or has stopped receiving (left).

const GROUP: Record<string, [BadgeColor, boolean]> = {
  creating: ['blue', true],
  active: ['default', false],
  deleting: ['notice', true],
  deleted: ['neutral', false],
}

const MEMBER: Record<string, [BadgeColor, boolean]> = {
  joining: ['blue', true],
  joined: ['default', false],
  left: ['neutral', false],
}

const badge = (table: Record<string, [BadgeColor, boolean]>, state: string) => {
  const known = isKnown(table, state)
  const [color, busy] = known ? table[state]! : (['neutral', false] as const)
  return <StateBadge state={state} color={color} busy={busy} unknown={!known} />
}

export const MulticastGroupStateBadge = ({ state }: { state: string }) => badge(GROUP, state)
export const MulticastMemberStateBadge = ({ state }: { state: string }) => badge(MEMBER, state)

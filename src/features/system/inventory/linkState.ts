import type { SwitchLinkState } from '~/api/generated/types'

/**
 * The link state in a port's status. The contract leaves SwitchLinkState open (it is what the
 * switch's transceiver daemon reports), so this reads `link.linkState` where it is a string and
 * says 'Unknown' for anything else rather than guessing.
 */
export function linkStateOf(status: SwitchLinkState | undefined): string {
  const link = (status as { link?: { linkState?: unknown } } | undefined)?.link
  const state = link?.linkState
  if (typeof state !== 'string' || state === '') return 'Unknown'
  return state.charAt(0).toUpperCase() + state.slice(1).replace(/_/g, ' ')
}

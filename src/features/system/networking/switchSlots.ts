import type { SwitchSlot } from '~/api/generated/types'

/** The two switches of a rack, as the API names their slots. */
export const SWITCH_SLOTS: readonly SwitchSlot[] = ['switch0', 'switch1']

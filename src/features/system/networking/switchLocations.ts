import type { SwitchLocation } from '~/api/generated/types'

/** A rack's two switches, as the API names their places. */
export const SWITCH_LOCATIONS: readonly SwitchLocation[] = ['switch0', 'switch1']

// How full a gauge of a capacity is (an IP pool's addresses, the fleet's CPUs): its bar's colour
// says so, with the same thresholds wherever a share of a capacity is drawn, so a full pool never
// looks like an empty one.

/** From this share on, a capacity is nearly full. */
export const NEAR_FULL_PERCENT = 80

export type Fullness = 'ok' | 'near' | 'full'

/** A share in percent (0–100) as how full it is: 'full' only when nothing is left. */
export const fullnessOf = (percent: number): Fullness =>
  percent >= 100 ? 'full' : percent >= NEAR_FULL_PERCENT ? 'near' : 'ok'

/** The bar's colour (a MUI palette colour) for how full it is. */
export const FULLNESS_COLOR = { ok: 'primary', near: 'warning', full: 'error' } as const

export const fullnessColor = (percent: number) => FULLNESS_COLOR[fullnessOf(percent)]

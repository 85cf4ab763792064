import { quotaPercent } from '~/util/format'

// How much of a quota is provisioned, for the figures and the bar. Pure.

export type QuotaUse = {
  /** provisioned as a percentage of the quota; Infinity when there is no quota but some use */
  percent: number
  /** the bar's full width, in percent of the quota: 100, or more when over quota */
  scale: number
  over: boolean
}

/** Over quota, the bar's scale grows in steps of this many percent of the quota... */
const OVER_STEP = 10
/** ...up to ten times the quota, past which the bar is simply full. */
const OVER_MAX = 1000

/**
 * Over quota (a quota lowered below what is provisioned), the bar's scale grows past the quota to
 * the next 10 % above the use, so the bar still shows by how much, with a mark where the quota is.
 * The figures beside it are exact (`formatPercent`).
 */
export function quotaUse(provisioned: number, quota: number): QuotaUse {
  const percent = quotaPercent(provisioned, quota)
  const over = percent > 100
  const scale = over ? Math.min(Math.ceil(percent / OVER_STEP) * OVER_STEP, OVER_MAX) : 100
  return { percent, scale, over }
}

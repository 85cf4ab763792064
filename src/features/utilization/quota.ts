import { percentageCap } from '~/util/format'
import { PERCENT_CAP_MAX } from '~/util/constants'

// How much of a quota is provisioned, for the figures and the bar. Pure.

export type QuotaUse = {
  /** provisioned as a percentage of the quota; Infinity when there is no quota but some use */
  percent: number
  /** the bar's full width, in percent of the quota: 100, or more when over quota (spec §9 cap) */
  scale: number
  over: boolean
}

/**
 * Over quota (a quota lowered below what is provisioned), the bar's scale grows to the spec §9
 * capped percentage (up to the next multiple of 10, at most 1023 %), so the bar still shows by
 * how much, with a mark where the quota is.
 */
export function quotaUse(provisioned: number, quota: number): QuotaUse {
  const percent =
    quota > 0 ? (provisioned / quota) * 100 : provisioned > 0 ? Number.POSITIVE_INFINITY : 0
  const over = percent > 100
  const scale = over ? (Number.isFinite(percent) ? percentageCap(percent) : PERCENT_CAP_MAX) : 100
  return { percent, scale, over }
}

/** '0%', '<1%', '42%', '100%', '134%'; below the quota never rounds up to 100 %. */
export function percentText(percent: number): string {
  if (!Number.isFinite(percent)) return 'No quota'
  if (percent > 0 && percent < 1) return '<1%'
  const whole = percent < 100 ? Math.floor(percent) : Math.round(percent)
  return `${whole.toLocaleString('en-US')}%`
}

import type { Measurement } from '~/api/generated/types'
import type { UsageWindow } from '~/util/usageRange'

// Provisioning metrics (a silo's, a project's, the fleet's: measurements of a provisioned amount
// over time) turned into what the usage chart draws. Pure.

export type UsageSeries = { times: Date[]; values: number[] }

/** A measurement's number: gauges carry one; cumulative counters their running value. */
function valueOf(m: Measurement): number | undefined {
  const { datum } = m.datum
  if (typeof datum === 'number') return datum
  if (typeof datum === 'object' && datum !== null && 'value' in datum) {
    return typeof datum.value === 'number' ? datum.value : undefined
  }
  return undefined
}

/** Points most charts draw; more only adds work, a month of ten-minute samples is 4,320. */
const MAX_POINTS = 360

/**
 * The measurements in time order, at most MAX_POINTS of them: over a long window each slice of
 * time keeps its highest value, since the peaks are what a quota has to hold.
 */
export function toUsageSeries(
  items: readonly Measurement[],
  window: UsageWindow,
  maxPoints = MAX_POINTS,
): UsageSeries {
  const points = items
    .map((m) => ({ t: m.timestamp.getTime(), v: valueOf(m) }))
    .filter((p): p is { t: number; v: number } => p.v !== undefined && Number.isFinite(p.v))
    .sort((a, b) => a.t - b.t)
  if (points.length <= maxPoints) {
    return { times: points.map((p) => new Date(p.t)), values: points.map((p) => p.v) }
  }
  const start = window.start.getTime()
  const slice = (window.end.getTime() - start) / maxPoints
  const buckets = new Map<number, { t: number; v: number }>()
  for (const p of points) {
    const i = Math.min(maxPoints - 1, Math.max(0, Math.floor((p.t - start) / slice)))
    const held = buckets.get(i)
    if (!held || p.v > held.v) buckets.set(i, { t: start + i * slice, v: p.v })
  }
  const kept = [...buckets.entries()].sort(([a], [b]) => a - b).map(([, p]) => p)
  return { times: kept.map((p) => new Date(p.t)), values: kept.map((p) => p.v) }
}

const KiB = 1024
const BYTE_UNITS = [KiB ** 4, KiB ** 3, KiB ** 2, KiB, 1]
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500]
const MAX_TICKS = 5

/**
 * A y-axis for bytes with ticks on round binary amounts (0, 256 GiB, 512 GiB, …) instead of the
 * decimal ones a chart picks (465.66 GiB): the unit below the peak, and the smallest round step
 * that reaches it in at most five ticks above zero.
 */
export function byteAxis(peak: number): { max: number; ticks: number[] } {
  // nothing provisioned: a flat line at zero under 1 GiB, not under 1 byte
  if (peak <= 0) return { max: KiB ** 3, ticks: [0, KiB ** 3] }
  const unit = BYTE_UNITS.find((u) => peak >= u) ?? 1
  const inUnits = Math.max(peak / unit, 1)
  // past the largest round step (thousands of TiB), the same steps a thousand times larger
  let scale = 1
  let round: number | undefined
  while ((round = STEPS.find((s) => Math.ceil(inUnits / (s * scale)) <= MAX_TICKS)) === undefined)
    scale *= 1000
  const step = round * scale * unit
  const max = Math.max(step, Math.ceil(peak / step) * step)
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, i) => i * step) }
}

// Display formatters for spec §9. All output is en-US so tables read the same for everyone and
// tests don't depend on the machine's locale.

import {
  BYTES_DEFAULT_DECIMALS,
  CAPACITY_FACTOR,
  COMPACT_NOTATION_FROM,
  DISK_TB_MULTIPLIER,
  DISK_TB_PER_SLED,
  ENGINEERING_NOTATION_FROM,
  DEFAULT_DISK_SIZE_MAX_GIB,
  DEFAULT_DISK_SIZE_STEP_GIB,
} from './constants'

const LOCALE = 'en-US'

// ---- relative time -------------------------------------------------------------------------

/**
 * A timestamp the API sent that does not parse stays the string it was (casing.ts), though typed
 * a Date: the formatters show it as given rather than fail the page (issue 43 §1).
 */
const asGiven = (value: unknown) => String(value)

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365 * DAY

/**
 * Short relative time: '30s', '5m', '2h', '3d', '~1y' (spec §9). Each unit is used while the
 * difference is below the next one, rounding down, so '59s' is followed by '1m'. Years are only
 * approximate (no leap years), hence the '~'. A date in the future (e.g. a cooldown expiration)
 * gets the same short form prefixed with 'in ', so it can't be mistaken for a past time.
 */
export function relativeTimeShort(date: Date, now: Date = new Date()): string {
  if (!(date instanceof Date)) return asGiven(date)
  const diffSeconds = Math.floor(Math.abs(now.getTime() - date.getTime()) / 1000)
  const prefix = date.getTime() > now.getTime() && diffSeconds > 0 ? 'in ' : ''
  let short: string
  if (diffSeconds < MINUTE) short = `${diffSeconds}s`
  else if (diffSeconds < HOUR) short = `${Math.floor(diffSeconds / MINUTE)}m`
  else if (diffSeconds < DAY) short = `${Math.floor(diffSeconds / HOUR)}h`
  else if (diffSeconds < YEAR) short = `${Math.floor(diffSeconds / DAY)}d`
  else short = `~${Math.floor(diffSeconds / YEAR)}y`
  return prefix + short
}

// ---- bytes ---------------------------------------------------------------------------------

// Byte steps are 1024 in both unit systems (spec §9); JEDEC just spells them KB/MB/GB/TB.
export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

const UNIT_LABELS = {
  iec: ['B', 'KiB', 'MiB', 'GiB', 'TiB'],
  jedec: ['B', 'KB', 'MB', 'GB', 'TB'],
} as const

type ByteUnits = keyof typeof UNIT_LABELS

export type FormatBytesOptions = {
  units?: ByteUnits
  /** at most this many decimals; trailing zeros are dropped ('1.5 KiB', not '1.50 KiB') */
  decimals?: number
}

/**
 * '1.5 KiB', '2 GiB', '1,536 TiB'. The largest unit is TiB/TB (spec §9 stops there), so larger
 * values are shown as thousands of TiB rather than switching to a unit the spec doesn't name.
 */
export function formatBytes(bytes: number, options: FormatBytesOptions = {}): string {
  const { units = 'iec', decimals = BYTES_DEFAULT_DECIMALS } = options
  const labels = UNIT_LABELS[units]
  let exponent = 0
  while (exponent < labels.length - 1 && Math.abs(bytes) >= 1024 ** (exponent + 1)) exponent++
  const value = bytes / 1024 ** exponent
  const formatted = numberFormat(exponent === 0 ? 0 : decimals).format(value)
  return `${formatted} ${labels[exponent]}`
}

// A number format is costly to make (toLocaleString makes one per call) and a table formats a
// size in every row: one per number of decimals, made once.
const numberFormats = new Map<number, Intl.NumberFormat>()
const numberFormat = (decimals: number) => {
  let format = numberFormats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: decimals })
    numberFormats.set(decimals, format)
  }
  return format
}

// ---- default disk size ---------------------------------------------------------------------

/**
 * Spec §9's 'rounds up to a multiple of 10, capped at 1023': the size a new disk starts at when
 * it is made from an image or snapshot of `sourceBytes`: that size in GiB rounded up to a
 * multiple of 10, at most 1023 GiB (the largest disk), and never under one step.
 */
export const defaultDiskSizeGib = (sourceBytes: number) =>
  Math.min(
    Math.max(
      Math.ceil(sourceBytes / GiB / DEFAULT_DISK_SIZE_STEP_GIB) * DEFAULT_DISK_SIZE_STEP_GIB,
      DEFAULT_DISK_SIZE_STEP_GIB,
    ),
    DEFAULT_DISK_SIZE_MAX_GIB,
  )

/**
 * The size field's value after an image or snapshot of `sourceBytes` is picked: the default size
 * for it while the user has not set a size of their own, else theirs while it holds the source,
 * else (too small now) the default. Undefined: leave the field as it is.
 */
export function sizeAfterSourcePick(
  currentGib: number | string,
  userSet: boolean,
  sourceBytes: number,
): number | undefined {
  const current = Number(currentGib)
  const holdsSource = currentGib !== '' && Number.isFinite(current) && current * GiB >= sourceBytes
  if (userSet && holdsSource) return undefined
  const next = defaultDiskSizeGib(sourceBytes)
  return next === current ? undefined : next
}

// ---- shares of a quota ---------------------------------------------------------------------

/** Provisioned as a percentage of a quota, exactly; Infinity for use without any quota. */
export const quotaPercent = (provisioned: number, quota: number) =>
  quota > 0 ? (provisioned / quota) * 100 : provisioned > 0 ? Number.POSITIVE_INFINITY : 0

/**
 * A share as every usage figure shows it: '0%', '<1%', '72%', '100%', '134%'. Whole percents,
 * rounded down below 100 so a quota never reads full before it is, rounded above it.
 */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return 'No quota'
  if (percent > 0 && percent < 1) return '<1%'
  const whole = percent < 100 ? Math.floor(percent) : Math.round(percent)
  return `${whole.toLocaleString(LOCALE)}%`
}

// ---- capacity estimate ---------------------------------------------------------------------

export type CapacityInput = {
  /** number of sleds */
  sleds: number
  /** summed usable physical RAM of those sleds, in bytes */
  ram: number
  /** summed usable hardware threads of those sleds */
  cpus: number
}

export type CapacityEstimate = {
  /** disk capacity, in TiB (the 0.909 factor converts decimal TB to TiB) */
  diskTiB: number
  /** RAM, in bytes */
  ram: number
  /** hardware threads; whole threads only, since a fraction can't be allocated */
  cpus: number
}

/**
 * Spec §9 says: '70 percent factor; 32 per sled for disk terabytes times 0.909; plus sums of RAM
 * and CPU'. Reading used here: the 70 % factor is headroom that applies to every resource, so
 *   disk = sleds × 32 TB × 0.909 × 0.7   (0.909 ≈ 10¹²/2⁴⁰, i.e. TB → TiB)
 *   ram  = ΣRAM × 0.7                    (bytes, rounded down)
 *   cpus = ΣCPU × 0.7                    (threads, rounded down)
 * The sums come from the sleds' usablePhysicalRam and usableHardwareThreads (spec §3); see
 * `sumSledCapacity`.
 */
export function capacityEstimate({ sleds, ram, cpus }: CapacityInput): CapacityEstimate {
  return {
    diskTiB: sleds * DISK_TB_PER_SLED * DISK_TB_MULTIPLIER * CAPACITY_FACTOR,
    ram: Math.floor(ram * CAPACITY_FACTOR),
    cpus: Math.floor(cpus * CAPACITY_FACTOR),
  }
}

export type SledCapacity = { usablePhysicalRam: number; usableHardwareThreads: number }

/** Sled list → the totals `capacityEstimate` takes. */
export const sumSledCapacity = (sleds: readonly SledCapacity[]): CapacityInput => ({
  sleds: sleds.length,
  ram: sleds.reduce((sum, s) => sum + s.usablePhysicalRam, 0),
  cpus: sleds.reduce((sum, s) => sum + s.usableHardwareThreads, 0),
})

// ---- numbers -------------------------------------------------------------------------------

// Made on first use, not when the module loads: making an Intl format takes milliseconds (the
// first one loads the locale's data), and this module is on the first page's critical path.
const once = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}

const plainFormat = once(() => new Intl.NumberFormat(LOCALE))
const compactFormat = once(() => new Intl.NumberFormat(LOCALE, { notation: 'compact' }))
const engineeringFormat = once(() => new Intl.NumberFormat(LOCALE, { notation: 'engineering' }))

const COMPACT_FROM_BIG = BigInt(COMPACT_NOTATION_FROM)
const ENGINEERING_FROM_BIG = BigInt(ENGINEERING_NOTATION_FROM)

/**
 * '999,999', '1.2M', '1.5E15' (spec §9). Bigints are accepted because IPv6 pool counts exceed
 * Number's safe range (spec §3); Intl formats them without converting to a float first.
 */
export function formatNumber(n: number | bigint): string {
  const magnitude = typeof n === 'bigint' ? (n < 0n ? -n : n) : Math.abs(n)
  const atLeast = (threshold: number, big: bigint) =>
    typeof magnitude === 'bigint' ? magnitude >= big : magnitude >= threshold
  if (atLeast(ENGINEERING_NOTATION_FROM, ENGINEERING_FROM_BIG)) {
    return engineeringFormat().format(n)
  }
  if (atLeast(COMPACT_NOTATION_FROM, COMPACT_FROM_BIG)) return compactFormat().format(n)
  return plainFormat().format(n)
}

// ---- text ----------------------------------------------------------------------------------

const ELLIPSIS = '…'

/**
 * Spec §9: text longer than maxLength becomes maxLength − 2 of its characters plus an ellipsis,
 * cut at the end or in the middle (the middle keeps both ends visible, useful for IDs).
 */
export function truncate(
  text: string,
  maxLength: number,
  position: 'middle' | 'end' = 'end',
): string {
  if (text.length <= maxLength) return text
  const keep = Math.max(0, maxLength - 2)
  if (position === 'end') return text.slice(0, keep) + ELLIPSIS
  const head = Math.ceil(keep / 2)
  const tail = keep - head
  // slice(-0) would return the whole string, so an empty tail is handled explicitly
  return text.slice(0, head) + ELLIPSIS + (tail > 0 ? text.slice(-tail) : '')
}

// ---- dates ---------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * 'Jan 2, 2026, 3:04 PM' in the viewer's time zone: Intl's en-US date and time (short month,
 * numeric day, year and hour, 2-digit minute; format.test.ts holds the two to the same text),
 * written out. Making that Intl format started ICU: 40 ms of a cold load's first page, which
 * shows a date in every row. An invalid date throws, as Intl's format does.
 */
export function formatDateTime(date: Date): string {
  if (!(date instanceof Date)) return asGiven(date)
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** '3:04:05 PM' in the viewer's time zone: a moment of today, to the second. */
function formatTimeOfDay(date: Date): string {
  const hours = date.getHours()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${hours % 12 || 12}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`
}

/** A moment near `now`: its time of day when it falls on the same day, else its date and time. */
export const formatMomentNear = (date: Date, now: Date): string =>
  !(date instanceof Date)
    ? asGiven(date)
    : date.toDateString() === now.toDateString()
      ? formatTimeOfDay(date)
      : formatDateTime(date)

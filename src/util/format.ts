// Display formatters for spec §9. All output is en-US so tables read the same for everyone and
// tests don't depend on the machine's locale.

import {
  BYTES_DEFAULT_DECIMALS,
  CAPACITY_FACTOR,
  COMPACT_NOTATION_FROM,
  DISK_TB_MULTIPLIER,
  DISK_TB_PER_SLED,
  ENGINEERING_NOTATION_FROM,
  PERCENT_CAP_MAX,
  PERCENT_CAP_STEP,
} from './constants'

const LOCALE = 'en-US'

// ---- relative time -------------------------------------------------------------------------

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

/** Bytes → GiB (1024³), unrounded. */
export const bytesToGiB = (bytes: number) => bytes / GiB

/** Bytes → TiB (1024⁴), unrounded. */
export const bytesToTiB = (bytes: number) => bytes / TiB

// ---- percentage cap ------------------------------------------------------------------------

/** Spec §9, literally: round up to a multiple of 10, then cap at 1023. */
export const percentageCap = (n: number) =>
  Math.min(Math.ceil(n / PERCENT_CAP_STEP) * PERCENT_CAP_STEP, PERCENT_CAP_MAX)

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

const plainFormat = new Intl.NumberFormat(LOCALE)
const compactFormat = new Intl.NumberFormat(LOCALE, { notation: 'compact' })
const engineeringFormat = new Intl.NumberFormat(LOCALE, { notation: 'engineering' })

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
  if (atLeast(ENGINEERING_NOTATION_FROM, ENGINEERING_FROM_BIG)) return engineeringFormat.format(n)
  if (atLeast(COMPACT_NOTATION_FROM, COMPACT_FROM_BIG)) return compactFormat.format(n)
  return plainFormat.format(n)
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

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * 'Jan 2, 2026, 3:04 PM' in the viewer's time zone. Newer ICU versions put a narrow no-break
 * space before AM/PM; it is normalised to a plain space so the output doesn't vary by runtime.
 */
export const formatDateTime = (date: Date): string =>
  dateTimeFormat.format(date).replace(/[\u202f\u00a0]/g, ' ')

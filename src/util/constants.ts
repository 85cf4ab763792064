// Business constants and limits. Every value is a fact taken from the spec; the section it comes
// from is noted next to it so a change in the spec can be traced here.

/** Product name, the last segment of every document title. spec §2 */
export const CONSOLE_NAME = 'Oxide Console'

/** Default `limit` for paged list calls. spec §7, §9 */
export const PAGE_SIZE = 25

/** Query data counts as stale after this long. spec §7, §9 */
export const STALE_TIME_MS = 2000

/** Auto-dismiss delay per toast variant, unless a toast sets its own. spec §9 */
export const TOAST_TIMEOUT_MS = { success: 5000, info: 5000, error: 15000 } as const

/** A toast's call-to-action text is truncated at this many characters. spec §9 */
export const TOAST_CTA_MAX = 36

/** Screen-reader announcements are removed from the live region after this long. spec §9 */
export const ANNOUNCER_REMOVE_MS = 7000

/** How long a copy button shows 'Copied'. spec §2, §9 */
export const COPY_FEEDBACK_MS = 2000

/** Letters in a device code. spec §5, §9 */
export const DEVICE_CODE_LENGTH = 8

/** The device code is displayed and sent with a dash after this many letters. spec §5, §9 */
export const DEVICE_CODE_DASH_AFTER = 3

/** The global loading bar only appears for navigations slower than this. spec §2, §9 */
export const LOADING_BAR_DELAY_MS = 20

/** Delay before a tooltip opens. spec §9 */
export const TOOLTIP_DELAY_MS = 250

/** Delay before the full-text tooltip of truncated text opens. spec §9 */
export const TRUNCATED_TOOLTIP_DELAY_MS = 300

/** Random hex characters appended to generated resource names. spec §5, §9 */
export const NAME_SUFFIX_LENGTH = 6

/** Longest resource name, suffix included (also the API's `Name` maxLength). spec §5, §9 */
export const MAX_NAME_LENGTH = 63

/** The mock API answers after a random delay in this range. spec §9 */
export const MOCK_DELAY_MS = { min: 200, max: 400 } as const

/** Share of raw capacity counted as usable in a capacity estimate. spec §9 */
export const CAPACITY_FACTOR = 0.7

/** Disk terabytes per sled in a capacity estimate. spec §9 */
export const DISK_TB_PER_SLED = 32

/** Multiplier applied to disk terabytes in a capacity estimate (≈ TB → TiB). spec §9 */
export const DISK_TB_MULTIPLIER = 0.909

/**
 * Spec §9 'Percentage cap rounds up to a multiple of 10, capped at 1023': read with 1023 as the
 * largest disk in GiB, it is how a new disk's default size follows the image or snapshot it is
 * made from: that size in GiB, rounded up to this step, at most `DEFAULT_DISK_SIZE_MAX_GIB`. It is
 * no rule for showing usage, which is shown exactly.
 */
export const DEFAULT_DISK_SIZE_STEP_GIB = 10

/** The most a default disk size grows to (the largest disk, in GiB). spec §9 */
export const DEFAULT_DISK_SIZE_MAX_GIB = 1023

/** Numbers from here up use compact notation (1.2M). spec §9 */
export const COMPACT_NOTATION_FROM = 1e6

/** Numbers from here up use engineering notation (1.5E15). spec §9 */
export const ENGINEERING_NOTATION_FROM = 1e15

/** Default decimals when formatting file sizes. spec §9 */
export const BYTES_DEFAULT_DECIMALS = 2

// A problem of the fleet as System › Issues lists it: one entry per kind and severity, with how
// many things it covers, a sentence, and the page where an operator deals with it. Pure.

/** critical: something is refused or lost now; warning: it will be, or capacity is reduced */
export type Severity = 'critical' | 'warning'

export type Issue = {
  /** stable per kind and severity, for keys and tests */
  key: string
  severity: Severity
  count: number
  /** '2 physical disks not in service' */
  title: string
  /** what it means and which ones */
  detail: string
  /** where it is dealt with */
  to: string
  /** the link's text: 'View physical disks' */
  action: string
}

/** '1 sled', '2 sleds'. */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** At most three names, then how many more: 'a, b, c and 2 more'. */
export function someOf(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ')
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
}

const ORDER: Record<Severity, number> = { critical: 0, warning: 1 }

/** Critical first, then the most things affected. */
export const bySeverity = (a: Issue, b: Issue) =>
  ORDER[a.severity] - ORDER[b.severity] || b.count - a.count

/**
 * Shares of a limit from which a silo's quota or a pool reads as near full (a warning) and full
 * (critical), in percent.
 */
export const NEAR_FULL = 80
export const FULL = 100

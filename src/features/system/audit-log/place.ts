// Where the audit log is, in its address: the time range (a preset, or a custom window), the
// page of it (the API's page tokens, page 2's first) and the browser's filter, so a reload, Back
// and a shared link (Activity's) land on the same entries. Pure.
import type { AuditLogListQueryParams } from '~/api/generated/types'
import {
  customRangeErrors,
  parseTimeRange,
  parseWindowParams,
  timeWindow,
  type TimeRange,
  type TimeWindow,
} from '~/util/timeRange'
import { NO_FILTER, type AuditFilter } from './entries'

export type AuditRange = '1h' | '24h' | '7d' | '30d'

const HOUR = 3_600_000

export const RANGES: readonly TimeRange<AuditRange>[] = [
  { value: '1h', label: 'Last hour', durationMs: HOUR },
  { value: '24h', label: 'Last 24 hours', durationMs: 24 * HOUR },
  { value: '7d', label: 'Last 7 days', durationMs: 7 * 24 * HOUR },
  { value: '30d', label: 'Last 30 days', durationMs: 30 * 24 * HOUR },
]

export const DEFAULT_RANGE: AuditRange = '24h'

/** How far back a custom window may start: the log keeps entries for as long as the rack does. */
export const AUDIT_RETENTION_DAYS = 3650

/** Entries a page holds: enough to filter in the browser; the grid draws only what is in view. */
export const AUDIT_PAGE_SIZE = 200

export type AuditPlace = {
  range: AuditRange | 'custom'
  /** the custom window the address names, when it names a valid one */
  custom: TimeWindow | undefined
  /** tokens[i] fetches page i + 2 */
  tokens: string[]
  filter: AuditFilter
}

const FILTER_KEYS = ['actor', 'operation', 'resource', 'result'] as const

export function parseAuditPlace(params: URLSearchParams): AuditPlace {
  const custom = params.get('range') === 'custom'
  return {
    range: custom ? 'custom' : parseTimeRange(RANGES, params.get('range'), DEFAULT_RANGE),
    custom: custom ? parseWindowParams(params.get('start'), params.get('end')) : undefined,
    tokens: params.getAll('token').filter(Boolean),
    filter: {
      actor: params.get('actor') ?? NO_FILTER.actor,
      operation: params.get('operation') ?? NO_FILTER.operation,
      resource: params.get('resource') ?? NO_FILTER.resource,
      result: params.get('result') ?? NO_FILTER.result,
    },
  }
}

/** The address's query for `place`: defaults left out, other parameters (the mock's) kept. */
export function writeAuditPlace(params: URLSearchParams, place: AuditPlace): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['range', 'start', 'end', 'token', ...FILTER_KEYS]) next.delete(key)
  if (place.range !== DEFAULT_RANGE) next.set('range', place.range)
  if (place.range === 'custom' && place.custom) {
    next.set('start', place.custom.start.toISOString())
    next.set('end', place.custom.end.toISOString())
  }
  for (const token of place.tokens) next.append('token', token)
  for (const key of FILTER_KEYS) if (place.filter[key]) next.set(key, place.filter[key])
  return next
}

const MINUTE = 60_000

/**
 * The window `place` asks for at `now`, or null when its custom window is not a valid one. A
 * preset ends at the end of the minute under way: what was done a moment ago is in it, and asking
 * again within the minute hits the cache.
 */
export function auditWindow(place: AuditPlace, now: Date): TimeWindow | null {
  if (place.range !== 'custom') return timeWindow(RANGES, place.range, new Date(+now + MINUTE))
  const { custom } = place
  if (!custom) return null
  const errors = customRangeErrors(custom.start, custom.end, now, AUDIT_RETENTION_DAYS)
  return errors.start || errors.end ? null : custom
}

/** The list call for `place`: the window, newest first, its page; null when there is no window. */
export function auditQuery(
  place: AuditPlace,
  now: Date,
): { query: AuditLogListQueryParams } | null {
  const window = auditWindow(place, now)
  if (!window) return null
  return {
    query: {
      startTime: window.start,
      endTime: window.end,
      sortBy: 'time_and_id_descending',
      limit: AUDIT_PAGE_SIZE,
      pageToken: place.tokens.at(-1) ?? null,
    },
  }
}

import type { AuditLogEntry } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { list } from '../api/lists'
import type { MockContext } from '../context'
import type { Attrs } from '../orm/models/attrs'
import { asSchema } from '../orm/serializer'
import { invalidQuery } from '../util/errors'

// The audit log (/v1/system/audit-log): entries completed in [start_time, end_time), ordered by
// completion time and id, paged like every list. The entries are the seed's history and what the
// console's users did since (orm/auditLog.ts writes one per request that may change something).

type Entry = Attrs<AuditLogEntry>

// a sort key reads the plain record
const completed = (e: { id: string; [k: string]: unknown }) => `${String(e.timeCompleted)}|${e.id}`
const SORTS = [
  { mode: 'time_and_id_ascending', key: completed },
  { mode: 'time_and_id_descending', key: completed, descending: true },
]

const instant = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw invalidQuery(`${name}: not a date and time`)
  return ms
}

export function systemAuditLogHandlers(api: MockApi, ctx: MockContext) {
  api.on('auditLogList', (c) => {
    // the first page names the range; a page token continues the scan it started
    if (c.query('start_time') === undefined && c.query('page_token') === undefined) {
      throw invalidQuery('missing field `start_time`')
    }
    const start = instant(c.query('start_time'), 'start_time') ?? -Infinity
    const end = instant(c.query('end_time'), 'end_time') ?? Infinity
    // the plain records, not models: a range may hold tens of thousands of entries
    const inRange = (e: Entry) => {
      const at = Date.parse(e.timeCompleted)
      return at >= start && at < end
    }
    const entries: Entry[] = ctx.schema.db.auditLogEntries?.where(inRange) ?? []
    return list(entries, c.request, SORTS, (e) => asSchema('AuditLogEntry', e))
  })
}

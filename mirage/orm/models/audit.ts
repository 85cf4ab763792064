import type { AuditLogEntry } from '~/api/generated/types'
import { attrs, model, type Attrs } from './attrs'

// The audit log: one entry per request that changes something, written when it completes (the
// real API writes its start and completion as one entry too). Entries are never changed.

export const auditModels = {
  auditLogEntry: model(attrs<Attrs<AuditLogEntry>>()),
}

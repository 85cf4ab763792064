import { api } from '../api'
import { systemAuditLogEndpoints } from '../generated/endpoints/systemAuditLog'
import { providesList } from './tags'

// The audit log: who did what to the fleet, when, and with what result. Entries never change once
// written; a page of a range is asked for again when it goes stale like any list.
export const systemAuditLogApi = api
  .injectEndpoints({ endpoints: systemAuditLogEndpoints })
  .enhanceEndpoints({
    endpoints: {
      auditLogList: { providesTags: providesList('AuditLogEntry') },
    },
  })

export const { useAuditLogListQuery } = systemAuditLogApi

import { api } from '../api'
import { systemAuditLogEndpoints } from '../generated/endpoints/systemAuditLog'
import { providesList } from './tags'

// The audit log: who did what to the fleet, when, and with what result. Entries never change once
// written; a page of a range is asked for again when it goes stale like any list.
export const systemAuditLogApi = api
  .injectEndpoints({ endpoints: systemAuditLogEndpoints })
  .enhanceEndpoints({
    endpoints: {
      auditLogList: {
        providesTags: providesList('AuditLogEntry'),
        // An entry holds dates, which structural sharing never keeps, so a page of 200 is always
        // a new object however alike the last one was: comparing them key by key only costs the
        // frame that draws it.
        structuralSharing: false,
      },
    },
  })

export const { useAuditLogListQuery } = systemAuditLogApi

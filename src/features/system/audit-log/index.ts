// The audit log's page (its own chunk).
export { AuditLogPage, auditLogLoader } from './AuditLogPage'

import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const auditLog = () => import(/* webpackChunkName: "system-audit-log" */ './index')

/** System: the audit log. */
export const auditLogArea: Area = {
  nav: [{ label: 'Audit log', to: () => pb.auditLog() }],
  routes: [
    {
      path: 'audit-log',
      handle: handle({ crumb: 'Audit log' }),
      lazy: async () => {
        const m = await auditLog()
        return { Component: m.AuditLogPage, loader: m.auditLogLoader }
      },
    },
  ],
}

import { SEED_BASE, type MockContext } from '../../context'
import { BUILT_IN_USER_ID } from '../../orm/factories/audit'
import type { M } from '../../orm/models'
import { newId, seedId } from '../../util/ids'
import { FLEET_KIND } from './fleet'
import { SEED_USER_IDS } from './seeds'

// The audit log's history: what the silo's people and the rack itself did in the week before the
// seed's now, so the log has something to read before a trainer adds their own. Each entry names
// a resource the seed has (or had: a deleted disk), so Activity on its page finds it.

/** Who: a seeded username, `rack` (a built-in user), `anon` (a sign-in attempt) or `cli` (Ada's token). */
type Who = string
/** hours before the seed's now, who, operation id, request URI, status, the error's code and message */
export type AuditSeed = [number, Who, string, string, number, string?, string?]

const SESSION_KIND = 0xa0d2
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/139.0'

function callerOf(who: Who, silo: M<'silo'>) {
  if (who === 'rack') {
    return {
      actor: { kind: 'user_builtin' as const, user_builtin_id: BUILT_IN_USER_ID },
      authMethod: null,
      credentialId: null,
    }
  }
  if (who === 'anon') return { actor: { kind: 'unauthenticated' as const }, authMethod: null }
  const username = who === 'cli' ? 'ada' : who
  const userId = SEED_USER_IDS[username] ?? ''
  const actor = { kind: 'silo_user' as const, silo_id: silo.id, silo_user_id: userId }
  return who === 'cli'
    ? { actor, authMethod: 'access_token' as const, credentialId: seedId(FLEET_KIND.token, 1) }
    : {
        actor,
        authMethod: 'session_cookie' as const,
        credentialId: seedId(SESSION_KIND, Object.keys(SEED_USER_IDS).indexOf(username) + 1),
      }
}

export function seedAuditLog(ctx: MockContext, silo: M<'silo'>, entries: AuditSeed[]): void {
  entries.forEach(([hours, who, operationId, uri, status, code, message], n) => {
    const completed = SEED_BASE - hours * 3_600_000
    const caller = callerOf(who, silo)
    ctx.create('auditLogEntry', {
      ...caller,
      operationId,
      requestUri: uri,
      requestId: seedId(0xa0d3, n + 1),
      sourceIp: who === 'rack' ? '::1' : who === 'cli' ? '192.0.2.44' : '192.0.2.10',
      userAgent: who === 'rack' ? null : who === 'cli' ? 'oxide-cli/0.12.0' : BROWSER,
      timeStarted: new Date(completed - 180 - (n % 7) * 40).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
      result:
        status >= 400
          ? {
              kind: 'error',
              http_status_code: status,
              error_code: code ?? null,
              error_message: message ?? '',
            }
          : { kind: 'success', http_status_code: status },
    })
  })
}

/** The everyday fleet's week. */
// prettier-ignore
export const EVERYDAY_AUDIT: AuditSeed[] = [
  [160, 'anon', 'login_local', '/v1/login/prairie/local', 204],
  [159.9, 'ada', 'project_create', '/v1/projects', 201],
  [159.8, 'ada', 'instance_create', '/v1/instances?project=atlas-ingest', 201],
  [120, 'anon', 'login_local', '/v1/login/prairie/local', 401, 'Unauthorized', 'credentials missing or invalid'],
  [119.9, 'anon', 'login_local', '/v1/login/prairie/local', 204],
  [119.5, 'tomas', 'disk_create', '/v1/disks?project=atlas-ingest', 201],
  [119.4, 'tomas', 'instance_disk_attach', '/v1/instances/ingest-worker-2/disks/attach?project=atlas-ingest', 202],
  [96, 'rack', 'sled_set_provision_policy', '/v1/system/hardware/sleds/5eed5101-0000-4000-8000-000000000002/provision-policy', 200],
  [72, 'cli', 'instance_stop', '/v1/instances/ingest-worker-3/stop?project=atlas-ingest', 202],
  [71.5, 'cli', 'disk_delete', '/v1/disks/ingest-scratch-old?project=atlas-ingest', 204],
  [48, 'mei', 'instance_delete', '/v1/instances/ingest-worker-1?project=atlas-ingest', 403, 'Forbidden', 'Forbidden'],
  [47, 'ada', 'silo_quotas_update', '/v1/system/silos/prairie/quotas', 200],
  [30, 'kofi', 'instance_start', '/v1/instances/invoice-api-2/start?project=billing-api', 400, 'InvalidRequest', 'instance is not stopped'],
  [29.5, 'kofi', 'instance_reboot', '/v1/instances/invoice-api-1/reboot?project=billing-api', 202],
  [24, 'rack', 'instance_start', '/v1/instances/ingest-worker-1/start?project=atlas-ingest', 202],
  [6, 'ada', 'project_update', '/v1/projects/atlas-ingest', 200],
  [3, 'ada', 'vpc_firewall_rules_update', '/v1/vpc-firewall-rules?project=atlas-ingest&vpc=default', 200],
  [2, 'ravi', 'floating_ip_create', '/v1/floating-ips?project=payments-prod', 201],
  [1, 'ada', 'snapshot_create', '/v1/snapshots?project=atlas-ingest', 201],
  [0.5, 'ada', 'support_bundle_create', '/v1/system/support-bundles', 201],
]

/** The incident: a storage fault two hours before the seed's now, and what failed around it. */
// prettier-ignore
export const INCIDENT_AUDIT: AuditSeed[] = [
  [26, 'ada', 'instance_create', '/v1/instances?project=checkout', 201],
  [3, 'kofi', 'snapshot_create', '/v1/snapshots?project=checkout', 201],
  [2, 'rack', 'instance_stop', '/v1/instances/checkout-web-1/stop?project=checkout', 500, 'InternalError', 'Internal Server Error'],
  [1.95, 'kofi', 'instance_start', '/v1/instances/checkout-web-1/start?project=checkout', 503, 'ServiceNotAvailable', 'storage is unavailable: a region of its disk is faulted'],
  [1.9, 'kofi', 'instance_start', '/v1/instances/checkout-worker/start?project=checkout', 503, 'ServiceNotAvailable', 'storage is unavailable: a region of its disk is faulted'],
  [1.8, 'kofi', 'disk_create', '/v1/disks?project=checkout', 507, 'InsufficientCapacity', 'Insufficient capacity: silo storage quota exceeded'],
  [1.5, 'ada', 'floating_ip_create', '/v1/floating-ips?project=checkout', 507, 'InsufficientCapacity', 'No external IP addresses available'],
  [1, 'ada', 'support_bundle_create', '/v1/system/support-bundles', 201],
  [0.5, 'rack', 'instance_start', '/v1/instances/checkout-web-2/start?project=checkout', 202],
  [0.4, 'kofi', 'instance_reboot', '/v1/instances/checkout-db/reboot?project=checkout', 400, 'InvalidRequest', 'cannot reboot an instance that is repairing'],
]

const BULK_OPERATIONS: [string, string][] = [
  ['instance_start', '/v1/instances/bulk-%/start?project=bulk-1000'],
  ['instance_stop', '/v1/instances/bulk-%/stop?project=bulk-1000'],
  ['disk_create', '/v1/disks?project=bulk-1000'],
  ['project_update', '/v1/projects/bulk-1000'],
]

/**
 * `count` entries over the day before `now`, for the bench (the mock-large-audit-log switch):
 * written straight into the store, as a factory would take seconds for ten thousand.
 */
export function seedLargeAuditLog(
  ctx: MockContext,
  silo: M<'silo'>,
  count: number,
  now = Date.now(),
) {
  const step = 86_400_000 / count
  const records = Array.from({ length: count }, (_, i) => {
    const [operationId, uri] = BULK_OPERATIONS[i % BULK_OPERATIONS.length]!
    const completed = now - (i + 1) * step
    const failed = i % 23 === 0
    return {
      id: newId(),
      ...callerOf(i % 5 === 0 ? 'cli' : 'ada', silo),
      operationId,
      requestUri: uri.replace('%', String((i % 1000) + 1).padStart(4, '0')),
      requestId: newId(),
      sourceIp: '192.0.2.10',
      userAgent: BROWSER,
      timeStarted: new Date(completed - 120).toISOString(),
      timeCompleted: new Date(completed).toISOString(),
      result: failed
        ? {
            kind: 'error',
            http_status_code: 400,
            error_code: 'InvalidRequest',
            error_message: 'instance is not stopped',
          }
        : { kind: 'success', http_status_code: 202 },
    }
  })
  ctx.schema.db.auditLogEntries?.insert(records)
}

import { formatBytes, formatNumber } from './format'

// The API refuses what the silo's quota has no room for with 'Insufficient Capacity: Not enough
// storage to complete request. Either stop unused instances …': it names the quota but not what
// is left of it, which the silo's utilization says.

type Counts = { cpus: number; memory: number; storage: number }
/** The silo's utilization (GET /v1/utilization): its quotas and what is provisioned. */
type QuotaUsage = { capacity: Counts; provisioned: Counts }
export type QuotaResource = keyof Counts

/** Which quota a refusal names, if it is a quota's. */
export function refusedQuota(message: string): QuotaResource | undefined {
  const found = /Not enough (cpus|memory|storage)\b/i.exec(message)?.[1]?.toLowerCase()
  return found as QuotaResource | undefined
}

/** 'Storage quota: 12 GiB left of 1 TiB'. */
function quotaLeft(resource: QuotaResource, usage: QuotaUsage): string {
  const quota = usage.capacity[resource]
  const left = Math.max(0, quota - usage.provisioned[resource])
  if (resource === 'cpus') return `vCPU quota: ${formatNumber(left)} left of ${formatNumber(quota)}`
  const what = resource === 'memory' ? 'Memory' : 'Storage'
  return `${what} quota: ${formatBytes(left)} left of ${formatBytes(quota)}`
}

/**
 * The API's refusal, followed by which quota and how much of it is left; as it was when it is not
 * a quota's or the utilization is unknown (a user who may not read the silo's).
 */
export function withQuotaLeft(message: string, usage: QuotaUsage | undefined): string {
  const resource = refusedQuota(message)
  if (!resource || !usage) return message
  return `${message.replace(/\.?\s*$/, '.')} ${quotaLeft(resource, usage)}.`
}

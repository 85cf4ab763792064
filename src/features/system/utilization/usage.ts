import type { SystemMetricName } from '~/api/generated/types'

// What the fleet's usage charts draw: one per resource, against the silo's quota or the fleet's
// capacity. Pure.

/**
 * Enough for 30 days of the 10-minute samples the fleet's provisioning collections keep (4,320)
 * in one page; the API's pages go far higher.
 */
export const USAGE_LIMIT = 5000

export type UsageChartSpec = {
  metric: SystemMetricName
  title: string
  /** which of the totals' counts the reference line is */
  resource: 'cpus' | 'memory' | 'storage'
}

export const USAGE_CHARTS: readonly UsageChartSpec[] = [
  { metric: 'cpus_provisioned', title: 'CPUs provisioned', resource: 'cpus' },
  { metric: 'ram_provisioned', title: 'Memory provisioned', resource: 'memory' },
  { metric: 'virtual_disk_space_provisioned', title: 'Storage provisioned', resource: 'storage' },
]

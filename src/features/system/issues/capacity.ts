import type { IpPool, IpPoolUtilization, SiloUtilization } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { formatPercent, quotaPercent } from '~/util/format'
import { poolCount, sharePercent, versionLabel } from '../ip-pools/utilization'
import { counted, FULL, NEAR_FULL, someOf, type Issue, type Severity } from './issue'

// Silos at or near a quota and IP pools at or near full. Pure.

const RESOURCES = [
  ['cpus', 'CPUs'],
  ['memory', 'memory'],
  ['storage', 'storage'],
] as const

type Tight = { name: string; severity: Severity; what: string }

/** A silo's fullest quota, if it is near or at its limit; a quota of nothing is a choice, not a problem. */
function tightestQuota(silo: SiloUtilization): Tight | undefined {
  let worst: { label: string; percent: number } | undefined
  for (const [resource, label] of RESOURCES) {
    const quota = silo.allocated[resource]
    if (quota <= 0) continue
    const percent = quotaPercent(silo.provisioned[resource], quota)
    if (!worst || percent > worst.percent) worst = { label, percent }
  }
  if (!worst || worst.percent < NEAR_FULL) return undefined
  return {
    name: silo.siloName,
    severity: worst.percent >= FULL ? 'critical' : 'warning',
    what: `${silo.siloName} (${worst.label} ${formatPercent(worst.percent)})`,
  }
}

export function siloQuotaIssues(silos: readonly SiloUtilization[]): Issue[] {
  const tight = silos.flatMap((s) => tightestQuota(s) ?? [])
  const at = tight.filter((t) => t.severity === 'critical')
  const near = tight.filter((t) => t.severity === 'warning')
  const to = (list: Tight[]) =>
    list.length === 1 ? pb.silo(list[0]!.name, 'quotas') : pb.systemUtilization()
  const action = (list: Tight[]) => (list.length === 1 ? 'View quotas' : 'View utilization')
  const issues: Issue[] = []
  if (at.length > 0) {
    issues.push({
      key: 'silos-at-quota',
      severity: 'critical',
      count: at.length,
      title: `${counted(at.length, 'silo')} at a quota`,
      detail: `New instances and disks that need more are refused: ${someOf(at.map((t) => t.what))}.`,
      to: to(at),
      action: action(at),
    })
  }
  if (near.length > 0) {
    issues.push({
      key: 'silos-near-quota',
      severity: 'warning',
      count: near.length,
      title: `${counted(near.length, 'silo')} near a quota`,
      detail: `At ${NEAR_FULL}% or more of a quota: ${someOf(near.map((t) => t.what))}.`,
      to: to(near),
      action: action(near),
    })
  }
  return issues
}

type PoolWithUse = { pool: IpPool; utilization: IpPoolUtilization }

type Filled = { pool: IpPool; percent: number }

export function ipPoolIssues(pools: readonly PoolWithUse[]): Issue[] {
  const filled = pools.flatMap(({ pool, utilization }): Filled[] => {
    const count = poolCount(utilization)
    // a pool without ranges has nothing to run out of
    if (!count || count.capacity === 0n) return []
    return [{ pool, percent: count.allocated === count.capacity ? FULL : sharePercent(count) }]
  })
  const full = filled.filter((f) => f.percent >= FULL)
  const near = filled.filter((f) => f.percent >= NEAR_FULL && f.percent < FULL)
  const to = (list: Filled[]) => (list.length === 1 ? pb.ipPool(list[0]!.pool.name) : pb.ipPools())
  const action = (list: Filled[]) => (list.length === 1 ? 'View IP pool' : 'View IP pools')
  const issues: Issue[] = []
  if (full.length > 0) {
    issues.push({
      key: 'ip-pools-full',
      severity: 'critical',
      count: full.length,
      title: `${counted(full.length, 'IP pool')} full`,
      detail: `No free address, so new floating and ephemeral IPs from ${full.length === 1 ? 'it' : 'them'} are refused: ${someOf(full.map((f) => `${f.pool.name} (${versionLabel(f.pool.ipVersion)})`))}.`,
      to: to(full),
      action: action(full),
    })
  }
  if (near.length > 0) {
    issues.push({
      key: 'ip-pools-near-full',
      severity: 'warning',
      count: near.length,
      title: `${counted(near.length, 'IP pool')} nearly full`,
      detail: `At ${NEAR_FULL}% or more of ${near.length === 1 ? 'its' : 'their'} addresses: ${someOf(near.map((f) => `${f.pool.name} (${formatPercent(f.percent)})`))}.`,
      to: to(near),
      action: action(near),
    })
  }
  return issues
}

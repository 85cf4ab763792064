import type { Sled, SiloUtilization, VirtualResourceCounts } from '~/api/generated/types'
import { capacityEstimate, percentageCap, sumSledCapacity, TiB } from '~/util/format'

// The fleet's capacity (spec §9 estimate from the sleds), what silos may provision (their
// quotas, which the API calls allocated) and what they have provisioned. Pure.

export type Resource = 'cpus' | 'memory' | 'storage'

export type FleetTotals = {
  /** the §9 estimate of usable capacity: CPUs in threads, memory and storage in bytes */
  capacity: VirtualResourceCounts
  /** the silos' quotas summed */
  allocated: VirtualResourceCounts
  provisioned: VirtualResourceCounts
}

const sum = (counts: VirtualResourceCounts[]): VirtualResourceCounts => ({
  cpus: counts.reduce((n, c) => n + c.cpus, 0),
  memory: counts.reduce((n, c) => n + c.memory, 0),
  storage: counts.reduce((n, c) => n + c.storage, 0),
})

/** Only sleds in service count toward capacity: an expunged sled holds nothing any more. */
export function fleetTotals(
  sleds: readonly Sled[],
  silos: readonly SiloUtilization[],
): FleetTotals {
  const inService = sleds.filter((s) => s.policy.kind === 'in_service' && s.state === 'active')
  const estimate = capacityEstimate(sumSledCapacity(inService))
  return {
    capacity: {
      cpus: estimate.cpus,
      memory: estimate.ram,
      storage: Math.floor(estimate.diskTiB * TiB),
    },
    allocated: sum(silos.map((s) => s.allocated)),
    provisioned: sum(silos.map((s) => s.provisioned)),
  }
}

/**
 * What a silo has provisioned as a share of its quota, by the spec §9 percentage cap: rounded up
 * to a multiple of 10 and capped at 1023 (a quota lowered below what is in use, or a zero quota,
 * can leave a silo far over it).
 */
export function cappedPercent(provisioned: number, quota: number): number {
  if (provisioned <= 0) return 0
  if (quota <= 0) return percentageCap(Infinity)
  return percentageCap((provisioned / quota) * 100)
}

/** An exact share, for bars and their labels, never over 100. */
export const shareOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, (part / whole) * 100)

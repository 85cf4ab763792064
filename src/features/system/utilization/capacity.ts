import type { Sled, SiloUtilization, VirtualResourceCounts } from '~/api/generated/types'
import { capacityEstimate, sumSledCapacity, TiB } from '~/util/format'

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

/** An exact share, for bars and their labels, never over 100. */
export const shareOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, (part / whole) * 100)

import { provisionedIn, quotasOf } from '../fleet/quotas'
import type { MockDb } from '../db'
import { MockHttpError } from '../util/errors'

// The silo's quotas (fleet area) bound what its projects provision: vCPUs and memory of
// instances, storage of disks. A request that would go over is refused with the API's 507.

export type Need = { cpus?: number; memory?: number; storage?: number }

const WHAT: Record<keyof Need, string> = { cpus: 'cpus', memory: 'memory', storage: 'storage' }

export function requireQuota(db: MockDb, siloId: string, need: Need): void {
  // a silo without a quotas record (a fleet seeded without them) is not limited
  if (!db.siloQuotas.find(siloId)) return
  const quota = quotasOf(db, siloId)
  const used = provisionedIn(db, siloId)
  for (const key of ['cpus', 'memory', 'storage'] as const) {
    const extra = need[key] ?? 0
    if (extra > 0 && used[key] + extra > quota[key]) {
      throw new MockHttpError(
        507,
        'InsufficientCapacity',
        `Insufficient Capacity: Not enough ${WHAT[key]} to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.`,
      )
    }
  }
}

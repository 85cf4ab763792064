import type { MockContext } from '../context'
import { insufficientCapacity } from '../util/errors'

// The silo's quotas bound what its projects provision: vCPUs and memory of instances, storage of
// disks. A request that would go over is refused with the API's 507.

export type Need = { cpus?: number; memory?: number; storage?: number }

export function requireQuota(ctx: MockContext, siloId: string, need: Need): void {
  // a silo without a quotas record (a fleet built without them) is not limited
  if (!ctx.schema.find('siloQuotaSet', siloId)) return
  const quota = quotasOf(ctx, siloId)
  const used = provisionedIn(ctx, siloId)
  for (const key of ['cpus', 'memory', 'storage'] as const) {
    const extra = need[key] ?? 0
    if (extra > 0 && used[key] + extra > quota[key]) {
      throw insufficientCapacity(
        `Insufficient Capacity: Not enough ${key} to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.`,
      )
    }
  }
}

/** RFC 4648 §4 base64 (padded), as the API requires for user data and bulk writes. */
export function decodeBase64(value: string): Uint8Array | null {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** cpus and memory of the silo's instances, storage of its disks. */
export function provisionedIn(ctx: MockContext, siloId: string) {
  const projects = ctx.schema.where('project', { siloId }).models
  const instances = projects.flatMap((p) => p.instances.models)
  return {
    cpus: instances.reduce((sum, i) => sum + i.ncpus, 0),
    memory: instances.reduce((sum, i) => sum + i.memory, 0),
    storage: projects.flatMap((p) => p.disks.models).reduce((sum, d) => sum + d.size, 0),
  }
}

/** A silo's quotas; one made without them has zero of everything. */
export const quotasOf = (ctx: MockContext, siloId: string) => {
  const q = ctx.schema.find('siloQuotaSet', siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

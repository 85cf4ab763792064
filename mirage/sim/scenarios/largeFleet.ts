import { stamped, seedAt, type MockContext } from '../../context'
import type { M } from '../../orm/models'
import { addBootDisk, addEphemeralIp } from '../../orm/parts/instance'
import { seedId } from '../../util/ids'
import { seedBase } from './base'

// Scale: 100 projects, one of them (`bulk-1000`) with 1,000 instances and their 1,000 disks,
// and the default IP pool 95 % used. The `mock-large-project` switch adds the same project (its
// instances, without disks) to any scenario, for the bench's paging figure.

const BULK = 'bulk-1000'
const BULK_SIZE = 1000
const BULK_BASE = Date.UTC(2026, 0, 1)
const PREFIXES = ['api', 'batch', 'cache', 'data', 'edge', 'ml', 'ops', 'web', 'etl', 'ci']

/** bulk-1000 with bulk-0001 … bulk-1000, alternately running and stopped; `disks`: a boot disk each. */
export function seedBulkProject(ctx: MockContext, silo: M<'silo'>, { disks = false } = {}) {
  const at = (minutes: number) => new Date(BULK_BASE + minutes * 60_000).toISOString()
  const project = ctx.create('project', {
    id: seedId(0x901, 1),
    silo,
    name: BULK,
    description: `${BULK_SIZE} instances, for paging at scale`,
    ...stamped(at(0)),
  })
  for (let n = 1; n <= BULK_SIZE; n++) {
    const name = `bulk-${String(n).padStart(4, '0')}`
    const instance = ctx.create('instance', n % 2 ? 'running' : 'stopped', {
      id: seedId(0x902, n),
      project,
      name,
      description: `bulk instance ${n}`,
      ncpus: 1 + (n % 8),
      ...stamped(at(n)),
      timeRunStateUpdated: at(n),
    })
    if (disks) addBootDisk(ctx, instance)
  }
  return project
}

export function largeFleet(ctx: MockContext): void {
  const silo = seedBase(ctx)
  const bulk = seedBulkProject(ctx, silo, { disks: true })
  for (let n = 0; n < 99; n++) {
    const name = `${PREFIXES[n % 10]}-${String(Math.floor(n / 10) + 1).padStart(2, '0')}`
    const time = seedAt(24 * (200 - n))
    const project = ctx.create('project', {
      silo,
      name,
      description: `Team project ${n + 1}`,
      ...stamped(time),
    })
    ctx.create('instance', 'running', 'withBootDisk', 'withNic', {
      project,
      name: `${name}-1`,
      ...stamped(time),
    })
  }
  // nearly full: 76 of the default pool's 80 IPv4 addresses go to bulk instances
  const instances = ctx.schema.where('instance', { projectId: bulk.id }).models
  for (const instance of instances.slice(0, 76)) addEphemeralIp(ctx, instance)
}

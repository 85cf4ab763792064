import type { Instance } from '~/api/generated/types'
import type { MockDb, Table } from '../db'
import type { Wire } from '../wire'
import type { SledRecord } from './records'

// What the system area offers the others: where an instance may be placed, and how this area
// reads the compute area's instances (for a sled's instance list).

/** Sleds new work may go to: in service and provisionable, in id order. */
export const provisionableSleds = (db: MockDb): SledRecord[] =>
  db.sleds
    .where((s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable')
    .sort((a, b) => (a.id < b.id ? -1 : 1))

/**
 * A sled for the n-th placed instance (round robin over the provisionable sleds), so seeded
 * instances spread over the rack; null when no sled can take work.
 */
export function sledForPlacement(db: MockDb, n: number): string | null {
  const sleds = provisionableSleds(db)
  return sleds.length ? (sleds[n % sleds.length]?.id ?? null) : null
}

/** The fields of the compute area's instance records this area reads. */
export type PlacedInstance = Wire<Instance> & {
  _sled_id?: string | null
  _migration_id?: string | null
}

/**
 * The compute area's `instances` table, which that area declares. Read through a narrow view so
 * this area does not depend on the rest of its record type.
 */
export const placedInstances = (db: MockDb): Table<PlacedInstance> =>
  (db as unknown as Record<'instances', Table<PlacedInstance>>).instances

/** Run states in which an instance has a VMM on a sled (a stopped one has none). */
export const ON_A_SLED: readonly string[] = [
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
]

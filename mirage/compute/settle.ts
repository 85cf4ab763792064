import type { InstanceState } from '~/api/generated/types'
import type { MockDb } from '../db'
import type { DiskRecord, InstanceRecord, SnapshotRecord, Transition } from './records'

// Lazy, deterministic state transitions: a record in a transitional state carries
// `_transition: { to, at }` and moves on the first read after `at`. Every handler reads compute
// records through these helpers, so what a response shows is always the state as of now.

export const isoAt = (ms: number) => new Date(ms).toISOString()

export const transition = <S>(to: S, afterMs: number, nowMs = Date.now()): Transition<S> => ({
  to,
  at: nowMs + afterMs,
})

/** States in which an instance has no VMM, so it holds no sled. */
const OFF_SLED: readonly InstanceState[] = ['stopped', 'failed', 'destroyed']

export function settleInstance(db: MockDb, record: InstanceRecord): InstanceRecord {
  const t = record._transition
  if (!t || Date.now() < t.at) return record
  return db.instances.update(record.id, {
    run_state: t.to,
    time_run_state_updated: isoAt(t.at),
    _transition: null,
    ...(OFF_SLED.includes(t.to) ? { _sled_id: null } : {}),
  })
}

export function settleDisk(db: MockDb, record: DiskRecord): DiskRecord {
  const t = record._transition
  if (!t || Date.now() < t.at) return record
  return db.disks.update(record.id, { state: t.to, time_modified: isoAt(t.at), _transition: null })
}

export function settleSnapshot(db: MockDb, record: SnapshotRecord): SnapshotRecord {
  const t = record._transition
  if (!t || Date.now() < t.at) return record
  return db.snapshots.update(record.id, {
    state: t.to,
    time_modified: isoAt(t.at),
    _transition: null,
  })
}

/** Every instance, disk and snapshot as of now (for lists and for checks across records). */
export const settledInstances = (db: MockDb, rows: InstanceRecord[]) =>
  rows.map((r) => settleInstance(db, r))
export const settledDisks = (db: MockDb, rows: DiskRecord[]) => rows.map((r) => settleDisk(db, r))
export const settledSnapshots = (db: MockDb, rows: SnapshotRecord[]) =>
  rows.map((r) => settleSnapshot(db, r))

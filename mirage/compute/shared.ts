import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import type { ProjectRecord, UserRecord } from '../models'
import { invalidRequest } from '../util/errors'
import { queryParam } from '../util/paging'
import { provisionableSleds } from '../system/shared'
import type { DiskRecord, ImageRecord, InstanceRecord, SnapshotRecord } from './records'
import { selectInProject } from '../projectScope'
import { settleDisk, settledInstances, settleInstance, settleSnapshot } from './settle'

// What other areas use from compute: instance lookups with the API's selector rules, the
// settle helpers (a record read from another area must be settled before its state is trusted),
// and the sled placement the system area's sled-instances list reads.

export { settleInstance } from './settle'

export type { InstanceRecord, DiskRecord, SnapshotRecord, ImageRecord } from './records'

export type Found<T> = { record: T; project: ProjectRecord }

/** An instance by name (with `projectKey`) or id, settled, readable by `me`; else 400/404. */
export function findInstance(
  ctx: MockContext,
  me: UserRecord,
  key: string,
  projectKey: string | undefined,
): Found<InstanceRecord> {
  const found = selectInProject(ctx, me, ctx.db.instances.all(), key, projectKey, 'instance')
  return { record: settleInstance(ctx.db, found.record), project: found.project }
}

export function lookupInstanceIn(
  ctx: MockContext,
  request: Request,
  me: UserRecord,
): Found<InstanceRecord> {
  return findInstance(ctx, me, request.params.instance ?? '', queryParam(request, 'project'))
}

export function findDisk(
  ctx: MockContext,
  me: UserRecord,
  key: string,
  projectKey: string | undefined,
): Found<DiskRecord> {
  const found = selectInProject(ctx, me, ctx.db.disks.all(), key, projectKey, 'disk')
  return { record: settleDisk(ctx.db, found.record), project: found.project }
}

export function findSnapshot(
  ctx: MockContext,
  me: UserRecord,
  key: string,
  projectKey: string | undefined,
): Found<SnapshotRecord> {
  const found = selectInProject(ctx, me, ctx.db.snapshots.all(), key, projectKey, 'snapshot')
  return { record: settleSnapshot(ctx.db, found.record), project: found.project }
}

/** Instances whose VMM currently runs on the sled (for GET /v1/system/hardware/sleds/{id}/instances). */
export function instancesOnSled(db: MockDb, sledId: string): InstanceRecord[] {
  return settledInstances(
    db,
    db.instances.where((i) => i._sled_id === sledId),
  ).filter((i) => i._sled_id === sledId)
}

/**
 * The sled a newly started instance lands on: the provisionable sled running the fewest instances
 * (ties by id), so placement is deterministic. Null when the system area has no sleds.
 */
export function pickSled(db: MockDb): string | null {
  const sleds = provisionableSleds(db)
  let best: { id: string; load: number } | null = null
  for (const sled of sleds) {
    const load = db.instances.where((i) => i._sled_id === sled.id).length
    if (!best || load < best.load) best = { id: sled.id, load }
  }
  return best?.id ?? null
}

/** Images visible in the silo (silo images) or one of its projects (project images). */
export const imagesOfSilo = (db: MockDb, siloId: string): ImageRecord[] =>
  db.images.where((i) => i._silo_id === siloId)

/**
 * Project delete: the API refuses while the project holds instances, disks, snapshots or project
 * images, checking instances first ('project to be deleted contains an instance: web-1'). Called
 * before networking releases the project's VPCs, so a refusal changes nothing.
 */
export function assertProjectHoldsNoCompute(db: MockDb, project: ProjectRecord): void {
  const first = <T extends { name: string }>(rows: T[]) =>
    rows.sort((a, b) => (a.name < b.name ? -1 : 1))[0]?.name
  const holds: [string, string | undefined][] = [
    ['an instance', first(db.instances.where((i) => i.project_id === project.id))],
    ['a disk', first(db.disks.where((d) => d.project_id === project.id))],
    ['a snapshot', first(db.snapshots.where((s) => s.project_id === project.id))],
    ['a project image', first(db.images.where((i) => i.project_id === project.id))],
  ]
  const found = holds.find(([, name]) => name !== undefined)
  if (found) throw invalidRequest(`project to be deleted contains ${found[0]}: ${found[1] ?? ''}`)
}

import { Response } from 'miragejs'
import { atLeast, projectRole, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { ProjectRecord, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { mapPage } from '../serializers'
import { invalidQuery, invalidRequest, notFound } from '../util/errors'
import { isUuid, newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireName, requireObject, requireString, requireUuid } from '../util/validate'
import { toWire } from '../wire'
import { variantOf } from './body'
import type { ImageRecord } from './records'
import { projectOfRecord, readableProject } from '../projectScope'
import { requireSnapshotState } from './rules'
import { settleSnapshot } from './settle'
import { imagesOfSilo } from './shared'

// /v1/images: project images (project_id set, visible in that project) and silo images
// (project_id null, visible in every project of the silo). `?project=` picks the scope: with it a
// name means a project image, without it a silo image. Promote moves a project image up to the
// silo; demote moves a silo image down into a project.

const accepted = (body: object) => new Response(202, {}, body)

type Scope = { project: ProjectRecord | null }

function imagesIn(ctx: MockContext, siloId: string, projectId: string | null): ImageRecord[] {
  return imagesOfSilo(ctx.db, siloId).filter((i) => (i.project_id ?? null) === projectId)
}

/** Who may change images of a scope: a project collaborator, or a silo collaborator for silo images. */
function requireWriter(ctx: MockContext, me: UserRecord, scope: Scope): void {
  if (scope.project) requireRole(projectRole(ctx, me, scope.project), 'collaborator')
  else requireRole(siloRole(ctx, me), 'collaborator')
}

function findImage(
  ctx: MockContext,
  me: UserRecord,
  key: string,
  projectKey: string | undefined,
): { record: ImageRecord } & Scope {
  const silo = imagesOfSilo(ctx.db, me.silo_id)
  if (isUuid(key)) {
    if (projectKey !== undefined) {
      throw invalidRequest('when providing image as an ID project should not be specified')
    }
    const record = silo.find((i) => i.id === key)
    if (!record) throw notFound('image', key)
    if (record.project_id) {
      const project = projectOfRecord(ctx, me, record.project_id)
      if (!project) throw notFound('image', key)
      return { record, project }
    }
    if (!atLeast(siloRole(ctx, me), 'viewer')) throw notFound('image', key)
    return { record, project: null }
  }
  if (projectKey !== undefined) {
    const project = readableProject(ctx, me, projectKey)
    const record = silo.find((i) => i.project_id === project.id && i.name === key)
    if (!record) throw notFound('image', key)
    return { record, project }
  }
  const record = silo.find((i) => !i.project_id && i.name === key)
  if (!record || !atLeast(siloRole(ctx, me), 'viewer')) throw notFound('image', key)
  return { record, project: null }
}

export function imageRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/images', (request, me) => {
    const projectKey = queryParam(request, 'project')
    const project = projectKey === undefined ? null : readableProject(ctx, me, projectKey)
    if (!project) requireRole(siloRole(ctx, me), 'viewer')
    const rows = imagesIn(ctx, me.silo_id, project?.id ?? null)
    return ok(mapPage(paginate(rows, request), toWire))
  })

  api.post('/v1/images', (request, me) => {
    const projectKey = queryParam(request, 'project')
    const project = projectKey === undefined ? null : readableProject(ctx, me, projectKey)
    requireWriter(ctx, me, { project })
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const os = requireString(body, 'os')
    const version = requireString(body, 'version')
    const source = requireObject(body, 'source')
    variantOf(source, 'source', ['snapshot'] as const)
    const snapshotId = requireUuid(source.id, 'source.id')
    const raw = db.snapshots.find(snapshotId)
    const snapshotProject = raw && projectOfRecord(ctx, me, raw.project_id)
    if (!raw || !snapshotProject) throw notFound('snapshot', snapshotId)
    const snapshot = settleSnapshot(db, raw)
    requireSnapshotState('createImage', snapshot)
    assertNameFree(imagesIn(ctx, me.silo_id, project?.id ?? null), name, 'image')
    const time = now()
    const image = db.images.insert({
      id: newId(),
      name,
      description,
      os,
      version,
      project_id: project?.id ?? null,
      block_size: db.disks.find(snapshot.disk_id)?.block_size ?? 512,
      size: snapshot.size,
      digest: null,
      time_created: time,
      time_modified: time,
      _silo_id: me.silo_id,
    })
    return created(toWire(image))
  })

  api.get('/v1/images/:image', (request, me) => {
    const { record } = findImage(
      ctx,
      me,
      request.params.image ?? '',
      queryParam(request, 'project'),
    )
    return ok(toWire(record))
  })

  api.del('/v1/images/:image', (request, me) => {
    const found = findImage(ctx, me, request.params.image ?? '', queryParam(request, 'project'))
    requireWriter(ctx, me, found)
    db.images.remove(found.record.id)
    return noContent()
  })

  api.post('/v1/images/:image/promote', (request, me) => {
    const found = findImage(ctx, me, request.params.image ?? '', queryParam(request, 'project'))
    if (!found.project) throw invalidRequest(`image ${found.record.name} is already a silo image`)
    requireWriter(ctx, me, found)
    requireWriter(ctx, me, { project: null })
    assertNameFree(imagesIn(ctx, me.silo_id, null), found.record.name, 'image')
    return accepted(
      toWire(db.images.update(found.record.id, { project_id: null, time_modified: now() })),
    )
  })

  api.post('/v1/images/:image/demote', (request, me) => {
    const projectKey = queryParam(request, 'project')
    if (projectKey === undefined) throw invalidQuery('missing field `project`')
    const project = readableProject(ctx, me, projectKey)
    // The project names where the image goes; the image itself is a silo image, by name or id.
    const { record } = findImage(ctx, me, request.params.image ?? '', undefined)
    if (record.project_id) throw invalidRequest(`image ${record.name} is not a silo image`)
    requireWriter(ctx, me, { project: null })
    requireWriter(ctx, me, { project })
    assertNameFree(imagesIn(ctx, me.silo_id, project.id), record.name, 'image')
    return accepted(
      toWire(db.images.update(record.id, { project_id: project.id, time_modified: now() })),
    )
  })
}

import type { ImageCreate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { idWithSelector, projectByKey, projectFromQuery, select } from '../api/scope'
import type { MockContext } from '../context'
import { atLeast, projectRole, requireRole, siloRole } from '../orm/auth'
import { assertNameFree } from '../orm/lookups'
import type { M } from '../orm/models'
import { requireSnapshot } from '../sim/settle'
import { invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'

// /v1/images: project images (visible in that project) and silo images (project null, visible in
// every project of the silo); `?project=` picks the scope: with it a name is a project image,
// without it a silo image. Promote moves a project image up; demote moves a silo image down.

export function imagesHandlers(api: MockApi, ctx: MockContext): void {
  type Scope = M<'project'> | null
  const imagesIn = (siloId: string, project: Scope) =>
    ctx.schema.where(
      'image',
      (i) => i.siloId === siloId && (i.projectId ?? null) === (project?.id ?? null),
    )
  /** Who may change images of a scope: a project collaborator, or a silo one for silo images. */
  const requireWriter = (c: Call, scope: Scope) =>
    requireRole(scope ? projectRole(ctx, c.me, scope) : siloRole(ctx, c.me), 'collaborator')
  const scopeOf = (c: Call) => {
    const key = c.query('project')
    return key === undefined ? null : projectByKey(ctx, c, key, 'viewer')
  }
  /** An image by id alone, or by name in the scope `?project=` names (a silo image without). */
  function image(c: Call, projectKey: string | undefined): { record: M<'image'>; scope: Scope } {
    const key = c.params.image ?? ''
    const hidden = notFound('image', key)
    if (isUuid(key)) {
      if (projectKey !== undefined) throw idWithSelector('image', 'project')
      const record = ctx.schema.findBy('image', { id: key, siloId: c.me.siloId })
      if (!record) throw hidden
      if (!record.projectId) {
        if (!atLeast(siloRole(ctx, c.me), 'viewer')) throw hidden
        return { record, scope: null }
      }
      const project = ctx.schema.find('project', record.projectId)!
      if (!atLeast(projectRole(ctx, c.me, project), 'viewer')) throw hidden
      return { record, scope: project }
    }
    const scope = projectKey === undefined ? null : projectByKey(ctx, c, projectKey, 'viewer')
    const record = imagesIn(c.me.siloId, scope).models.find((i) => i.name === key)
    if (!record || (!scope && !atLeast(siloRole(ctx, c.me), 'viewer'))) throw hidden
    return { record, scope }
  }

  api.on('imageList', (c) => {
    const scope = scopeOf(c)
    if (!scope) requireRole(siloRole(ctx, c.me), 'viewer')
    return list(imagesIn(c.me.siloId, scope), c.request)
  })
  api.on('imageCreate', (c) => {
    const scope = scopeOf(c)
    requireWriter(c, scope)
    const { source, ...body } = c.attrs<ImageCreate>()
    const snap = select(ctx, { ...c, query: () => undefined }, 'snapshot', source.id, 'viewer')
    requireSnapshot(snap, 'createImage')
    assertNameFree(imagesIn(c.me.siloId, scope), body.name, 'image')
    const { size, disk } = snap
    const blockSize = disk?.blockSize ?? 512
    return ctx.create('image', { ...body, project: scope, siloId: c.me.siloId, blockSize, size })
  })
  api.on('imageView', (c) => image(c, c.query('project')).record)
  api.on('imageDelete', (c) => {
    const { record, scope } = image(c, c.query('project'))
    requireWriter(c, scope)
    record.destroy()
  })
  api.on('imagePromote', (c) => {
    const { record, scope } = image(c, c.query('project'))
    if (!scope) throw invalidRequest(`image ${record.name} is already a silo image`)
    requireWriter(c, scope)
    requireWriter(c, null)
    assertNameFree(imagesIn(c.me.siloId, null), record.name, 'image')
    record.update({ projectId: null, timeModified: new Date().toISOString() })
    return record
  })
  api.on('imageDemote', (c) => {
    const project = projectFromQuery(ctx, c, 'viewer')
    // the project names where the image goes; the image itself is a silo image, by name or id
    const { record } = image(c, undefined)
    if (record.projectId) throw invalidRequest(`image ${record.name} is not a silo image`)
    requireWriter(c, null)
    requireWriter(c, project)
    assertNameFree(imagesIn(c.me.siloId, project), record.name, 'image')
    record.update({ projectId: project.id, timeModified: new Date().toISOString() })
    return record
  })
}

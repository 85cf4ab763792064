import type { Request } from 'miragejs'
import { projectRole, requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { ProjectRecord, UserRecord } from '../models'
import { mapPage, toProject } from '../serializers'
import { newId } from '../util/ids'
import { assertNameFree, identityUpdate, now } from '../util/lookup'
import { paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireName, requireString } from '../util/validate'
import type { MockApi } from './define'
import { readableProject } from '../projectScope'
import { assertProjectHoldsNoCompute } from '../compute/shared'
import { createDefaultVpc, releaseProjectNetworking } from '../networking/shared'

// Projects of the caller's silo. Listing and creating need a role on the silo (a user with none
// gets 403, as on the real API); a project the caller cannot read answers 404, not 403, so its
// existence does not leak.

const projectsOf = (ctx: MockContext, siloId: string) =>
  ctx.db.projects.where((p) => p.silo_id === siloId)

/** The {project} of the path, readable by `me`, or 404. */
export const lookupProject = (ctx: MockContext, request: Request, me: UserRecord): ProjectRecord =>
  readableProject(ctx, me, request.params.project ?? '')

export function projectRoutes(api: MockApi, ctx: MockContext) {
  api.get('/v1/projects', (request, me) => {
    requireRole(siloRole(ctx, me), 'viewer')
    return ok(mapPage(paginate(projectsOf(ctx, me.silo_id), request), toProject))
  })

  api.post('/v1/projects', (request, me) => {
    requireRole(siloRole(ctx, me), 'collaborator')
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    assertNameFree(projectsOf(ctx, me.silo_id), name, 'project')
    const time = now()
    const project = ctx.db.projects.insert({
      id: newId(),
      name,
      description,
      time_created: time,
      time_modified: time,
      silo_id: me.silo_id,
    })
    createDefaultVpc(ctx.db, project)
    return created(toProject(project))
  })

  api.get('/v1/projects/:project', (request, me) => ok(toProject(lookupProject(ctx, request, me))))

  api.put('/v1/projects/:project', (request, me) => {
    const project = lookupProject(ctx, request, me)
    requireRole(projectRole(ctx, me, project), 'collaborator')
    const body = jsonBody(request)
    const updated = ctx.db.projects.update(
      project.id,
      identityUpdate(body, project, projectsOf(ctx, me.silo_id), 'project'),
    )
    return ok(toProject(updated))
  })

  api.del('/v1/projects/:project', (request, me) => {
    const project = lookupProject(ctx, request, me)
    requireRole(projectRole(ctx, me, project), 'collaborator')
    // As on the API: a project is deleted only once it is empty (compute first, then networking)
    assertProjectHoldsNoCompute(ctx.db, project)
    releaseProjectNetworking(ctx.db, project)
    ctx.db.projects.remove(project.id)
    if (ctx.db.policies.find(project.id)) ctx.db.policies.remove(project.id)
    return noContent()
  })
}

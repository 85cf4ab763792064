import type { Request } from 'miragejs'
import { atLeast, projectRole, requireRole } from './auth'
import type { MockContext } from './context'
import type { ProjectRecord, RoleName, UserRecord } from './models'
import { invalidQuery, invalidRequest, notFound } from './util/errors'
import { isUuid } from './util/ids'
import { byNameOrId } from './util/lookup'
import { queryParam } from './util/paging'

// Project-scoped selectors as the API resolves them, for every area: a resource given by id stands
// alone (no `project` beside it), one given by name needs the project it lives in. A project the
// caller cannot read answers 404, like a missing one, so its existence does not leak.

type Scoped = { id: string; name: string; project_id: string }

/** The project named (by name or id) by `key`, readable by `me`, or 404. */
export function readableProject(ctx: MockContext, me: UserRecord, key: string): ProjectRecord {
  const projects = ctx.db.projects.where((p) => p.silo_id === me.silo_id)
  const project = byNameOrId(projects, key, 'project')
  if (!atLeast(projectRole(ctx, me, project), 'viewer')) throw notFound('project', key)
  return project
}

/** The `?project=` of a list or create call: required there, as in the API's ProjectSelector. */
export function projectFromQuery(
  ctx: MockContext,
  request: Request,
  me: UserRecord,
): ProjectRecord {
  const key = queryParam(request, 'project')
  if (key === undefined) throw invalidQuery('missing field `project`')
  return readableProject(ctx, me, key)
}

/** The project of a record found by id, if the caller may read it. */
export function projectOfRecord(
  ctx: MockContext,
  me: UserRecord,
  projectId: string,
): ProjectRecord | undefined {
  const project = ctx.db.projects.find(projectId)
  if (!project || project.silo_id !== me.silo_id) return undefined
  return atLeast(projectRole(ctx, me, project), 'viewer') ? project : undefined
}

/**
 * Resolve `key` (name or id) of a project-scoped resource among `rows`, with `projectKey` the
 * `?project=` beside it. `kind` names the resource in 404s ('instance', 'floating-ip'); `word`
 * names the path parameter in the selector's 400s, where the API words it differently.
 */
export function selectInProject<T extends Scoped>(
  ctx: MockContext,
  me: UserRecord,
  rows: readonly T[],
  key: string,
  projectKey: string | undefined,
  kind: string,
  word = kind,
): { record: T; project: ProjectRecord } {
  if (isUuid(key)) {
    if (projectKey !== undefined) {
      throw invalidRequest(`when providing ${word} as an ID project should not be specified`)
    }
    const record = rows.find((r) => r.id === key)
    const project = record && projectOfRecord(ctx, me, record.project_id)
    if (!record || !project) throw notFound(kind, key)
    return { record, project }
  }
  if (projectKey === undefined) {
    throw invalidRequest(`${word} should either be UUID or project should be specified`)
  }
  const project = readableProject(ctx, me, projectKey)
  const record = rows.find((r) => r.name === key && r.project_id === project.id)
  if (!record) throw notFound(kind, key)
  return { record, project }
}

/** 403 unless the caller holds at least `role` on the project (collaborator to change things). */
export function requireProjectRole(
  ctx: MockContext,
  me: UserRecord,
  project: ProjectRecord,
  role: RoleName = 'collaborator',
): void {
  requireRole(projectRole(ctx, me, project), role)
}

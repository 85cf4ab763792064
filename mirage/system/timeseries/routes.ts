import { atLeast, projectRole, requireFleet } from '../../auth'
import type { MockContext } from '../../context'
import { notFound } from '../../util/errors'
import { byNameOrId } from '../../util/lookup'
import { ID_SORT, paginate } from '../../util/paging'
import { ok } from '../../util/respond'
import { jsonBody } from '../../util/validate'
import type { MockApi } from '../../routes/define'
import { field, requiredQuery, str } from '../parse'
import { runQuery } from './engine'
import { SCHEMAS, toSchema } from './schemas'

// Timeseries: the schema list (fleet viewers) and OxQL queries, fleet-wide or limited to one
// project the caller can read (only timeseries that belong to projects can be asked for there).

export function timeseriesRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/timeseries/schemas', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(
      SCHEMAS.map((s) => ({ id: s.name, schema: s })),
      request,
      ID_SORT,
    )
    return ok({ items: page.items.map((r) => toSchema(r.schema)), next_page: page.next_page })
  })

  api.post('/v1/system/timeseries/query', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const query = str(field(jsonBody(request), 'query'))
    return ok(runQuery(db, query, null, Date.now()))
  })

  api.post('/v1/timeseries/query', (request, me) => {
    const key = requiredQuery(request, 'project')
    const project = byNameOrId(
      db.projects.where((p) => p.silo_id === me.silo_id),
      key,
      'project',
    )
    if (!atLeast(projectRole(ctx, me, project), 'viewer')) throw notFound('project', key)
    const query = str(field(jsonBody(request), 'query'))
    return ok(runQuery(db, query, project.id, Date.now()))
  })
}

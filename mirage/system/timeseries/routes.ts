import type { TimeseriesQuery } from '~/api/generated/types'
import type { Call, MockApi } from '../../api/define'
import { BY_ID, list } from '../../api/lists'
import { projectFromQuery } from '../../api/scope'
import type { MockContext } from '../../context'
import { runQuery } from './engine'
import { SCHEMAS, toSchema } from './schemas'

// Timeseries: the schema list (fleet viewers) and OxQL queries, fleet-wide or limited to one
// project the caller can read (only timeseries that belong to projects can be asked for there).

export function timeseriesRoutes(api: MockApi, ctx: MockContext) {
  // listed by name, which a schema's id is
  const schemas = SCHEMAS.map((s) => ({ id: s.name, schema: s }))
  api.on('systemTimeseriesSchemaList', (c) =>
    list(schemas, c.request, BY_ID, (r) => toSchema(r.schema)),
  )
  const query = (c: Call, projectId: string | null) =>
    runQuery(ctx, c.json<TimeseriesQuery>().query, projectId, Date.now())
  api.on('systemTimeseriesQuery', (c) => query(c, null))
  // a query reads: a viewer of the project may run it
  api.on('timeseriesQuery', (c) => query(c, projectFromQuery(ctx, c, 'viewer').id))
}

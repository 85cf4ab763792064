import type { TimeseriesQuery } from '~/api/generated/types'
import type { MockApi } from '../../api/define'
import { BY_ID, list } from '../../api/lists'
import { projectFromQuery } from '../../api/scope'
import type { MockContext } from '../../context'
import { runQuery } from './engine'
import { SCHEMAS, toSchema } from './schemas'

// Timeseries: the schema list (fleet viewers) and OxQL queries, fleet-wide or limited to one
// project the caller can read (only timeseries that belong to projects can be asked for there).

export function timeseriesRoutes(api: MockApi, ctx: MockContext) {
  api.on('systemTimeseriesSchemaList', (c) => {
    return list(
      SCHEMAS.map((s) => ({ id: s.name, schema: s })),
      c.request,
      BY_ID,
      (r) => toSchema(r.schema),
    )
  })
  api.on('systemTimeseriesQuery', (c) =>
    runQuery(ctx, c.json<TimeseriesQuery>().query, null, Date.now()),
  )
  // a query reads: a viewer of the project may run it
  api.on('timeseriesQuery', (c) =>
    runQuery(
      ctx,
      c.json<TimeseriesQuery>().query,
      projectFromQuery(ctx, c, 'viewer').id,
      Date.now(),
    ),
  )
}

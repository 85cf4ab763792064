import type { TimeseriesQuery } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { projectFromQuery, projectByKey } from '../api/scope'
import type { MockContext } from '../context'
import { requireRole, siloRole } from '../orm/auth'
import { runQuery } from '../sim/timeseries/engine'
import { measurements } from './systemMetrics'

// A silo's provisioned capacity over time (its own or one project's), and OxQL queries limited to
// one project the caller can read (only timeseries that belong to projects can be asked for).

export function metricsHandlers(api: MockApi, ctx: MockContext) {
  api.on('siloMetric', (c) => {
    requireRole(siloRole(ctx, c.me), 'viewer')
    const project = c.query('project')
    if (project === undefined) return measurements(ctx, c, { siloId: c.me.siloId })
    return measurements(ctx, c, { projectId: projectByKey(ctx, c, project).id })
  })

  const query = (c: Call, projectId: string | null) =>
    runQuery(ctx, c.json<TimeseriesQuery>().query, projectId, Date.now())
  // a query reads: a viewer of the project may run it
  api.on('timeseriesQuery', (c) => query(c, projectFromQuery(ctx, c, 'viewer').id))
}

import type { SystemMetricName } from '~/api/generated/types'
import { buildOxql } from '~/util/oxql'
import type { TimeWindow } from '~/util/timeRange'

// The OxQL behind a utilization chart. /v1/system/metrics/{metric} and /v1/metrics/{metric}
// read the collection_target timeseries of the fleet, a silo or a project (its `id`): this is
// the same question asked of the metrics explorer. Pure.

/** The id the API records the whole fleet's provisioning under. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

/** get collection_target:cpus_provisioned | filter timestamp … && id == "…" */
export const collectionQuery = (metric: SystemMetricName, id: string, window: TimeWindow) =>
  buildOxql({
    timeseries: `collection_target:${metric}`,
    range: { kind: 'between', start: window.start, end: window.end },
    filters: [{ field: 'id', op: '==', value: id, kind: 'string' }],
    alignMs: null,
    groupBy: null,
  })

import { api } from '../api'
import { metricsEndpoints } from '../generated/endpoints/metrics'

// Measurements change with time, not with anything the console does: they are tagged so every
// query has tags, and no mutation invalidates them; they refresh by going stale (spec §7).
// timeseriesQuery is a POST that only reads, so it is a query.
export const metricsApi = api.injectEndpoints({ endpoints: metricsEndpoints }).enhanceEndpoints({
  endpoints: {
    siloMetric: {
      providesTags: (_page, _error, arg) => [{ type: 'Metric', id: `silo/${arg.path.metricName}` }],
    },
    timeseriesQuery: { providesTags: [{ type: 'Metric', id: 'timeseries' }] },
  },
})

export const { useSiloMetricQuery, useTimeseriesQueryQuery } = metricsApi

import { api } from '../api'
import { systemMetricsEndpoints } from '../generated/endpoints/systemMetrics'

// Fleet measurements: tagged like the silo's (see metrics.ts), invalidated by nothing.
export const systemMetricsApi = api
  .injectEndpoints({ endpoints: systemMetricsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      systemMetric: {
        providesTags: (_page, _error, arg) => [
          { type: 'Metric', id: `system/${arg.path.metricName}` },
        ],
      },
      systemTimeseriesQuery: { providesTags: [{ type: 'Metric', id: 'timeseries' }] },
      systemTimeseriesSchemaList: { providesTags: [{ type: 'Metric', id: 'schema' }] },
    },
  })

export const {
  useSystemMetricQuery,
  useSystemTimeseriesQueryQuery,
  useSystemTimeseriesSchemaListQuery,
} = systemMetricsApi

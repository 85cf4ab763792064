import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const metrics = () => import(/* webpackChunkName: "system-metrics" */ './index')

/** System: the metrics explorer (OxQL over the fleet's timeseries). */
export const metricsArea: Area = {
  nav: [{ label: 'Metrics', to: () => pb.systemMetrics() }],
  routes: [
    {
      path: 'metrics',
      handle: handle({ crumb: 'Metrics' }),
      lazy: async () => {
        const m = await metrics()
        return { Component: m.MetricsExplorerPage, loader: m.metricsExplorerLoader }
      },
    },
  ],
}

import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const utilization = () => import(/* webpackChunkName: "utilization" */ './index')

/** Silo level: /utilization, the silo's quotas, what is provisioned, and usage over time. */
export const utilizationArea: Area = {
  nav: [
    {
      label: 'Utilization',
      to: () => pb.siloUtilization(),
      gate: { level: 'silo', need: 'viewer', action: "see the silo's utilization" },
    },
  ],
  routes: [
    {
      path: 'utilization',
      handle: handle({ crumb: 'Utilization' }),
      lazy: async () => {
        const m = await utilization()
        return { Component: m.UtilizationPage, loader: m.utilizationLoader }
      },
    },
  ],
}

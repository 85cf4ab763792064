import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const utilization = () => import(/* webpackChunkName: "system-utilization" */ './index')

/** System: the fleet's utilization. */
export const utilizationArea: Area = {
  nav: [{ label: 'Utilization', to: () => pb.systemUtilization() }],
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

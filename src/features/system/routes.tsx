import { handle, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const system = () => import(/* webpackChunkName: "system" */ './index')

/** The operator pages (under /system, fleet viewers only). */
export const systemArea: Area = {
  nav: [{ label: 'Issues', to: () => pb.systemIssues() }],
  routes: [
    {
      path: 'issues',
      handle: handle({ crumb: 'Issues' }),
      lazy: async () => ({ Component: (await system()).SystemIssuesPage }),
    },
  ],
}

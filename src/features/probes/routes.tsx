import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

const list = () => import(/* webpackChunkName: "probes" */ './index')
const forms = () => import(/* webpackChunkName: "probe-forms" */ './forms')

const probesCrumb = handle({
  crumb: 'Probes',
  crumbPath: (params) => pb.probes(routeParam(params, 'project')),
})

/** Project level: probes (list, create in a side modal) and a probe's page. */
export const probesArea: Area = {
  nav: [{ label: 'Probes', to: (params) => pb.probes(routeParam(params, 'project')) }],
  routes: [
    {
      lazy: async () => ({ Component: (await list()).ProbesPage }),
      handle: probesCrumb,
      children: [
        {
          path: 'probes',
          Component: ListOnly,
          lazy: async () => ({ loader: (await list()).probesLoader }),
        },
        {
          path: 'probes-new',
          handle: handle({ crumb: 'New probe' }),
          lazy: async () => ({ Component: (await forms()).ProbeCreateForm }),
        },
      ],
    },
    {
      path: 'probes/:probe',
      handle: probesCrumb,
      children: [
        {
          index: true,
          handle: handle({ crumb: ({ params }) => routeParam(params, 'probe') }),
          lazy: async () => {
            const m = await list()
            return { Component: m.ProbePage, loader: m.probeLoader }
          },
        },
      ],
    },
  ],
}

import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

const list = () => import(/* webpackChunkName: "multicast-groups" */ './index')

/**
 * Project level: the multicast groups (fleet-wide on the API) with their members. Groups are
 * joined and left from an instance's networking tab.
 */
export const multicastArea: Area = {
  nav: [
    {
      label: 'Multicast groups',
      to: (params) => pb.multicastGroups(routeParam(params, 'project')),
    },
  ],
  routes: [
    {
      lazy: async () => ({ Component: (await list()).MulticastGroupsPage }),
      handle: handle({
        crumb: 'Multicast groups',
        crumbPath: (params) => pb.multicastGroups(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'multicast-groups',
          Component: ListOnly,
          lazy: async () => ({ loader: (await list()).multicastGroupsLoader }),
        },
      ],
    },
  ],
}

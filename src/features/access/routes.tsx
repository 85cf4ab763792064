import { handle, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// Both access pages share a chunk; the role form is another, loaded by the page when it opens.
const access = () => import(/* webpackChunkName: "access" */ './index')

/** Silo level: /access, the silo's role assignments; /users and /groups, everyone in the silo. */
export const siloAccessArea: Area = {
  nav: [
    { label: 'Access', to: () => pb.siloAccess() },
    { label: 'Users', to: () => pb.siloUsers() },
    { label: 'Groups', to: () => pb.siloGroups() },
  ],
  routes: [
    {
      path: 'users',
      handle: handle({ crumb: 'Users' }),
      lazy: async () => {
        const m = await access()
        return { Component: m.SiloUsersPage, loader: m.siloUsersLoader }
      },
    },
    {
      path: 'users/:user',
      handle: handle({ crumb: 'Users', crumbPath: () => pb.siloUsers() }),
      children: [
        {
          index: true,
          // the id, as a sled's crumb: the page's heading names the user
          handle: handle({ crumb: ({ params }) => routeParam(params, 'user') }),
          lazy: async () => {
            const m = await access()
            return { Component: m.SiloUserPage, loader: m.siloUserLoader }
          },
        },
      ],
    },
    {
      path: 'groups',
      handle: handle({ crumb: 'Groups' }),
      lazy: async () => {
        const m = await access()
        return { Component: m.SiloGroupsPage, loader: m.siloGroupsLoader }
      },
    },
    {
      path: 'access',
      handle: handle({ crumb: 'Access' }),
      lazy: async () => {
        const m = await access()
        return { Component: m.SiloAccessPage, loader: m.siloAccessLoader }
      },
    },
  ],
}

/** Project level: projects/{project}/access, the project's role assignments. */
export const projectAccessArea: Area = {
  nav: [{ label: 'Access', to: (params) => pb.projectAccess(routeParam(params, 'project')) }],
  routes: [
    {
      path: 'access',
      handle: handle({ crumb: 'Access' }),
      lazy: async () => {
        const m = await access()
        return { Component: m.ProjectAccessPage, loader: m.projectAccessLoader }
      },
    },
  ],
}

/** System level: system/access, the fleet roles (fleet viewers see it; fleet admins change it). */
export const fleetAccessArea: Area = {
  nav: [{ label: 'Access', to: () => pb.fleetAccess() }],
  routes: [
    {
      path: 'access',
      handle: handle({ crumb: 'Access' }),
      lazy: async () => {
        const m = await access()
        return { Component: m.FleetAccessPage, loader: m.fleetAccessLoader }
      },
    },
  ],
}

import { Navigate } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

// The list and the pool's page are one chunk; the forms (formik, yup) another.
const pools = () => import(/* webpackChunkName: "system-ip-pools" */ './index')
const poolForms = () => import(/* webpackChunkName: "system-ip-pool-forms" */ './forms')

const ipPoolsCrumb = handle({ crumb: 'IP Pools', crumbPath: () => pb.ipPools() })

/** System: IP pools (system/networking/…): the list, a pool's page, their forms. */
export const ipPoolsArea: Area = {
  nav: [{ label: 'IP Pools', to: () => pb.ipPools() }],
  routes: [
    {
      path: 'networking',
      children: [
        // spec §2: system/networking redirects to ip-pools
        { index: true, element: <Navigate replace to="ip-pools" /> },
        {
          lazy: async () => ({ Component: (await pools()).IpPoolsPage }),
          handle: ipPoolsCrumb,
          children: [
            {
              path: 'ip-pools',
              Component: ListOnly,
              lazy: async () => ({ loader: (await pools()).ipPoolsLoader }),
            },
            {
              path: 'ip-pools-new',
              handle: handle({ crumb: 'New IP pool' }),
              lazy: async () => ({ Component: (await poolForms()).IpPoolCreateForm }),
            },
          ],
        },
        {
          handle: ipPoolsCrumb,
          children: [
            {
              path: 'ip-pools/:pool',
              handle: handle({
                crumb: ({ params }) => params.pool ?? '',
                crumbPath: (params) => pb.ipPool(params.pool ?? ''),
              }),
              lazy: async () => {
                const m = await pools()
                return { Component: m.IpPoolPage, loader: m.ipPoolLoader }
              },
              errorElement: <RouteError />,
              children: [
                { index: true, Component: ListOnly },
                {
                  path: 'edit',
                  handle: handle({ crumb: 'Edit' }),
                  lazy: async () => ({ Component: (await poolForms()).IpPoolEditForm }),
                },
                {
                  path: 'ranges-add',
                  handle: handle({ crumb: 'Add range' }),
                  lazy: async () => ({ Component: (await poolForms()).RangeAddForm }),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

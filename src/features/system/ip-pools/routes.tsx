import type { RouteObject } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, ListOnly } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list and the pool's page are one chunk; the forms (formik, yup) another.
const pools = () => import(/* webpackChunkName: "system-ip-pools" */ './index')
const poolForms = () => import(/* webpackChunkName: "system-ip-pool-forms" */ './forms')

const ipPoolsCrumb = handle({ crumb: 'IP Pools', crumbPath: () => pb.ipPools() })

/** The pools' list with its create form: the IP Pools tab of the Networking area. */
export const ipPoolListRoute: RouteObject = {
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
}

/** A pool's page and its forms (system/networking/ip-pools/{pool}/…). */
export const ipPoolPageRoute: RouteObject = {
  handle: ipPoolsCrumb,
  children: [
    {
      path: 'ip-pools/:pool',
      handle: handle({
        crumb: ({ params }) => routeParam(params, 'pool'),
        crumbPath: (params) => pb.ipPool(routeParam(params, 'pool')),
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
}

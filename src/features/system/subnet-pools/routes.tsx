import type { RouteObject } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, ListOnly } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list and the pool's page are one chunk; the forms (formik, yup) another.
const pools = () => import(/* webpackChunkName: "system-subnet-pools" */ './index')
const poolForms = () => import(/* webpackChunkName: "system-subnet-pool-forms" */ './forms')

const subnetPoolsCrumb = handle({ crumb: 'Subnet Pools', crumbPath: () => pb.subnetPools() })

/** The pools' list with its create form: the Subnet Pools tab of the Networking area. */
export const subnetPoolListRoute: RouteObject = {
  lazy: async () => ({ Component: (await pools()).SubnetPoolsPage }),
  handle: subnetPoolsCrumb,
  children: [
    {
      path: 'subnet-pools',
      Component: ListOnly,
      lazy: async () => ({ loader: (await pools()).subnetPoolsLoader }),
    },
    {
      path: 'subnet-pools-new',
      handle: handle({ crumb: 'New subnet pool' }),
      lazy: async () => ({ Component: (await poolForms()).SubnetPoolCreateForm }),
    },
  ],
}

/** A pool's page and its forms (system/networking/subnet-pools/{subnetPool}/…). */
export const subnetPoolPageRoute: RouteObject = {
  handle: subnetPoolsCrumb,
  children: [
    {
      path: 'subnet-pools/:subnetPool',
      handle: handle({
        crumb: ({ params }) => routeParam(params, 'subnetPool'),
        crumbPath: (params) => pb.subnetPool(routeParam(params, 'subnetPool')),
      }),
      lazy: async () => {
        const m = await pools()
        return { Component: m.SubnetPoolPage, loader: m.subnetPoolLoader }
      },
      errorElement: <RouteError />,
      children: [
        { index: true, Component: ListOnly },
        {
          path: 'edit',
          handle: handle({ crumb: 'Edit' }),
          lazy: async () => ({ Component: (await poolForms()).SubnetPoolEditForm }),
        },
        {
          path: 'members-add',
          handle: handle({ crumb: 'Add member' }),
          lazy: async () => ({ Component: (await poolForms()).MemberAddForm }),
        },
      ],
    },
  ],
}

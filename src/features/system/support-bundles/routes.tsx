import { handle, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

const bundles = () => import(/* webpackChunkName: "system-support-bundles" */ './index')

/** System: support bundles and a bundle's page. */
export const supportBundlesArea: Area = {
  nav: [{ label: 'Support bundles', to: () => pb.supportBundles() }],
  routes: [
    {
      path: 'support-bundles',
      handle: handle({ crumb: 'Support bundles', crumbPath: () => pb.supportBundles() }),
      children: [
        {
          index: true,
          lazy: async () => {
            const m = await bundles()
            return { Component: m.SupportBundlesPage, loader: m.supportBundlesLoader }
          },
        },
        {
          path: ':bundleId',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'bundleId') }),
          lazy: async () => {
            const m = await bundles()
            return { Component: m.SupportBundlePage, loader: m.supportBundleLoader }
          },
        },
      ],
    },
  ],
}

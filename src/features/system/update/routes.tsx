import { handle, ListOnly, type Area } from '~/app/routes/area'
import { pb } from '~/app/routes/paths'

const update = () => import(/* webpackChunkName: "system-update" */ './index')
const updateForms = () => import(/* webpackChunkName: "system-update-forms" */ './forms')

const updateCrumb = handle({ crumb: 'System update', crumbPath: () => pb.systemUpdate() })

/** System: update (target release, repositories) and the trust roots. */
export const updateArea: Area = {
  nav: [{ label: 'Update', to: () => pb.systemUpdate() }],
  routes: [
    {
      path: 'update',
      handle: updateCrumb,
      children: [
        {
          index: true,
          lazy: async () => {
            const m = await update()
            return { Component: m.UpdatePage, loader: m.updateLoader }
          },
        },
        {
          lazy: async () => ({ Component: (await update()).TrustRootsPage }),
          handle: handle({ crumb: 'Trust roots', crumbPath: () => pb.trustRoots() }),
          children: [
            {
              path: 'trust-roots',
              Component: ListOnly,
              lazy: async () => ({ loader: (await update()).trustRootsLoader }),
            },
            {
              path: 'trust-roots-new',
              handle: handle({ crumb: 'Add trust root' }),
              lazy: async () => ({ Component: (await updateForms()).TrustRootCreateForm }),
            },
          ],
        },
      ],
    },
  ],
}

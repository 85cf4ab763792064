import { RouteError } from '~/app/RouteError'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list, the silo's page and the provider view are one chunk; the forms (formik, yup) another.
const silos = () => import(/* webpackChunkName: "system-silos" */ './index')
const siloForms = () => import(/* webpackChunkName: "system-silo-forms" */ './forms')

const silosCrumb = handle({ crumb: 'Silos', crumbPath: () => pb.silos() })

/** System: silos (list, create), a silo's page and its identity providers. */
export const silosArea: Area = {
  nav: [{ label: 'Silos', to: () => pb.silos() }],
  routes: [
    {
      lazy: async () => ({ Component: (await silos()).SilosPage }),
      handle: silosCrumb,
      children: [
        {
          path: 'silos',
          Component: ListOnly,
          lazy: async () => ({ loader: (await silos()).silosLoader }),
        },
        {
          path: 'silos-new',
          handle: handle({ crumb: 'New silo' }),
          lazy: async () => ({ Component: (await siloForms()).SiloCreateForm }),
        },
      ],
    },
    {
      handle: silosCrumb,
      children: [
        {
          path: 'silos/:silo',
          handle: handle({
            crumb: ({ params }) => routeParam(params, 'silo'),
            crumbPath: (params) => pb.silo(routeParam(params, 'silo')),
          }),
          lazy: async () => {
            const m = await silos()
            return { Component: m.SiloPage, loader: m.siloLoader }
          },
          errorElement: <RouteError />,
          children: [
            { index: true, Component: ListOnly },
            {
              path: 'idps-new',
              handle: handle({ crumb: 'New identity provider' }),
              lazy: async () => ({ Component: (await siloForms()).IdpCreateForm }),
            },
            {
              path: 'idps/saml/:provider',
              handle: handle({ crumb: ({ params }) => routeParam(params, 'provider') }),
              lazy: async () => {
                const m = await silos()
                return { Component: m.IdpModal, loader: m.idpLoader }
              },
            },
          ],
        },
      ],
    },
  ],
}

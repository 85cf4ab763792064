import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list is one chunk, its forms another (formik, yup): the list loads without them.
const list = () => import(/* webpackChunkName: "external-subnets" */ './index')
const forms = () => import(/* webpackChunkName: "external-subnet-forms" */ './forms')

/** Project level: external subnets, with the create and edit forms in side modals over the list. */
export const externalSubnetsArea: Area = {
  nav: [
    {
      label: 'External subnets',
      to: (params) => pb.externalSubnets(routeParam(params, 'project')),
    },
  ],
  routes: [
    {
      lazy: async () => ({ Component: (await list()).ExternalSubnetsPage }),
      handle: handle({
        crumb: 'External subnets',
        crumbPath: (params) => pb.externalSubnets(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'external-subnets',
          Component: ListOnly,
          lazy: async () => ({ loader: (await list()).externalSubnetsLoader }),
        },
        {
          path: 'external-subnets-new',
          handle: handle({ crumb: 'New external subnet' }),
          lazy: async () => ({ Component: (await forms()).ExternalSubnetCreateForm }),
        },
        {
          path: 'external-subnets/:externalSubnet/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'externalSubnet') }),
          lazy: async () => {
            const m = await forms()
            return { Component: m.ExternalSubnetEditForm, loader: m.externalSubnetEditLoader }
          },
        },
      ],
    },
  ],
}

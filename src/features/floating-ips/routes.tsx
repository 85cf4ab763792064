import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list is one chunk, its forms another (formik, yup): the list loads without them.
const list = () => import(/* webpackChunkName: "floating-ips" */ './index')
const forms = () => import(/* webpackChunkName: "floating-ip-forms" */ './forms')

/** Project level: floating IPs, with the create and edit forms in side modals over the list. */
export const floatingIpsArea: Area = {
  nav: [{ label: 'Floating IPs', to: (params) => pb.floatingIps(routeParam(params, 'project')) }],
  routes: [
    {
      lazy: async () => ({ Component: (await list()).FloatingIpsPage }),
      handle: handle({
        crumb: 'Floating IPs',
        crumbPath: (params) => pb.floatingIps(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'floating-ips',
          Component: ListOnly,
          lazy: async () => ({ loader: (await list()).floatingIpsLoader }),
        },
        {
          path: 'floating-ips-new',
          handle: handle({ crumb: 'New floating IP' }),
          lazy: async () => ({ Component: (await forms()).FloatingIpCreateForm }),
        },
        {
          path: 'floating-ips/:floatingIp/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'floatingIp') }),
          lazy: async () => {
            const m = await forms()
            return { Component: m.FloatingIpEditForm, loader: m.floatingIpEditLoader }
          },
        },
      ],
    },
  ],
}

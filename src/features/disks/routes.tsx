import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list is one chunk, its forms another (formik, yup): the list loads without them. The
// import form is split further by the list page itself.
const disks = () => import(/* webpackChunkName: "disks" */ './index')
const diskForms = () => import(/* webpackChunkName: "disk-forms" */ './forms')

/** Project level: the disks list, with the create form in a side modal over it. */
export const disksArea: Area = {
  nav: [{ label: 'Disks', to: (params) => pb.disks(routeParam(params, 'project')) }],
  routes: [
    {
      lazy: async () => ({ Component: (await disks()).DisksPage }),
      handle: handle({
        crumb: 'Disks',
        crumbPath: (params) => pb.disks(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'disks',
          Component: ListOnly,
          lazy: async () => ({ loader: (await disks()).disksLoader }),
        },
        {
          path: 'disks-new',
          handle: handle({ crumb: 'New disk' }),
          lazy: async () => ({ Component: (await diskForms()).DiskCreateForm }),
        },
      ],
    },
  ],
}

import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list is one chunk, its forms another (formik, yup): the list loads without them.
const snapshots = () => import(/* webpackChunkName: "snapshots" */ './index')
const snapshotForms = () => import(/* webpackChunkName: "snapshot-forms" */ './forms')

/** Project level: the snapshots list, with the create and image-from-snapshot forms over it. */
export const snapshotsArea: Area = {
  nav: [{ label: 'Snapshots', to: (params) => pb.snapshots(routeParam(params, 'project')) }],
  routes: [
    {
      lazy: async () => ({ Component: (await snapshots()).SnapshotsPage }),
      handle: handle({
        crumb: 'Snapshots',
        crumbPath: (params) => pb.snapshots(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'snapshots',
          Component: ListOnly,
          lazy: async () => ({ loader: (await snapshots()).snapshotsLoader }),
        },
        {
          path: 'snapshots-new',
          handle: handle({ crumb: 'New snapshot' }),
          lazy: async () => ({ Component: (await snapshotForms()).SnapshotCreateForm }),
        },
        {
          // a snapshot has no page of its own: its crumb leads back to the list
          path: 'snapshots/:snapshot',
          handle: handle({
            crumb: ({ params }) => routeParam(params, 'snapshot'),
            crumbPath: (params) => pb.snapshots(routeParam(params, 'project')),
          }),
          children: [
            {
              path: 'images-new',
              handle: handle({ crumb: 'New image' }),
              lazy: async () => {
                const m = await snapshotForms()
                return { Component: m.ImageFromSnapshotForm, loader: m.imageFromSnapshotLoader }
              },
            },
          ],
        },
      ],
    },
  ],
}

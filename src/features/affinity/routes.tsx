import type { RouteObject } from 'react-router-dom'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb, type AffinityKind } from '~/app/routes/paths'

// The list and the group pages are one chunk, the forms another (formik, yup).
const affinity = () => import(/* webpackChunkName: "affinity" */ './index')
const groupForms = () => import(/* webpackChunkName: "affinity-forms" */ './forms')

/** A group's page (projects/{project}/{kind}/{group}) with its edit form over it. */
function groupRoute(kind: AffinityKind): RouteObject {
  return {
    path: `${kind}/:group`,
    handle: handle({ crumb: ({ params }) => routeParam(params, 'group') }),
    lazy: async () => {
      const m = await affinity()
      return kind === 'affinity'
        ? { Component: m.AffinityGroupPage, loader: m.affinityGroupLoader }
        : { Component: m.AntiAffinityGroupPage, loader: m.antiAffinityGroupLoader }
    },
    children: [
      { index: true, Component: ListOnly },
      {
        path: 'edit',
        handle: handle({ crumb: 'Edit' }),
        lazy: async () => {
          const m = await groupForms()
          return {
            Component: kind === 'affinity' ? m.AffinityGroupEditForm : m.AntiAffinityGroupEditForm,
          }
        },
      },
    ],
  }
}

/**
 * Project level: affinity and anti-affinity groups (spec §1). Not in spec §2's route list; the
 * paths follow its style: affinity, affinity-new, and one page per group under its kind's
 * segment (affinity/{group}, anti-affinity/{group}), as the two kinds' names may clash.
 */
export const affinityArea: Area = {
  nav: [{ label: 'Affinity groups', to: (params) => pb.affinity(routeParam(params, 'project')) }],
  routes: [
    {
      handle: handle({
        crumb: 'Affinity groups',
        crumbPath: (params) => pb.affinity(routeParam(params, 'project')),
      }),
      children: [
        {
          lazy: async () => ({ Component: (await affinity()).AffinityPage }),
          children: [
            {
              path: 'affinity',
              Component: ListOnly,
              lazy: async () => ({ loader: (await affinity()).affinityLoader }),
            },
            {
              path: 'affinity-new',
              handle: handle({ crumb: 'New group' }),
              lazy: async () => ({ Component: (await groupForms()).GroupCreateForm }),
            },
          ],
        },
        groupRoute('affinity'),
        groupRoute('anti-affinity'),
      ],
    },
  ],
}

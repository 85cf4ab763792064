import { Navigate, type RouteObject } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The project list and the project frame share a chunk; the forms (formik, yup, validation) are
// their own, loaded only when a form opens.
const projects = () => import(/* webpackChunkName: "projects" */ './index')
const projectForms = () => import(/* webpackChunkName: "project-forms" */ './forms')

/** Silo level: the project list, with its create and edit forms in side modals over it. */
export const projectsArea: Area = {
  nav: [{ label: 'Projects', to: () => pb.projects() }],
  routes: [
    {
      lazy: async () => ({ Component: (await projects()).ProjectsPage }),
      handle: handle({ crumb: 'Projects', crumbPath: () => pb.projects() }),
      children: [
        {
          path: 'projects',
          Component: ListOnly,
          lazy: async () => ({ loader: (await projects()).projectsLoader }),
        },
        {
          path: 'projects-new',
          handle: handle({ crumb: 'New project' }),
          lazy: async () => ({ Component: (await projectForms()).ProjectCreateForm }),
        },
        {
          path: 'projects/:project/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'project') }),
          lazy: async () => {
            const m = await projectForms()
            return { Component: m.ProjectEditForm, loader: m.projectEditLoader }
          },
        },
      ],
    },
  ],
}

/**
 * One project's frame (projects/{project}): its sidebar lists the given areas' nav entries and
 * its outlet holds their routes. An unknown project is 'Page not found' for every page under it.
 */
export function projectRoute(areas: Area[]): RouteObject {
  const nav = areas.flatMap((a) => a.nav)
  const overlays = areas.flatMap((a) => a.overlays ?? [])
  return {
    // spec §2: breadcrumbs Projects / {project} / Instances / {instance}
    handle: handle({ crumb: 'Projects', crumbPath: () => pb.projects() }),
    children: [
      {
        path: 'projects/:project',
        handle: handle({
          crumb: ({ params }) => routeParam(params, 'project'),
          crumbPath: (params) => pb.instances(routeParam(params, 'project')),
        }),
        lazy: async () => {
          const m = await projects()
          return {
            element: <m.ProjectLayout nav={nav} overlays={overlays} />,
            loader: m.projectLoader,
          }
        },
        errorElement: <RouteError />,
        children: [
          // spec §2: a project opens on its instances
          { index: true, element: <Navigate replace to="instances" /> },
          ...areas.flatMap((a) => a.routes),
        ],
      },
    ],
  }
}

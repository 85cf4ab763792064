import { Navigate, type RouteObject } from 'react-router-dom'
import type { ApiError } from '~/api/errors'
import { AuthenticatedLayout } from '../layouts/AuthenticatedLayout'
import { SettingsLayout, SiloLayout, SystemLayout } from '../layouts/areas'
import { RootLayout } from '../layouts/RootLayout'
import { NotFoundRoute, RouteError } from '../RouteError'
import { AppLoading } from '../layouts/AppLoading'
import { authenticatedLoader, loadIsFleetViewer } from '../session'
import type { RouteHandle } from '../crumbs'

// Each feature area is its own chunk (webpackChunkName) so the first page loads only what it shows.
const auth = () => import(/* webpackChunkName: "auth" */ '~/features/auth')
const settings = () => import(/* webpackChunkName: "settings" */ '~/features/settings')
const projects = () => import(/* webpackChunkName: "projects" */ '~/features/projects')
// Forms (formik, yup, validation) load only when a form opens, keeping them off list pages.
const projectForms = () =>
  import(/* webpackChunkName: "project-forms" */ '~/features/projects/forms')
const settingsForms = () =>
  import(/* webpackChunkName: "settings-forms" */ '~/features/settings/forms')
const system = () => import(/* webpackChunkName: "system" */ '~/features/system')

const h = (handle: RouteHandle) => handle

/** The list renders in the parent route; its own path shows no form in the outlet. */
const ListOnly = () => null

// Redirects are elements, not loader `redirect()`s: in mock mode pretender replaces the global
// Response with a polyfill that the router does not recognise as a redirect.

/** Spec §1: the System area exists only for fleet viewers; everyone else gets 'Page not found'. */
async function fleetViewerGate() {
  if (!(await loadIsFleetViewer())) {
    const notFound: ApiError = { type: 'error', statusCode: 404, message: 'Not found' }
    throw notFound
  }
  return null
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: 'login', lazy: async () => ({ Component: (await auth()).LoginRedirect }) },
      {
        path: 'login/:silo/local',
        handle: h({ crumb: 'Sign in' }),
        lazy: async () => ({ Component: (await auth()).LocalLoginPage }),
      },
      {
        path: 'login/:silo/saml/:provider',
        handle: h({ crumb: 'Sign in' }),
        lazy: async () => ({ Component: (await auth()).SamlLoginPage }),
      },
      {
        path: 'device/verify',
        handle: h({ crumb: 'Device Authentication' }),
        lazy: async () => ({ Component: (await auth()).DeviceVerifyPage }),
      },
      {
        path: 'device/success',
        handle: h({ crumb: 'Device logged in' }),
        lazy: async () => ({ Component: (await auth()).DeviceSuccessPage }),
      },
      {
        element: <AuthenticatedLayout />,
        loader: authenticatedLoader,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate replace to="/projects" /> },
          {
            element: <SiloLayout />,
            errorElement: <RouteError />,
            children: [
              {
                lazy: async () => ({ Component: (await projects()).ProjectsPage }),
                handle: h({ crumb: 'Projects', crumbPath: () => '/projects' }),
                children: [
                  {
                    path: 'projects',
                    Component: ListOnly,
                    lazy: async () => ({ loader: (await projects()).projectsLoader }),
                  },
                  {
                    path: 'projects-new',
                    handle: h({ crumb: 'New project' }),
                    lazy: async () => ({ Component: (await projectForms()).ProjectCreateForm }),
                  },
                  {
                    path: 'projects/:project/edit',
                    handle: h({ crumb: ({ params }) => params.project ?? '' }),
                    lazy: async () => {
                      const m = await projectForms()
                      return { Component: m.ProjectEditForm, loader: m.projectEditLoader }
                    },
                  },
                ],
              },
            ],
          },
          {
            path: 'settings',
            element: <SettingsLayout />,
            errorElement: <RouteError />,
            handle: h({ crumb: 'Settings', crumbPath: () => '/settings/profile' }),
            children: [
              { index: true, element: <Navigate replace to="/settings/profile" /> },
              {
                path: 'profile',
                handle: h({ crumb: 'Profile' }),
                lazy: async () => ({ Component: (await settings()).ProfilePage }),
              },
              {
                lazy: async () => ({ Component: (await settings()).SshKeysPage }),
                handle: h({ crumb: 'SSH Keys', crumbPath: () => '/settings/ssh-keys' }),
                children: [
                  {
                    path: 'ssh-keys',
                    Component: ListOnly,
                    lazy: async () => ({ loader: (await settings()).sshKeysLoader }),
                  },
                  {
                    path: 'ssh-keys-new',
                    handle: h({ crumb: 'Add SSH key' }),
                    lazy: async () => ({ Component: (await settingsForms()).SshKeyCreateForm }),
                  },
                  {
                    path: 'ssh-keys/:sshKey/edit',
                    handle: h({ crumb: ({ params }) => params.sshKey ?? '' }),
                    lazy: async () => {
                      const m = await settingsForms()
                      return { Component: m.SshKeyEditForm, loader: m.sshKeyEditLoader }
                    },
                  },
                ],
              },
            ],
          },
          {
            path: 'system',
            element: <SystemLayout />,
            loader: fleetViewerGate,
            errorElement: <RouteError />,
            children: [
              {
                path: 'issues',
                handle: h({ crumb: 'Issues' }),
                lazy: async () => ({ Component: (await system()).SystemIssuesPage }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]

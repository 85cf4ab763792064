import { Navigate, type RouteObject } from 'react-router-dom'
import type { ApiError } from '~/api/errors'
import { AuthenticatedLayout } from '../layouts/AuthenticatedLayout'
import { SettingsLayout, SiloLayout, SystemLayout } from '../layouts/areas'
import { RootLayout } from '../layouts/RootLayout'
import { NotFoundRoute, RouteError } from '../RouteError'
import { AppLoading } from '../layouts/AppLoading'
import { authenticatedLoader, loadIsFleetViewer } from '../session'
import type { RouteHandle } from '../crumbs'
import { pb } from './paths'

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
// The project area: one chunk per page group, so a list does not load the create form, the
// charts (metrics) or the terminal (connect).
const instanceList = () => import(/* webpackChunkName: "instances" */ '~/features/instances/list')
const instanceCreate = () =>
  import(/* webpackChunkName: "instance-create" */ '~/features/instances/create')
const instanceDetail = () =>
  import(/* webpackChunkName: "instance" */ '~/features/instances/detail')
const instanceMetrics = () =>
  import(/* webpackChunkName: "instance-metrics" */ '~/features/instances/metrics')
const instanceConnect = () =>
  import(/* webpackChunkName: "instance-connect" */ '~/features/instances/connect')
const disks = () => import(/* webpackChunkName: "disks" */ '~/features/disks')
const diskForms = () => import(/* webpackChunkName: "disk-forms" */ '~/features/disks/forms')
const lookup = () => import(/* webpackChunkName: "lookup" */ '~/features/lookup')

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
            // spec §2: breadcrumbs Projects / {project} / Instances / {instance}
            handle: h({ crumb: 'Projects', crumbPath: () => pb.projects() }),
            children: [
              {
                path: 'projects/:project',
                handle: h({
                  crumb: ({ params }) => params.project ?? '',
                  crumbPath: (params) => pb.instances(params.project ?? ''),
                }),
                lazy: async () => {
                  const m = await projects()
                  return { Component: m.ProjectLayout, loader: m.projectLoader }
                },
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <Navigate replace to="instances" /> },
                  {
                    handle: h({
                      crumb: 'Instances',
                      crumbPath: (params) => pb.instances(params.project ?? ''),
                    }),
                    children: [
                      {
                        path: 'instances',
                        lazy: async () => {
                          const m = await instanceList()
                          return { Component: m.InstancesPage, loader: m.instancesLoader }
                        },
                      },
                      {
                        path: 'instances-new',
                        handle: h({ crumb: 'New instance' }),
                        lazy: async () => ({
                          Component: (await instanceCreate()).InstanceCreatePage,
                        }),
                      },
                      {
                        path: 'instances/:instance',
                        handle: h({
                          crumb: ({ params }) => params.instance ?? '',
                          crumbPath: (params) =>
                            pb.instanceStorage(params.project ?? '', params.instance ?? ''),
                        }),
                        children: [
                          {
                            lazy: async () => {
                              const m = await instanceDetail()
                              return { Component: m.InstancePage, loader: m.instanceLoader }
                            },
                            children: [
                              { index: true, element: <Navigate replace to="storage" /> },
                              {
                                path: 'storage',
                                lazy: async () => ({
                                  Component: (await instanceDetail()).StorageTab,
                                }),
                              },
                              {
                                path: 'networking',
                                lazy: async () => ({
                                  Component: (await instanceDetail()).NetworkingTab,
                                }),
                              },
                              {
                                path: 'metrics',
                                lazy: async () => ({
                                  Component: (await instanceMetrics()).MetricsTab,
                                }),
                                children: [
                                  { index: true, element: <Navigate replace to="cpu" /> },
                                  {
                                    path: 'cpu',
                                    lazy: async () => ({
                                      Component: (await instanceMetrics()).CpuMetricsTab,
                                    }),
                                  },
                                  {
                                    path: 'disk',
                                    lazy: async () => ({
                                      Component: (await instanceMetrics()).DiskMetricsTab,
                                    }),
                                  },
                                  {
                                    path: 'network',
                                    lazy: async () => ({
                                      Component: (await instanceMetrics()).NetworkMetricsTab,
                                    }),
                                  },
                                ],
                              },
                              {
                                path: 'connect',
                                lazy: async () => ({
                                  Component: (await instanceConnect()).ConnectTab,
                                }),
                              },
                              {
                                path: 'settings',
                                lazy: async () => ({
                                  Component: (await instanceDetail()).SettingsTab,
                                }),
                              },
                            ],
                          },
                          {
                            path: 'serial-console',
                            handle: h({ crumb: 'Serial Console' }),
                            lazy: async () => {
                              const m = await instanceConnect()
                              return {
                                Component: m.SerialConsolePage,
                                loader: m.serialConsoleLoader,
                              }
                            },
                          },
                        ],
                      },
                    ],
                  },
                  {
                    lazy: async () => ({ Component: (await disks()).DisksPage }),
                    handle: h({
                      crumb: 'Disks',
                      crumbPath: (params) => pb.disks(params.project ?? ''),
                    }),
                    children: [
                      {
                        path: 'disks',
                        Component: ListOnly,
                        lazy: async () => ({ loader: (await disks()).disksLoader }),
                      },
                      {
                        path: 'disks-new',
                        handle: h({ crumb: 'New disk' }),
                        lazy: async () => ({ Component: (await diskForms()).DiskCreateForm }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // spec §2: by instance id alone; the project is looked up, then the storage tab shown
          ...['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
            path,
            lazy: async () => {
              const m = await lookup()
              return { Component: m.LookupRedirect, loader: m.lookupInstanceLoader }
            },
          })),
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

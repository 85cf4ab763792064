import { Navigate } from 'react-router-dom'
import { handle, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ResizeHost } from './actions/ResizeHost'
import { InstanceScope } from './connect/keptConsoles'

// One chunk per page group, so a list does not load the create form, the charts (metrics) or
// the terminal (connect).
const list = () => import(/* webpackChunkName: "instances" */ './list')
const create = () => import(/* webpackChunkName: "instance-create" */ './create')
const detail = () => import(/* webpackChunkName: "instance" */ './detail')
const metrics = () => import(/* webpackChunkName: "instance-metrics" */ './metrics')
const connect = () => import(/* webpackChunkName: "instance-connect" */ './connect')

/**
 * A route tab: its crumb names the tab in the document title ('Storage / {instance} / …'); the
 * breadcrumbs stop at the instance, as the tab bar shows which tab is open.
 */
const tab = (crumb: string) => handle({ crumb, titleOnly: true })

/** Project level: instances (list, create, the instance page and its tabs, serial console). */
export const instancesArea: Area = {
  nav: [{ label: 'Instances', to: (params) => pb.instances(routeParam(params, 'project')) }],
  overlays: [ResizeHost],
  routes: [
    {
      handle: handle({
        crumb: 'Instances',
        crumbPath: (params) => pb.instances(routeParam(params, 'project')),
      }),
      children: [
        {
          path: 'instances',
          lazy: async () => {
            const m = await list()
            return { Component: m.InstancesPage, loader: m.instancesLoader }
          },
        },
        {
          path: 'instances-new',
          handle: handle({ crumb: 'New instance' }),
          lazy: async () => ({ Component: (await create()).InstanceCreatePage }),
        },
        {
          path: 'instances/:instance',
          // its serial console's output is kept while the user stays within the instance
          Component: InstanceScope,
          handle: handle({
            crumb: ({ params }) => routeParam(params, 'instance'),
            crumbPath: (params) =>
              pb.instanceStorage(routeParam(params, 'project'), routeParam(params, 'instance')),
          }),
          children: [
            {
              lazy: async () => {
                const m = await detail()
                return { Component: m.InstancePage, loader: m.instanceLoader }
              },
              children: [
                { index: true, element: <Navigate replace to="storage" /> },
                {
                  path: 'storage',
                  handle: tab('Storage'),
                  lazy: async () => ({ Component: (await detail()).StorageTab }),
                },
                {
                  path: 'networking',
                  handle: tab('Networking'),
                  lazy: async () => ({ Component: (await detail()).NetworkingTab }),
                },
                {
                  path: 'metrics',
                  handle: tab('Metrics'),
                  lazy: async () => ({ Component: (await metrics()).MetricsTab }),
                  children: [
                    { index: true, element: <Navigate replace to="cpu" /> },
                    {
                      path: 'cpu',
                      handle: tab('CPU'),
                      lazy: async () => ({ Component: (await metrics()).CpuMetricsTab }),
                    },
                    {
                      path: 'disk',
                      handle: tab('Disk'),
                      lazy: async () => ({ Component: (await metrics()).DiskMetricsTab }),
                    },
                    {
                      path: 'network',
                      handle: tab('Network'),
                      lazy: async () => ({ Component: (await metrics()).NetworkMetricsTab }),
                    },
                  ],
                },
                {
                  path: 'connect',
                  handle: tab('Connect'),
                  lazy: async () => ({ Component: (await connect()).ConnectTab }),
                },
                {
                  path: 'settings',
                  handle: tab('Settings'),
                  lazy: async () => ({ Component: (await detail()).SettingsTab }),
                },
              ],
            },
            {
              path: 'serial-console',
              handle: handle({ crumb: 'Serial Console' }),
              lazy: async () => {
                const m = await connect()
                return { Component: m.SerialConsolePage, loader: m.serialConsoleLoader }
              },
            },
          ],
        },
      ],
    },
  ],
}

import { Navigate } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

const inventory = () => import(/* webpackChunkName: "system-inventory" */ './index')

/** A route tab: its crumb is in the document title; the tab bar shows which one is open. */
const tab = (crumb: string) => handle({ crumb, titleOnly: true })

/** System: the inventory (sleds, physical disks, switches) and a sled's page. */
export const inventoryArea: Area = {
  nav: [{ label: 'Inventory', to: () => pb.inventory() }],
  routes: [
    {
      path: 'inventory',
      handle: handle({ crumb: 'Inventory', crumbPath: () => pb.sleds() }),
      children: [
        {
          lazy: async () => ({ Component: (await inventory()).InventoryPage }),
          children: [
            // spec §2: system/inventory redirects to sleds
            { index: true, element: <Navigate replace to="sleds" /> },
            {
              path: 'sleds',
              handle: tab('Sleds'),
              lazy: async () => {
                const m = await inventory()
                return { Component: m.SledsTab, loader: m.sledsLoader }
              },
            },
            {
              path: 'disks',
              handle: tab('Disks'),
              lazy: async () => {
                const m = await inventory()
                return { Component: m.DisksTab, loader: m.physicalDisksLoader }
              },
            },
            {
              path: 'switches',
              handle: tab('Switches'),
              lazy: async () => {
                const m = await inventory()
                return { Component: m.SwitchesTab, loader: m.switchesLoader }
              },
            },
          ],
        },
        {
          handle: handle({ crumb: 'Switches', crumbPath: () => pb.switches() }),
          children: [
            {
              path: 'switches/:switchId',
              handle: handle({
                crumb: ({ params }) => routeParam(params, 'switchId'),
                crumbPath: (params) => pb.switch(routeParam(params, 'switchId')),
              }),
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const m = await inventory()
                    return { Component: m.SwitchPage, loader: m.switchLoader }
                  },
                },
                {
                  path: 'ports/:port',
                  handle: handle({ crumb: 'Port' }),
                  errorElement: <RouteError />,
                  lazy: async () => {
                    const m = await inventory()
                    return { Component: m.SwitchPortPage, loader: m.switchPortLoader }
                  },
                },
              ],
            },
          ],
        },
        {
          handle: handle({ crumb: 'Sleds', crumbPath: () => pb.sleds() }),
          children: [
            {
              path: 'sleds/:sledId',
              handle: handle({
                crumb: ({ params }) => routeParam(params, 'sledId'),
                crumbPath: (params) => pb.sled(routeParam(params, 'sledId')),
              }),
              lazy: async () => {
                const m = await inventory()
                return { Component: m.SledPage, loader: m.sledLoader }
              },
              errorElement: <RouteError />,
              children: [
                // spec §2: a sled's page redirects to its instances
                { index: true, element: <Navigate replace to="instances" /> },
                {
                  path: 'instances',
                  handle: tab('Instances'),
                  lazy: async () => ({ Component: (await inventory()).SledInstancesTab }),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

import { Navigate, type RouteObject } from 'react-router-dom'
import { RouteError } from '~/app/RouteError'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { ipPoolListRoute, ipPoolPageRoute } from '../ip-pools/routes'
import { subnetPoolListRoute, subnetPoolPageRoute } from '../subnet-pools/routes'

// Each part is a chunk of its own, and its forms (formik, yup) another.
const layout = () => import(/* webpackChunkName: "system-networking" */ './index')
const lots = () => import(/* webpackChunkName: "system-address-lots" */ './address-lots/index')
const lotForms = () =>
  import(/* webpackChunkName: "system-address-lot-forms" */ './address-lots/forms')

const bgp = () => import(/* webpackChunkName: "system-bgp" */ './bgp/index')
const bgpForms = () => import(/* webpackChunkName: "system-bgp-forms" */ './bgp/forms')

/** A route tab: its crumb is in the document title; the tab bar shows which one is open. */
const tab = (crumb: string) => handle({ crumb, titleOnly: true })

const bgpTab: RouteObject = {
  path: 'bgp',
  handle: handle({ crumb: 'BGP', crumbPath: () => pb.bgpConfigs() }),
  lazy: async () => ({ Component: (await bgp()).BgpLayout }),
  children: [
    { index: true, element: <Navigate replace to="configs" /> },
    {
      lazy: async () => ({ Component: (await bgp()).BgpConfigsPage }),
      handle: tab('Configs'),
      children: [
        {
          path: 'configs',
          Component: ListOnly,
          lazy: async () => ({ loader: (await bgp()).bgpConfigsLoader }),
        },
        {
          path: 'configs-new',
          handle: handle({ crumb: 'New BGP configuration' }),
          lazy: async () => ({ Component: (await bgpForms()).BgpConfigCreateForm }),
        },
        {
          path: 'configs/:bgpConfig/edit',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'bgpConfig') }),
          errorElement: <RouteError />,
          lazy: async () => ({
            Component: (await bgpForms()).BgpConfigEditForm,
            loader: (await bgp()).bgpConfigLoader,
          }),
        },
      ],
    },
    {
      lazy: async () => ({ Component: (await bgp()).AnnounceSetsPage }),
      handle: tab('Announce sets'),
      children: [
        {
          path: 'announce-sets',
          Component: ListOnly,
          lazy: async () => ({ loader: (await bgp()).announceSetsLoader }),
        },
        {
          path: 'announce-sets-new',
          handle: handle({ crumb: 'New announce set' }),
          lazy: async () => ({ Component: (await bgpForms()).AnnounceSetCreateForm }),
        },
        {
          path: 'announce-sets/:announceSet',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'announceSet') }),
          errorElement: <RouteError />,
          lazy: async () => ({
            Component: (await bgpForms()).AnnounceSetEditForm,
            loader: (await bgp()).announceSetLoader,
          }),
        },
      ],
    },
    {
      path: 'peers',
      handle: tab('Peers'),
      lazy: async () => {
        const m = await bgp()
        return { Component: m.BgpPeersPage, loader: m.bgpPeersLoader }
      },
    },
    {
      path: 'routes',
      handle: tab('Routes'),
      lazy: async () => ({ Component: (await bgp()).BgpRoutesPage }),
    },
    {
      path: 'history',
      handle: tab('History'),
      lazy: async () => ({ Component: (await bgp()).BgpHistoryPage }),
    },
  ],
}

const loopback = () =>
  import(/* webpackChunkName: "system-loopback-addresses" */ './loopback/index')
const loopbackForms = () =>
  import(/* webpackChunkName: "system-loopback-address-forms" */ './loopback/forms')

const loopbackTab: RouteObject = {
  lazy: async () => ({ Component: (await loopback()).LoopbackAddressesPage }),
  handle: handle({ crumb: 'Loopback addresses', crumbPath: () => pb.loopbackAddresses() }),
  children: [
    {
      path: 'loopback-addresses',
      Component: ListOnly,
      lazy: async () => ({ loader: (await loopback()).loopbackAddressesLoader }),
    },
    {
      path: 'loopback-addresses-new',
      handle: handle({ crumb: 'New loopback address' }),
      lazy: async () => ({ Component: (await loopbackForms()).LoopbackAddressCreateForm }),
    },
  ],
}

const serviceAccess = () =>
  import(/* webpackChunkName: "system-service-access" */ './service-access/index')

const serviceAccessTab: RouteObject = {
  path: 'service-access',
  handle: handle({ crumb: 'Service access' }),
  lazy: async () => {
    const m = await serviceAccess()
    return { Component: m.ServiceAccessPage, loader: m.serviceAccessLoader }
  },
}

const settings = () =>
  import(/* webpackChunkName: "system-networking-settings" */ './settings/index')

const settingsTab: RouteObject = {
  path: 'settings',
  handle: handle({ crumb: 'Settings' }),
  lazy: async () => {
    const m = await settings()
    return { Component: m.NetworkingSettingsPage, loader: m.networkingSettingsLoader }
  },
}

const portSettings = () =>
  import(/* webpackChunkName: "system-port-settings" */ './port-settings/index')

const portSettingsForms = () =>
  import(/* webpackChunkName: "system-port-settings-forms" */ './port-settings/forms')

const settingsCrumb = handle({ crumb: 'Port settings', crumbPath: () => pb.portSettings() })

const portSettingsTab: RouteObject = {
  lazy: async () => ({ Component: (await portSettings()).PortSettingsPage }),
  handle: settingsCrumb,
  children: [
    {
      path: 'port-settings',
      Component: ListOnly,
      lazy: async () => ({ loader: (await portSettings()).portSettingsLoader }),
    },
    {
      path: 'port-settings-new',
      handle: handle({ crumb: 'New port settings' }),
      lazy: async () => ({ Component: (await portSettingsForms()).PortSettingsCreateForm }),
    },
  ],
}

const portSettingsPage: RouteObject = {
  handle: settingsCrumb,
  children: [
    {
      path: 'port-settings/:settings',
      handle: handle({ crumb: ({ params }) => routeParam(params, 'settings') }),
      lazy: async () => {
        const m = await portSettings()
        return { Component: m.PortSettingsViewPage, loader: m.portSettingsViewLoader }
      },
      errorElement: <RouteError />,
    },
  ],
}

const lotsCrumb = handle({ crumb: 'Address lots', crumbPath: () => pb.addressLots() })

const addressLotsTab: RouteObject = {
  lazy: async () => ({ Component: (await lots()).AddressLotsPage }),
  handle: lotsCrumb,
  children: [
    {
      path: 'address-lots',
      Component: ListOnly,
      lazy: async () => ({ loader: (await lots()).addressLotsLoader }),
    },
    {
      path: 'address-lots-new',
      handle: handle({ crumb: 'New address lot' }),
      lazy: async () => ({ Component: (await lotForms()).AddressLotCreateForm }),
    },
  ],
}

const addressLotPage: RouteObject = {
  handle: lotsCrumb,
  children: [
    {
      path: 'address-lots/:lot',
      handle: handle({ crumb: ({ params }) => routeParam(params, 'lot') }),
      lazy: async () => {
        const m = await lots()
        return { Component: m.AddressLotPage, loader: m.addressLotLoader }
      },
      errorElement: <RouteError />,
    },
  ],
}

/**
 * System: the fleet's network (system/networking/…), one area with a tab per part; a resource's
 * own page (a pool, a lot, port settings) sits outside the tabs.
 */
export const networkingArea: Area = {
  nav: [{ label: 'Networking', to: () => pb.networking() }],
  routes: [
    {
      path: 'networking',
      children: [
        // spec §2: system/networking redirects to ip-pools
        { index: true, element: <Navigate replace to="ip-pools" /> },
        {
          lazy: async () => ({ Component: (await layout()).NetworkingLayout }),
          children: [
            ipPoolListRoute,
            subnetPoolListRoute,
            bgpTab,
            addressLotsTab,
            portSettingsTab,
            loopbackTab,
            serviceAccessTab,
            settingsTab,
          ],
        },
        ipPoolPageRoute,
        subnetPoolPageRoute,
        addressLotPage,
        portSettingsPage,
      ],
    },
  ],
}

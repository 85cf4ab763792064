import { Navigate, type RouteObject } from 'react-router-dom'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The list, the VPC page with its tabs, the side-modal forms and the firewall rule form are each
// a chunk of their own, loaded when first needed.
const list = () => import(/* webpackChunkName: "vpcs" */ './index')
const vpcPage = () => import(/* webpackChunkName: "vpc" */ './vpc')
const forms = () => import(/* webpackChunkName: "vpc-forms" */ './forms')
const ruleForms = () => import(/* webpackChunkName: "firewall-rule-forms" */ './firewallForms')

type P = Readonly<Record<string, string | undefined>>
const at = (p: P) => [routeParam(p, 'project'), routeParam(p, 'vpc')] as const
const param = (name: string) => (m: { params: P }) => m.params[name] ?? ''

/** A tab: named in the document title, not in the breadcrumbs (the tab bar shows it). */
const tab = (crumb: string) => handle({ crumb, titleOnly: true })

/** A VPC tab: its list (with a loader) as a layout, the list's own path and the forms over it. */
function vpcTab(
  path: string,
  crumb: string,
  crumbPath: (p: P) => string,
  page: () => Promise<Pick<RouteObject, 'Component' | 'loader'>>,
  forms: RouteObject[],
): RouteObject {
  return {
    lazy: page,
    children: [
      { path, handle: tab(crumb), Component: ListOnly },
      // the forms name the tab in the breadcrumbs, linking back to its list
      { handle: handle({ crumb, crumbPath }), children: forms },
    ],
  }
}

const firewallTab = vpcTab(
  'firewall-rules',
  'Firewall Rules',
  (p) => pb.vpcFirewallRules(...at(p)),
  async () => {
    const m = await vpcPage()
    return { Component: m.FirewallRulesTab, loader: m.firewallRulesLoader }
  },
  [
    {
      // spec §2: the optional rule is one to clone
      path: 'firewall-rules-new/:rule?',
      handle: handle({ crumb: 'New rule' }),
      lazy: async () => {
        const m = await ruleForms()
        return { Component: m.FirewallRuleCreateForm, loader: m.firewallRuleLoader }
      },
    },
    {
      path: 'firewall-rules/:rule/edit',
      handle: handle({ crumb: param('rule') }),
      lazy: async () => {
        const m = await ruleForms()
        return { Component: m.FirewallRuleEditForm, loader: m.firewallRuleLoader }
      },
    },
  ],
)

const subnetsTab = vpcTab(
  'subnets',
  'Subnets',
  (p) => pb.vpcSubnets(...at(p)),
  async () => {
    const m = await vpcPage()
    return { Component: m.SubnetsTab, loader: m.subnetsLoader }
  },
  [
    {
      path: 'subnets-new',
      handle: handle({ crumb: 'New subnet' }),
      lazy: async () => ({ Component: (await forms()).SubnetCreateForm }),
    },
    {
      path: 'subnets/:subnet/edit',
      handle: handle({ crumb: param('subnet') }),
      lazy: async () => {
        const m = await forms()
        return { Component: m.SubnetEditForm, loader: m.subnetEditLoader }
      },
    },
  ],
)

const routersCrumbPath = (p: P) => pb.vpcRouters(...at(p))

const routersTab = vpcTab(
  'routers',
  'Routers',
  routersCrumbPath,
  async () => {
    const m = await vpcPage()
    return { Component: m.RoutersTab, loader: m.routersLoader }
  },
  [
    {
      path: 'routers-new',
      handle: handle({ crumb: 'New router' }),
      lazy: async () => ({ Component: (await forms()).RouterCreateForm }),
    },
    {
      path: 'routers/:router/edit',
      handle: handle({ crumb: param('router') }),
      lazy: async () => {
        const m = await forms()
        return { Component: m.RouterEditForm, loader: m.routerEditLoader }
      },
    },
  ],
)

const gatewaysTab = vpcTab(
  'internet-gateways',
  'Internet Gateways',
  (p) => pb.vpcInternetGateways(...at(p)),
  async () => {
    const m = await vpcPage()
    return { Component: m.GatewaysTab, loader: m.gatewaysLoader }
  },
  [
    {
      path: 'internet-gateways/:gateway',
      handle: handle({ crumb: param('gateway') }),
      lazy: async () => {
        const m = await vpcPage()
        return { Component: m.GatewaySideModal, loader: m.gatewayLoader }
      },
    },
  ],
)

/** routers/{router}: the router's own page (not a tab), its route forms over its routes. */
const routerPage: RouteObject = {
  handle: handle({ crumb: 'Routers', crumbPath: routersCrumbPath }),
  children: [
    {
      path: 'routers/:router',
      handle: handle({
        crumb: param('router'),
        crumbPath: (p) => pb.router(...at(p), routeParam(p, 'router')),
      }),
      lazy: async () => {
        const m = await vpcPage()
        return { Component: m.RouterPage, loader: m.routerLoader }
      },
      children: [
        { index: true, Component: ListOnly },
        {
          handle: handle({
            crumb: 'Routes',
            crumbPath: (p) => pb.router(...at(p), routeParam(p, 'router')),
          }),
          children: [
            {
              path: 'routes-new',
              handle: handle({ crumb: 'New route' }),
              lazy: async () => ({ Component: (await forms()).RouteCreateForm }),
            },
            {
              path: 'routes/:route/edit',
              handle: handle({ crumb: param('route') }),
              lazy: async () => {
                const m = await forms()
                return { Component: m.RouteEditForm, loader: m.routeEditLoader }
              },
            },
          ],
        },
      ],
    },
  ],
}

/** Project level: VPCs (list, forms, the VPC page with its tabs, routers and routes). */
export const vpcsArea: Area = {
  nav: [{ label: 'VPCs', to: (params) => pb.vpcs(routeParam(params, 'project')) }],
  routes: [
    {
      handle: handle({
        crumb: 'VPCs',
        crumbPath: (params) => pb.vpcs(routeParam(params, 'project')),
      }),
      children: [
        {
          lazy: async () => ({ Component: (await list()).VpcsPage }),
          children: [
            {
              path: 'vpcs',
              Component: ListOnly,
              lazy: async () => ({ loader: (await list()).vpcsLoader }),
            },
            {
              path: 'vpcs-new',
              handle: handle({ crumb: 'New VPC' }),
              lazy: async () => ({ Component: (await forms()).VpcCreateForm }),
            },
            {
              path: 'vpcs/:vpc/edit',
              handle: handle({ crumb: param('vpc') }),
              lazy: async () => {
                const m = await forms()
                return { Component: m.VpcEditForm, loader: m.vpcEditLoader }
              },
            },
          ],
        },
        {
          path: 'vpcs/:vpc',
          handle: handle({
            crumb: param('vpc'),
            crumbPath: (p) => pb.vpcFirewallRules(...at(p)),
          }),
          // an unknown VPC is 'Page not found' for every page under it
          lazy: async () => ({ loader: (await vpcPage()).vpcLoader }),
          children: [
            {
              lazy: async () => ({ Component: (await vpcPage()).VpcPage }),
              children: [
                { index: true, element: <Navigate replace to="firewall-rules" /> },
                firewallTab,
                subnetsTab,
                routersTab,
                gatewaysTab,
              ],
            },
            routerPage,
          ],
        },
      ],
    },
  ],
}

import { RouteError } from '~/app/RouteError'
import { handle, ListOnly, type Area } from '~/app/routes/area'
import { routeParam } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'

// The pages are one chunk; the receiver forms (formik, yup) another.
const alerts = () => import(/* webpackChunkName: "system-alerts" */ './index')
const alertForms = () => import(/* webpackChunkName: "system-alert-forms" */ './forms')

/** A route tab: its crumb is in the document title; the tab bar shows which one is open. */
const tab = (crumb: string) => handle({ crumb, titleOnly: true })

/**
 * System: alerts and webhooks. The alerts and the receivers are tabs of one page
 * (system/alerts, system/alerts/receivers); an alert and a receiver have pages of their own.
 */
export const alertsArea: Area = {
  nav: [{ label: 'Alerts', to: () => pb.alerts() }],
  routes: [
    {
      path: 'alerts',
      handle: handle({ crumb: 'Alerts', crumbPath: () => pb.alerts() }),
      children: [
        {
          lazy: async () => ({ Component: (await alerts()).AlertsLayout }),
          children: [
            {
              index: true,
              lazy: async () => {
                const m = await alerts()
                return { Component: m.AlertsPage, loader: m.alertsLoader }
              },
            },
            {
              lazy: async () => ({ Component: (await alerts()).ReceiversPage }),
              handle: tab('Receivers'),
              children: [
                {
                  path: 'receivers',
                  Component: ListOnly,
                  lazy: async () => ({ loader: (await alerts()).receiversLoader }),
                },
                {
                  path: 'receivers-new',
                  handle: handle({ crumb: 'New webhook receiver' }),
                  lazy: async () => ({ Component: (await alertForms()).ReceiverCreateForm }),
                },
              ],
            },
          ],
        },
        {
          path: 'receivers/:receiver',
          handle: handle({
            crumb: ({ params }) => routeParam(params, 'receiver'),
            crumbPath: (params) => pb.alertReceiver(routeParam(params, 'receiver')),
          }),
          lazy: async () => {
            const m = await alerts()
            return { Component: m.ReceiverPage, loader: m.receiverLoader }
          },
          errorElement: <RouteError />,
          children: [
            { index: true, Component: ListOnly },
            {
              path: 'edit',
              handle: handle({ crumb: 'Edit' }),
              lazy: async () => ({ Component: (await alertForms()).ReceiverEditForm }),
            },
          ],
        },
        {
          path: ':alertId',
          handle: handle({ crumb: ({ params }) => routeParam(params, 'alertId') }),
          lazy: async () => {
            const m = await alerts()
            return { Component: m.AlertPage, loader: m.alertLoader }
          },
          errorElement: <RouteError />,
        },
      ],
    },
  ],
}

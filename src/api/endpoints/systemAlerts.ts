import { api } from '../api'
import { systemAlertsEndpoints } from '../generated/endpoints/systemAlerts'
import {
  ifSucceeded,
  invalidates,
  invalidatesItem,
  invalidatesList,
  LIST,
  param,
  providesItem,
  providesList,
  providesOne,
  tagsOf,
} from './tags'

// Alerts and webhooks: the rack's alerts, the receivers they are sent to (webhooks, with their
// subscriptions and signing secrets), and each delivery attempt. A receiver's view carries its
// subscriptions and secret ids, so changing either refreshes the receiver too.

/** A secret added to or removed from a receiver: its secrets, and the receiver's views and list. */
const secretsChanged = (_result: unknown, error: unknown, arg: Parameters<typeof param>[0]) =>
  ifSucceeded(error, [
    'WebhookSecret',
    ...tagsOf('AlertReceiver', param(arg, 'query', 'receiver')),
    { type: 'AlertReceiver', id: LIST },
  ])

export const systemAlertsApi = api
  .injectEndpoints({ endpoints: systemAlertsEndpoints })
  .enhanceEndpoints({
    endpoints: {
      // the rack's classes change only with its software
      alertClassList: { providesTags: providesOne('AlertClass') },
      alertList: { providesTags: providesList('Alert') },
      alertView: { providesTags: providesItem('Alert', 'alertId') },
      alertReceiverList: { providesTags: providesList('AlertReceiver') },
      alertReceiverView: { providesTags: providesItem('AlertReceiver', 'receiver') },
      webhookReceiverCreate: { invalidatesTags: invalidatesList('AlertReceiver') },
      webhookReceiverUpdate: { invalidatesTags: invalidatesItem('AlertReceiver', 'receiver') },
      alertReceiverDelete: {
        invalidatesTags: invalidatesItem('AlertReceiver', 'receiver', 'AlertDelivery'),
      },
      alertReceiverSubscriptionAdd: {
        invalidatesTags: invalidatesItem('AlertReceiver', 'receiver'),
      },
      alertReceiverSubscriptionRemove: {
        invalidatesTags: invalidatesItem('AlertReceiver', 'receiver'),
      },
      // Deliveries are read per receiver, by its name on its page and by its id on an alert's:
      // a probe or a resend refreshes every list of them rather than guess which key was used.
      alertDeliveryList: {
        providesTags: (page) => [
          { type: 'AlertDelivery', id: LIST },
          ...(page?.items.map((d) => ({ type: 'AlertDelivery' as const, id: d.id })) ?? []),
        ],
      },
      alertReceiverProbe: { invalidatesTags: invalidates('AlertDelivery') },
      alertDeliveryResend: { invalidatesTags: invalidates('AlertDelivery') },
      webhookSecretsList: {
        providesTags: (_secrets, _error, arg) =>
          tagsOf('WebhookSecret', param(arg, 'query', 'receiver') ?? LIST),
      },
      webhookSecretsAdd: { invalidatesTags: secretsChanged },
      webhookSecretsDelete: { invalidatesTags: secretsChanged },
    },
  })

export const {
  useAlertClassListQuery,
  useAlertListQuery,
  useAlertViewQuery,
  useAlertReceiverListQuery,
  useAlertReceiverViewQuery,
  useWebhookReceiverCreateMutation,
  useWebhookReceiverUpdateMutation,
  useAlertReceiverDeleteMutation,
  useAlertReceiverSubscriptionAddMutation,
  useAlertReceiverSubscriptionRemoveMutation,
  useAlertDeliveryListQuery,
  useAlertReceiverProbeMutation,
  useAlertDeliveryResendMutation,
  useWebhookSecretsListQuery,
  useWebhookSecretsAddMutation,
  useWebhookSecretsDeleteMutation,
} = systemAlertsApi

import { belongsTo } from 'miragejs'
import type {
  Alert,
  AlertClass,
  AlertDelivery,
  WebhookReceiver,
  WebhookSecret,
} from '~/api/generated/types'
import { attrs, children, model, type Attrs, type Fks } from './attrs'

// Alerts and webhooks: the rack's alert classes, the alerts it raised, the webhook receivers they
// are sent to (with their subscriptions and signing secrets) and each delivery to a receiver.

/**
 * How a receiver's endpoint answers the mock, so a probe or a resend comes out the same way every
 * time: an HTTP status and how long it took, or no answer at all.
 */
export type EndpointAnswer =
  { status: number; durationMs: number } | { fails: 'unreachable' | 'timeout' }

export const alertModels = {
  /** A class the rack raises alerts of, under its name. */
  alertClass: model(attrs<Attrs<AlertClass> & { id: string }>()),
  /** A webhook receiver; `answer`: how its endpoint answers (see EndpointAnswer). */
  alertReceiver: model({
    ...attrs<
      Attrs<Omit<WebhookReceiver, 'secrets' | 'subscriptions'>> & { answer?: EndpointAnswer }
    >(),
    subscriptions: children('alertSubscription', 'receiverId'),
    secrets: children('webhookSecret', 'receiverId'),
    deliveries: children('alertDelivery', 'receiverId'),
  }),
  /** One class name or glob a receiver is subscribed to. */
  alertSubscription: model({
    ...attrs<{ id: string; subscription: string } & Fks<'receiver'>>(),
    receiver: belongsTo('alertReceiver'),
  }),
  /** A receiver's signing secret; its value never leaves the mock (the API shows ids only). */
  webhookSecret: model({
    ...attrs<Attrs<WebhookSecret> & Fks<'receiver'> & { secret: string }>(),
    receiver: belongsTo('alertReceiver'),
  }),
  alert: model({
    ...attrs<Attrs<Alert>>(),
    deliveries: children('alertDelivery', 'alertId'),
  }),
  /** One delivery of an alert to a receiver, with its attempts. */
  alertDelivery: model({
    ...attrs<Attrs<AlertDelivery>>(),
    alert: belongsTo('alert'),
    receiver: belongsTo('alertReceiver'),
  }),
}

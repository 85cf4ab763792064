import { nowOf, stamped, type MockContext } from '../../context'
import { factory, named } from './define'

// Alert classes, alerts, webhook receivers (trait `failing`: the endpoint answers 503;
// `unreachable`: nothing answers), their subscriptions and secrets, and deliveries (traits
// `delivered`, `failed`, `pending`: one attempt each, as the receiver's endpoint answered it).

const attempt = (
  result: 'succeeded' | 'failed_http_error' | 'failed_unreachable' | 'failed_timeout',
  timeSent: string,
  response: { status: number; duration_ms: number } | null,
) => ({ webhook: [{ attempt: 1, result, response, time_sent: timeSent }] })

export function alertFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    alertClass: factory('alertClass')({
      name: (n) => `test.class_${n}`,
      description: '',
      afterCreate: (c) => {
        if (c.id !== c.name) c.update({ id: c.name })
      },
    }),
    alertReceiver: factory('alertReceiver')(
      {
        ...named('receiver', now),
        endpoint: (n) => `https://hooks.example.test/receiver-${n}`,
        answer: { status: 200, durationMs: 84 },
      },
      {
        failing: { answer: { status: 503, durationMs: 212 } },
        unreachable: { answer: { fails: 'unreachable' } },
      },
    ),
    alertSubscription: factory('alertSubscription')({ subscription: '**' }),
    webhookSecret: factory('webhookSecret')({
      timeCreated: now,
      secret: (n) => `mock-secret-${n}`,
    }),
    alert: factory('alert')({
      class: 'test.class_1',
      alert: {},
      version: 1,
      ...stamped(now),
    }),
    alertDelivery: factory('alertDelivery')(
      {
        state: 'delivered',
        trigger: 'alert',
        alertClass: 'test.class_1',
        timeStarted: now,
        attempts: () => attempt('succeeded', nowOf(ctx), { status: 200, duration_ms: 84 }),
        afterCreate: (d) => {
          if (d.alert && d.alertClass !== d.alert.class) d.update({ alertClass: d.alert.class })
        },
      },
      {
        delivered: { state: 'delivered' },
        failed: {
          state: 'failed',
          attempts: () =>
            attempt('failed_http_error', nowOf(ctx), { status: 503, duration_ms: 212 }),
        },
        pending: { state: 'pending', attempts: () => ({ webhook: [] }) },
      },
    ),
  }
}

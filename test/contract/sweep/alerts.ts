import { alertSeedId } from '~mirage/sim/scenarios/alerts'
import { seedId } from '~mirage/util/ids'
import type { SweepCase } from './case'

// Alerts and webhooks on the default fleet: ops-pager, ticket-bridge and the unreachable
// legacy-siem, five alerts and their deliveries. Ada (fleet admin) is signed in by the seed.

const FIRST_ALERT = alertSeedId(1)
/** ops-pager's one secret */
const PAGER_SECRET = seedId(0xa1e3, 1)
const HOOK = 'sweep-hook'

export const alertCases: SweepCase[] = [
  { op: 'alertClassList', query: { limit: 25 } },
  { op: 'alertClassList', query: { filter: 'hardware.**' }, note: 'by glob' },
  { op: 'alertList', query: { limit: 25, sort_by: 'time_and_id_descending' } },
  { op: 'alertView', path: { alert_id: FIRST_ALERT } },
  {
    op: 'alertView',
    path: { alert_id: '5eed5fff-0000-4000-8000-000000000000' },
    status: 404,
    note: 'no such alert',
  },
  { op: 'alertReceiverList', query: { limit: 25 } },
  { op: 'alertReceiverView', path: { receiver: 'ops-pager' } },
  {
    op: 'webhookReceiverCreate',
    body: {
      name: HOOK,
      description: 'made by the sweep',
      endpoint: 'https://sweep.example.test/hook',
      secrets: ['sweep-secret'],
      subscriptions: ['disk.*'],
    },
  },
  {
    op: 'webhookReceiverCreate',
    body: { name: 'sweep-bad', description: '', endpoint: 'not a url', secrets: ['s'] },
    status: 400,
    note: 'an endpoint that is not a URL',
  },
  { op: 'webhookReceiverUpdate', path: { receiver: HOOK }, body: { description: 'changed' } },
  {
    op: 'alertReceiverSubscriptionAdd',
    path: { receiver: HOOK },
    body: { subscription: 'instance.failed' },
  },
  {
    op: 'alertReceiverSubscriptionRemove',
    path: { receiver: HOOK, subscription: 'instance.failed' },
  },
  { op: 'webhookSecretsList', query: { receiver: HOOK } },
  { op: 'webhookSecretsAdd', query: { receiver: HOOK }, body: { secret: 'another' } },
  { op: 'webhookSecretsDelete', path: { secret_id: PAGER_SECRET } },
  { op: 'alertDeliveryList', path: { receiver: 'ops-pager' }, query: { limit: 25 } },
  {
    op: 'alertDeliveryList',
    path: { receiver: 'legacy-siem' },
    query: { failed: true },
    note: 'failed ones only',
  },
  { op: 'alertReceiverProbe', path: { receiver: 'ticket-bridge' }, query: { resend: true } },
  { op: 'alertReceiverProbe', path: { receiver: 'legacy-siem' }, note: 'nothing answers' },
  {
    op: 'alertDeliveryResend',
    path: { alert_id: FIRST_ALERT },
    query: { receiver: 'legacy-siem' },
  },
  { op: 'alertReceiverDelete', path: { receiver: HOOK } },
  { op: 'alertReceiverList', as: 'noor', status: 403, note: 'no fleet role' },
]

import type { AlertDeliveryState, WebhookDeliveryAttemptResult } from '~/api/generated/types'
import { globMatches } from '~/util/alertGlob'
import { seedAt, stamped, type MockContext } from '../../context'
import type { M } from '../../orm/models'
import type { EndpointAnswer } from '../../orm/models/alerts'
import { seedId } from '../../util/ids'
import { sledSeedId } from './hardware'

// The rack's alert classes, and alerts with their deliveries to webhook receivers: in the
// everyday fleet a pager, a ticket bridge and a SIEM nobody can reach any more; in the incident
// the on-call webhook answering 503 to every alert of the storage fault, beside a status page
// that takes them.

/**
 * The seed id of the `n`th alert (the walk, stories and tests open one).
 * @public for tests and stories, which name seeded resources by id
 */
export const alertSeedId = (n: number) => seedId(0xa1e4, n)

// prettier-ignore
const CLASSES: [name: string, description: string][] = [
  ['disk.faulted', 'A disk lost its backing storage and is faulted'],
  ['hardware.physical_disk.fault', 'A physical disk reported a fault and was taken out of service'],
  ['hardware.sled.unreachable', 'A sled stopped answering the control plane'],
  ['instance.failed', 'An instance stopped unexpectedly and is marked failed'],
  ['network.bgp.session_down', 'A BGP session left the established state'],
  ['network.switch_port.link_down', 'A switch port’s link went down'],
  ['support_bundle.failed', 'A support bundle could not be collected'],
  ['update.contact_support', 'The update planner found a condition only Oxide support can resolve'],
]

type ReceiverSeed = {
  name: string
  description: string
  endpoint: string
  subscriptions: string[]
  secrets: number
  answer: EndpointAnswer
}

/** [hours ago, class, payload] */
type AlertSeed = [hours: number, alertClass: string, payload: object]

type Attempt = [WebhookDeliveryAttemptResult, status: number | null, ms: number]

/** What each try of a delivery to the receiver met, its endpoint answering as it does. */
function attemptsOf(answer: EndpointAnswer, tries: number): Attempt[] {
  const one: Attempt =
    'fails' in answer
      ? [answer.fails === 'timeout' ? 'failed_timeout' : 'failed_unreachable', null, 0]
      : [answer.status < 300 ? 'succeeded' : 'failed_http_error', answer.status, answer.durationMs]
  return Array.from({ length: tries }, () => one)
}

function seedReceivers(ctx: MockContext, seeds: ReceiverSeed[]): M<'alertReceiver'>[] {
  return seeds.map(({ subscriptions, secrets, ...r }, i) => {
    const time = seedAt(24 * (60 - i * 10))
    const receiver = ctx.create('alertReceiver', { ...r, ...stamped(time) })
    for (const subscription of subscriptions)
      ctx.create('alertSubscription', { receiver, subscription })
    for (let n = 1; n <= secrets; n++) {
      const made = seedAt(24 * (60 - i * 10 - (n - 1) * 7))
      ctx.create('webhookSecret', { receiver, secret: `${r.name}-secret-${n}`, timeCreated: made })
    }
    return receiver
  })
}

/**
 * Each alert to every receiver subscribed to its class: a receiver that answers 2xx has it
 * delivered at once, any other failed after three tries, a minute apart; `pending` names the
 * alerts (by their place) still on their way to a receiver, and `resent` those delivered on a
 * resend after a failed first delivery.
 */
function seedAlertsTo(
  ctx: MockContext,
  receivers: M<'alertReceiver'>[],
  alerts: AlertSeed[],
  special: { pending?: [alert: number, receiver: string][]; resent?: [number, string][] } = {},
) {
  const is = (list: [number, string][] | undefined, i: number, r: M<'alertReceiver'>) =>
    list?.some(([a, name]) => a === i && name === r.name) ?? false
  alerts.forEach(([hours, alertClass, payload], i) => {
    const alert = ctx.create('alert', {
      class: alertClass,
      alert: payload,
      version: 1,
      ...stamped(seedAt(hours)),
    })
    for (const receiver of receivers) {
      if (!receiver.subscriptions.models.some((s) => globMatches(s.subscription, alertClass)))
        continue
      const answer = receiver.answer ?? { status: 200, durationMs: 80 }
      const delivery = (
        state: AlertDeliveryState,
        trigger: 'alert' | 'resend',
        at: number,
        tries: Attempt[],
      ) =>
        ctx.create('alertDelivery', {
          alert,
          receiver,
          alertClass,
          state,
          trigger,
          timeStarted: seedAt(at),
          attempts: {
            webhook: tries.map(([result, status, ms], n) => ({
              attempt: n + 1,
              result,
              response: status === null ? null : { status, duration_ms: ms },
              time_sent: seedAt(at - n / 60),
            })),
          },
        })
      if (is(special.pending, i, receiver)) {
        delivery('pending', 'alert', hours, [])
      } else if (is(special.resent, i, receiver)) {
        delivery('failed', 'alert', hours, attemptsOf({ status: 503, durationMs: 212 }, 3))
        delivery('delivered', 'resend', hours - 0.5, attemptsOf(answer, 1))
      } else {
        const ok = !('fails' in answer) && answer.status < 300
        delivery(ok ? 'delivered' : 'failed', 'alert', hours, attemptsOf(answer, ok ? 1 : 3))
      }
    }
  })
}

const serialOf = (ctx: MockContext, n: number) =>
  ctx.schema.find('sled', sledSeedId(n))?.baseboard.serial ?? 'unknown'

/** The everyday fleet's receivers and a week of alerts. */
function everydayAlerts(ctx: MockContext) {
  const receivers = seedReceivers(ctx, [
    {
      name: 'ops-pager',
      description: 'Pages the hardware on-call engineer',
      endpoint: 'https://pager.example.test/hooks/oxide',
      subscriptions: ['hardware.**', 'update.contact_support'],
      secrets: 1,
      answer: { status: 200, durationMs: 84 },
    },
    {
      name: 'ticket-bridge',
      description: 'Opens a ticket for each network or workload alert',
      endpoint: 'https://tickets.example.test/api/oxide-webhook',
      subscriptions: ['network.**', 'instance.failed', 'support_bundle.failed'],
      secrets: 2,
      answer: { status: 200, durationMs: 131 },
    },
    {
      name: 'legacy-siem',
      description: 'The old SIEM collector, retired with the lab network',
      endpoint: 'http://siem.lab.invalid/ingest',
      subscriptions: ['**'],
      secrets: 1,
      answer: { fails: 'unreachable' },
    },
  ])
  seedAlertsTo(
    ctx,
    receivers,
    [
      [
        24 * 6,
        'hardware.sled.unreachable',
        { sled_id: sledSeedId(7), serial: serialOf(ctx, 7), last_seen_seconds_ago: 94 },
      ],
      [
        24 * 3,
        'support_bundle.failed',
        {
          bundle_id: seedId(0xf109, 3),
          reason: `sled agent on ${serialOf(ctx, 3)} did not respond`,
        },
      ],
      [
        30,
        'network.bgp.session_down',
        { switch: 'switch1', port: 'qsfp0', peer: '172.20.15.33', asn: 65000, state: 'idle' },
      ],
      [
        5,
        'hardware.physical_disk.fault',
        { sled_id: sledSeedId(2), slot: 4, vendor: '1b96', model: 'WUS5EA138ESP7E3' },
      ],
      [
        1,
        'instance.failed',
        { project: 'atlas-ingest', instance: 'ingest-worker-3', reason: 'propolis exited' },
      ],
    ],
    { pending: [[4, 'ticket-bridge']], resent: [[2, 'ticket-bridge']] },
  )
}

/** The incident's alerts: the storage fault, the uplink, the update and the failed bundle. */
function incidentAlerts(ctx: MockContext) {
  const receivers = seedReceivers(ctx, [
    {
      name: 'on-call-webhook',
      description: 'Pages on-call for checkout; its gateway has answered 503 since the fault',
      endpoint: 'https://oncall.example.test/oxide/alerts',
      subscriptions: ['disk.faulted', 'instance.failed', 'network.**', 'update.contact_support'],
      secrets: 1,
      answer: { status: 503, durationMs: 212 },
    },
    {
      name: 'status-page',
      description: 'Posts to the internal status page',
      endpoint: 'https://status.example.test/hooks/rack',
      subscriptions: ['**'],
      secrets: 1,
      answer: { status: 200, durationMs: 66 },
    },
  ])
  const at = (hours: number, minutes: number) => hours - minutes / 60
  seedAlertsTo(ctx, receivers, [
    [at(2, 0), 'disk.faulted', { project: 'checkout', disk: 'checkout-db-data' }],
    [at(2, 0), 'disk.faulted', { project: 'checkout', disk: 'checkout-web-1-boot' }],
    [at(2, 1), 'instance.failed', { project: 'checkout', instance: 'checkout-web-1' }],
    [at(2, 1), 'instance.failed', { project: 'checkout', instance: 'checkout-worker' }],
    [at(2, 2), 'network.switch_port.link_down', { switch: 'switch1', port: 'qsfp0' }],
    [at(2, 2), 'network.bgp.session_down', { switch: 'switch1', peer: '172.20.15.33' }],
    [at(1, 40), 'update.contact_support', { reason: 'the planner cannot proceed safely' }],
    [at(0, 30), 'instance.failed', { project: 'checkout', instance: 'checkout-web-2' }],
    [1, 'support_bundle.failed', { reason: 'sled agent did not respond' }],
  ])
}

/** The rack's alert classes, and the scenario's receivers and alerts. */
export function seedAlerts(ctx: MockContext, scenario: 'default' | 'incident') {
  for (const [name, description] of CLASSES)
    ctx.create('alertClass', { id: name, name, description })
  if (scenario === 'default') everydayAlerts(ctx)
  else incidentAlerts(ctx)
}

import type {
  AlertSubscriptionCreate,
  WebhookCreate,
  WebhookReceiverUpdate,
  WebhookDeliveryAttemptResult,
  WebhookSecretCreate,
} from '~/api/generated/types'
import { globMatches } from '~/util/alertGlob'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import type { MockContext } from '../context'
import { requireFleet } from '../orm/auth'
import { assertNameFree, byId, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import type { EndpointAnswer } from '../orm/models/alerts'
import { asSchema } from '../orm/serializer'
import { hash32 } from '../util/hash'
import { newId } from '../util/ids'
import { alreadyExists, invalidBody, invalidRequest, notFoundAs } from '../util/errors'

// Alerts and webhooks (/v1/alerts, /v1/alert-receivers, /v1/webhook-receivers,
// /v1/webhook-secrets). Outside /v1/system, yet the fleet's: a fleet viewer reads them, a fleet
// admin changes them (403 otherwise). A receiver's endpoint answers as its record says
// (`answer`): a probe or a resend is delivered or fails the same way every time, at once.

const KIND = 'alert-receiver'

const time = (key: 'timeCreated' | 'timeStarted') => (i: Record<string, unknown>) =>
  `${String(i[key])}|${String(i.id)}`
/** TimeAndIdSortMode, by the time the record names (an alert's creation, a delivery's start). */
const byTime = (key: 'timeCreated' | 'timeStarted') => [
  { mode: 'time_and_id_ascending', key: time(key) },
  { mode: 'time_and_id_descending', key: time(key), descending: true },
]

const secretView = (s: M<'webhookSecret'>) => ({ id: s.id, time_created: s.timeCreated })

function receiverView(r: M<'alertReceiver'>) {
  const secrets = r.secrets.models.map(secretView)
  return asSchema('AlertReceiver', {
    ...r.attrs,
    kind: { kind: 'webhook', endpoint: r.endpoint, secrets },
    subscriptions: r.subscriptions.models.map((s) => s.subscription),
  })
}

function webhookView(r: M<'alertReceiver'>) {
  return asSchema('WebhookReceiver', {
    ...r.attrs,
    secrets: r.secrets.models.map(secretView),
    subscriptions: r.subscriptions.models.map((s) => s.subscription),
  })
}

/** The API parses the endpoint as a URL; the mock also keeps to the schemes a webhook can use. */
function checkEndpoint(endpoint: string) {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw invalidBody(`endpoint: relative URL without a base: "${endpoint}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidBody(`endpoint: unsupported URL scheme "${url.protocol.slice(0, -1)}"`)
}

/**
 * How a new receiver's endpoint answers: nothing under the reserved `.invalid` domain (no name
 * resolves there), otherwise 200 in a time read off its address, so the same URL always answers
 * alike.
 */
const answerOf = (endpoint: string): EndpointAnswer =>
  /^https?:\/\/[^/]*\.invalid(:|\/|$)/.test(endpoint)
    ? { fails: 'unreachable' }
    : { status: 200, durationMs: 40 + (hash32(endpoint) % 160) }

/** One attempt as the receiver's endpoint answers it now. */
function attemptNow(r: M<'alertReceiver'>, n: number) {
  const answer = r.answer ?? answerOf(r.endpoint)
  const time_sent = new Date().toISOString()
  if ('fails' in answer) {
    const result: WebhookDeliveryAttemptResult =
      answer.fails === 'timeout' ? 'failed_timeout' : 'failed_unreachable'
    return { ok: false, attempt: { attempt: n, result, response: null, time_sent } }
  }
  const ok = answer.status >= 200 && answer.status < 300
  const response = { status: answer.status, duration_ms: answer.durationMs }
  const result: WebhookDeliveryAttemptResult = ok ? 'succeeded' : 'failed_http_error'
  return { ok, attempt: { attempt: n, result, response, time_sent } }
}

export function systemAlertsHandlers(api: MockApi, ctx: MockContext) {
  const reads = (c: Call) => requireFleet(ctx, c.me, 'viewer')
  const changes = (c: Call) => requireFleet(ctx, c.me, 'admin')
  const receivers = () => ctx.schema.all('alertReceiver')
  const receiverAt = (key: string) => byNameOrId(receivers(), key, KIND)
  const receiver = (c: Call) => receiverAt(c.params.receiver ?? '')

  /** A delivery of the alert to the receiver, made and settled now. */
  const deliver = (
    r: M<'alertReceiver'>,
    alert: { id: string; class: string },
    trigger: 'alert' | 'resend' | 'probe',
  ) => {
    const { ok, attempt } = attemptNow(r, 1)
    return {
      ok,
      attrs: {
        alertId: alert.id,
        alertClass: alert.class,
        receiverId: r.id,
        state: ok ? ('delivered' as const) : ('failed' as const),
        trigger,
        timeStarted: attempt.time_sent,
        attempts: { webhook: [attempt] },
      },
    }
  }

  api.on('alertClassList', (c) => {
    reads(c)
    const filter = c.query('filter')
    const classes = ctx.schema.all('alertClass').models
    return list(filter ? classes.filter((a) => globMatches(filter, a.name)) : classes, c.request)
  })

  api.on('alertList', (c) => {
    reads(c)
    const glob = c.query('alert_class')
    const start = c.query('start_time')
    const end = c.query('end_time')
    const alerts = ctx.schema
      .all('alert')
      .models.filter(
        (a) =>
          (!glob || globMatches(glob, a.class)) &&
          (!start || Date.parse(a.timeCreated) >= Date.parse(start)) &&
          (!end || Date.parse(a.timeCreated) <= Date.parse(end)),
      )
    return list(alerts, c.request, byTime('timeCreated'))
  })
  api.on('alertView', (c) => {
    reads(c)
    return byId(ctx, 'alert', c.params.alert_id ?? '', 'alert')
  })

  api.on('alertReceiverList', (c) => {
    reads(c)
    return list(receivers(), c.request, undefined, receiverView)
  })
  api.on('alertReceiverView', (c) => {
    reads(c)
    return receiverView(receiver(c))
  })
  api.on('alertReceiverDelete', (c) => {
    changes(c)
    const r = receiver(c)
    for (const child of [...r.subscriptions.models, ...r.secrets.models, ...r.deliveries.models])
      child.destroy()
    r.destroy()
  })

  api.on('webhookReceiverCreate', (c) => {
    changes(c)
    const body = c.json<WebhookCreate>()
    checkEndpoint(body.endpoint)
    if (body.secrets.length === 0)
      throw invalidBody('secrets: a webhook receiver needs at least one secret')
    assertNameFree(receivers(), body.name, KIND)
    const r = ctx.create('alertReceiver', {
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      answer: answerOf(body.endpoint),
    })
    for (const secret of body.secrets) ctx.create('webhookSecret', { receiver: r, secret })
    for (const subscription of new Set(body.subscriptions ?? []))
      ctx.create('alertSubscription', { receiver: r, subscription })
    return webhookView(r)
  })
  api.on('webhookReceiverUpdate', (c) => {
    changes(c)
    const r = receiver(c)
    const body = c.json<WebhookReceiverUpdate>()
    if (body.endpoint) checkEndpoint(body.endpoint)
    const endpoint = body.endpoint ?? r.endpoint
    const answer = endpoint === r.endpoint ? r.answer : answerOf(endpoint)
    updateIdentity(r, body, receivers(), KIND, { endpoint, answer })
  })

  api.on('alertReceiverSubscriptionAdd', (c) => {
    changes(c)
    const r = receiver(c)
    const { subscription } = c.json<AlertSubscriptionCreate>()
    if (r.subscriptions.models.some((s) => s.subscription === subscription))
      throw alreadyExists('alert subscription', subscription)
    ctx.create('alertSubscription', { receiver: r, subscription })
    return { subscription }
  })
  api.on('alertReceiverSubscriptionRemove', (c) => {
    changes(c)
    const r = receiver(c)
    const subscription = decodeURIComponent(c.params.subscription ?? '')
    const found = r.subscriptions.models.find((s) => s.subscription === subscription)
    if (!found) throw notFoundAs(`subscription "${subscription}" of ${KIND} "${r.name}"`)
    found.destroy()
  })

  api.on('webhookSecretsList', (c) => {
    reads(c)
    const r = receiverAt(c.query('receiver') ?? '')
    return { secrets: r.secrets.models.map(secretView) }
  })
  api.on('webhookSecretsAdd', (c) => {
    changes(c)
    const r = receiverAt(c.query('receiver') ?? '')
    const { secret } = c.json<WebhookSecretCreate>()
    return secretView(ctx.create('webhookSecret', { receiver: r, secret }))
  })
  api.on('webhookSecretsDelete', (c) => {
    changes(c)
    byId(ctx, 'webhookSecret', c.params.secret_id ?? '', 'webhook-secret').destroy()
  })

  api.on('alertDeliveryList', (c) => {
    reads(c)
    const r = receiver(c)
    // none of the three given: every delivery; otherwise those in a state set to true
    const wanted = (['delivered', 'failed', 'pending'] as const).filter(
      (s) => c.query(s) === 'true',
    )
    const deliveries = r.deliveries.models.filter(
      (d) => wanted.length === 0 || wanted.some((s) => s === d.state),
    )
    return list(deliveries, c.request, byTime('timeStarted'))
  })
  api.on('alertDeliveryResend', (c) => {
    changes(c)
    const alert = byId(ctx, 'alert', c.params.alert_id ?? '', 'alert')
    const r = receiverAt(c.query('receiver') ?? '')
    if (r.deliveries.models.some((d) => d.alertId === alert.id && d.state === 'pending'))
      throw invalidRequest(`alert ${alert.id} is already being delivered to ${KIND} "${r.name}"`)
    const delivery = ctx.create('alertDelivery', deliver(r, alert, 'resend').attrs)
    return { delivery_id: delivery.id }
  })
  api.on('alertReceiverProbe', (c) => {
    changes(c)
    const r = receiver(c)
    // a probe is an alert of the class `probe`, made for this delivery alone and not listed
    const probe = deliver(r, { id: newId(), class: 'probe' }, 'probe')
    let resendsStarted: number | null = null
    if (probe.ok && c.query('resend') === 'true') {
      // each alert whose latest delivery to this receiver failed is sent again
      const latest = new Map<string, M<'alertDelivery'>>()
      for (const d of r.deliveries.models) {
        const seen = latest.get(d.alertId)
        if (!seen || seen.timeStarted < d.timeStarted) latest.set(d.alertId, d)
      }
      const failed = [...latest.values()].filter((d) => d.state === 'failed')
      for (const d of failed) {
        ctx.create(
          'alertDelivery',
          deliver(r, { id: d.alertId, class: d.alertClass }, 'resend').attrs,
        )
      }
      resendsStarted = failed.length
    }
    return {
      probe: asSchema('AlertDelivery', { id: newId(), ...probe.attrs }),
      resends_started: resendsStarted,
    }
  })
}

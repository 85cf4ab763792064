import type {
  AlertClass,
  WebhookDeliveryAttempt,
  WebhookDeliveryAttemptResult,
} from '~/api/generated/types'
import { globMatches, isGlob } from '~/util/alertGlob'
import { labelOf } from '~/util/labels'

// Alert classes, subscriptions and delivery attempts in words. A result or trigger a newer rack
// sends renders as itself.

const RESULT: Record<WebhookDeliveryAttemptResult, string> = {
  succeeded: 'Succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}
export const resultLabel = (result: WebhookDeliveryAttemptResult) => labelOf(RESULT, result)

const TRIGGER = { alert: 'Alert', resend: 'Resend', probe: 'Test' } as const
export const triggerLabel = (trigger: keyof typeof TRIGGER) => labelOf(TRIGGER, trigger)

/** '200 in 84 ms', 'Unreachable': what one attempt met. */
export function attemptText(attempt: WebhookDeliveryAttempt | undefined): string {
  if (!attempt) return 'Not sent yet'
  const { response } = attempt
  if (!response) return resultLabel(attempt.result)
  return `${response.status} in ${response.durationMs.toLocaleString()} ms`
}

/**
 * What a subscription covers, in words: a class's own description, or for a glob the classes
 * of this rack it matches now ('' while the classes load).
 */
export function describeSubscription(
  subscription: string,
  classes: readonly AlertClass[] | undefined,
): string {
  if (subscription === '**') return 'Every alert class'
  if (!classes) return ''
  if (!isGlob(subscription)) {
    return (
      classes.find((c) => c.name === subscription)?.description ??
      'No alert class of this rack has this name'
    )
  }
  const matched = classes.filter((c) => globMatches(subscription, c.name)).map((c) => c.name)
  if (matched.length === 0) return 'Matches no alert class of this rack'
  const noun = matched.length === 1 ? 'class' : 'classes'
  return `Matches ${matched.length} ${noun}: ${matched.join(', ')}`
}

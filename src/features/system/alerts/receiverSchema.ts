import * as yup from 'yup'
import { ALERT_SUBSCRIPTION_PATTERN } from '~/util/alertGlob'
import { descriptionSchema, nameSchema, UNIQUE_ITEMS_MESSAGE } from '~/util/validation'

// A webhook receiver's form: the values mirror the form (one secret, subscriptions added one at
// a time through a draft), not WebhookCreate.

const ENDPOINT_MESSAGE = 'Enter a URL starting with https:// or http://'
export const SUBSCRIPTION_MESSAGE =
  'Enter an alert class or a glob of its parts, such as hardware.** or disk.*'

/** An http(s) URL with a host: where the rack can send its requests. */
function isEndpoint(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

const endpointSchema = yup
  .string()
  .trim()
  .required('Endpoint is required')
  .test('endpoint', ENDPOINT_MESSAGE, (v) => v === undefined || isEndpoint(v))

/** Why a subscription would be refused, or undefined. */
export function subscriptionError(text: string, taken: readonly string[]): string | undefined {
  const value = text.trim()
  if (!ALERT_SUBSCRIPTION_PATTERN.test(value)) return SUBSCRIPTION_MESSAGE
  if (taken.includes(value)) return UNIQUE_ITEMS_MESSAGE
  return undefined
}

export type ReceiverEditValues = { name: string; description: string; endpoint: string }

export const receiverEditSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  endpoint: endpointSchema,
})

export type ReceiverCreateValues = ReceiverEditValues & {
  secret: string
  subscriptions: string[]
  subscriptionDraft: string
}

export const receiverCreateSchema = receiverEditSchema.shape({
  secret: yup.string().trim().required('Enter a secret, or generate one'),
  subscriptions: yup.array(yup.string().required()).required(),
  // a draft left filled in is added on submit, and checked like an added one
  subscriptionDraft: yup.string().test('subscription', function check(value) {
    if (!value?.trim()) return true
    const taken = (this.parent as { subscriptions: string[] }).subscriptions
    const error = subscriptionError(value, taken)
    return error ? this.createError({ message: error }) : true
  }),
})

/** A new signing secret: 32 random bytes, as hex. */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

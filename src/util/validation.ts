// Form validation rules of spec §5 as yup schemas. Messages are the spec's where it gives them;
// the rest are written to tell the user what to change.

import * as yup from 'yup'
import { parseIp } from './ip'
import { MAX_DISK_SIZE_GIB, MIN_DISK_SIZE_GIB } from './limits'
import { nameError, requiredMessage } from './nameRules'
import { isSshPublicKey } from './sshKey'

export { nameError, requiredMessage } from './nameRules'

// ---- IP ------------------------------------------------------------------------------------

/** A single IPv4 or IPv6 address (spec §5). Surrounding whitespace is ignored. */
export const ipAddressSchema = (label: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage(label))
    .test('ip-address', function (value) {
      if (!value) return true // required() reports the empty case
      const ip = parseIp(value)
      return ip.type === 'error' ? this.createError({ message: ip.message }) : true
    })

// ---- lists ---------------------------------------------------------------------------------

/** spec §5 */
export const UNIQUE_ITEMS_MESSAGE = 'Items must be unique'

// Items are compared by value (JSON), so two `{ type: 'vpc', value: 'default' }` targets count as
// duplicates even though they are different objects.
const itemKey = (item: unknown) => JSON.stringify(item) ?? String(item)

export const hasDuplicates = (items: readonly unknown[]): boolean =>
  new Set(items.map(itemKey)).size !== items.length

// ---- port ranges ---------------------------------------------------------------------------

// The spec only says a bad range is invalid; the wording is ours, one reason per way to fail.
export const PORT_MESSAGES = {
  format: 'Not a valid port range',
  range: 'Port must be between 1 and 65535',
  order: 'The second port must not be less than the first',
} as const

/** TCP and UDP ports: 0 is no port a rule can match. */
const MIN_PORT = 1
const MAX_PORT = 65535

const PORT_RANGE = /^([0-9]{1,5})(?:-([0-9]{1,5}))?$/

/**
 * What is wrong with a port range (spec §5: trimmed, one number or two joined by a hyphen, each
 * 1–5 digits, the second not less than the first; and each a port, 1–65535), or undefined.
 */
export function portRangeError(text: string): string | undefined {
  const match = PORT_RANGE.exec(text.trim())
  if (!match) return PORT_MESSAGES.format
  const first = Number(match[1])
  const last = match[2] === undefined ? first : Number(match[2])
  if ([first, last].some((p) => p < MIN_PORT || p > MAX_PORT)) return PORT_MESSAGES.range
  return last < first ? PORT_MESSAGES.order : undefined
}

/** A valid port range (see `portRangeError`) as [first, last] (equal for one port), or undefined. */
export function parsePortRange(text: string): [number, number] | undefined {
  if (portRangeError(text)) return undefined
  const [first = '', last = first] = text.trim().split('-')
  return [Number(first), Number(last)]
}

// ---- names ---------------------------------------------------------------------------------

/**
 * Not trimmed: Formik submits the raw value, so a name with a stray space must fail here rather
 * than pass validation and be rejected by the API.
 */
export const nameSchema = (label = 'Name') =>
  yup
    .string()
    .required(requiredMessage(label))
    .test('name', function (value) {
      if (!value) return true
      const message = nameError(value)
      return message ? this.createError({ message }) : true
    })

// ---- free text -----------------------------------------------------------------------------

/**
 * Descriptions are free text; the API contract sets no length limit on them, so neither do we.
 * Optional: create bodies send '' when nothing was typed.
 */
export const descriptionSchema = yup.string()

// ---- SSH keys ------------------------------------------------------------------------------

const SSH_KEY_MESSAGES = {
  required: requiredMessage('Public key'),
  invalid: 'Not a valid SSH public key',
} as const

export const sshPublicKeySchema = yup
  .string()
  .trim()
  .required(SSH_KEY_MESSAGES.required)
  .test('ssh-public-key', SSH_KEY_MESSAGES.invalid, (value) => !value || isSshPublicKey(value))

// ---- disk sizes ----------------------------------------------------------------------------

/**
 * What a disk size field says, one wording for every form that asks for one (the spec gives
 * none); `label` is the field's own ('Size', 'Disk size').
 */
export const diskSizeMessages = (label = 'Size') =>
  ({
    required: requiredMessage(label),
    integer: `${label} must be a whole number of GiB`,
    range: `${label} must be between ${MIN_DISK_SIZE_GIB} and ${MAX_DISK_SIZE_GIB} GiB`,
    /** the disk must hold the whole snapshot or image it is made from */
    source: (source: 'snapshot' | 'image', gib: number) =>
      `${label} must be at least ${gib} GiB to hold the ${source}`,
  }) as const

/** Whole GiB for a new disk, within the API's limits. */
export const diskSizeSchema = (label = 'Size') => {
  const messages = diskSizeMessages(label)
  return (
    yup
      .number()
      // an empty number input is '' in formik: that is a missing size, not a NaN
      .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
      .typeError(messages.integer)
      .required(messages.required)
      .integer(messages.integer)
      .min(MIN_DISK_SIZE_GIB, messages.range)
      .max(MAX_DISK_SIZE_GIB, messages.range)
  )
}

// The rules a name and a required field follow (spec §5), without yup: a page that checks a
// name by hand (a project typed into a box) need not load the form library with it.

import { MAX_NAME_LENGTH } from './constants'

/** spec §5 */
export const requiredMessage = (label: string) => `${label} is required`

const NAME_MESSAGES = {
  start: 'Must start with a lower-case letter',
  characters: 'Can only contain lower-case letters, numbers, and dashes',
  end: 'Must end with a letter or number',
  length: `Must be ${MAX_NAME_LENGTH} characters or fewer`,
  uuid: 'Cannot be a UUID',
} as const

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/**
 * Every rule a name breaks, said at once ('Must start with a lower-case letter; can only contain
 * lower-case letters, numbers, and dashes'), or undefined if it is fine: one fix at a time would
 * take a submit per rule. Rules follow the API's `Name` type (starts with a letter,
 * letters/digits/dashes, no trailing dash, ≤ 63, not a UUID), restricted to lower case as the
 * console's messages promise.
 */
export function nameError(name: string): string | undefined {
  const broken = [
    !/^[a-z]/.test(name) && (NAME_MESSAGES.start as string),
    !/^[a-z0-9-]*$/.test(name) && NAME_MESSAGES.characters,
    name.endsWith('-') && NAME_MESSAGES.end,
    name.length > MAX_NAME_LENGTH && NAME_MESSAGES.length,
    UUID.test(name) && NAME_MESSAGES.uuid,
  ].filter((m) => typeof m === 'string')
  if (broken.length === 0) return undefined
  const [first = '', ...rest] = broken
  return [first, ...rest.map((m) => m[0]!.toLowerCase() + m.slice(1))].join('; ')
}

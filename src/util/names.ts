// Generated resource names (spec §5, §9): a base plus '-' and a random hex suffix, never longer
// than the API's name limit.

import { MAX_NAME_LENGTH, NAME_SUFFIX_LENGTH } from './constants'

/** `length` random lowercase hex characters from the platform's CSPRNG. */
export function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2))
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length)
}

/**
 * `generateName('my-disk')` → 'my-disk-3fa9c1'. The base is cut so the whole name is at most 63
 * characters; dashes left dangling at the cut are dropped so the result never has '--' before the
 * suffix. The base should itself start with a lower-case letter, or the result isn't a valid name.
 */
export function generateName(base: string): string {
  const maxBase = MAX_NAME_LENGTH - NAME_SUFFIX_LENGTH - 1 // 1 for the joining '-'
  const shortened = base.slice(0, maxBase).replace(/-+$/, '')
  return `${shortened}-${randomHex(NAME_SUFFIX_LENGTH)}`
}

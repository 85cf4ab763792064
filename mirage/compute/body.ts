import { invalidBody, MockHttpError } from '../util/errors'
import type { Body } from '../util/validate'

// Body readers the shared validators do not have (integers, booleans, nested objects), with the
// deserializer's wording, plus the API's "unsupported value" error for values that parse but
// are not acceptable.

export function optionalArray(body: Body, field: string): unknown[] | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) throw invalidBody(`${field}: invalid type, expected a sequence`)
  return value
}

/** The `type` tag of a tagged union, one of `variants`. */
export function variantOf<T extends string>(value: Body, where: string, variants: readonly T[]): T {
  const tag = value.type
  if (typeof tag === 'string' && (variants as readonly string[]).includes(tag)) return tag as T
  if (tag === undefined) throw invalidBody(`${where}: missing field \`type\``)
  const expected = variants.map((v) => `\`${v}\``).join(', ')
  throw invalidBody(`${where}: unknown variant \`${String(tag)}\`, expected one of ${expected}`)
}

/** A value that parsed but that the API does not accept ('unsupported value for "size": …'). */
export const invalidValue = (field: string, reason: string) =>
  new MockHttpError(400, 'InvalidValue', `unsupported value for "${field}": ${reason}`)

/** RFC 4648 §4 base64 (with padding), as the API requires for user data and bulk writes. */
export function decodeBase64(value: string): Uint8Array | null {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null
  try {
    const binary = atob(value)
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

export const GiB = 1024 ** 3

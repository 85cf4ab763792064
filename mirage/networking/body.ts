import { invalidBody, invalidQuery } from '../util/errors'
import { isUuid } from '../util/ids'
import type { Body } from '../util/validate'
import { checkName } from '../util/validate'

// Body fields shared by the networking handlers, on top of util/validate, with the deserializer's
// wording ('missing field', 'invalid type').

/** A NameOrId field: a UUID, or a valid Name. */
export function checkNameOrId(value: unknown, field: string): string {
  if (typeof value !== 'string') throw invalidBody(`${field}: invalid type, expected a string`)
  return isUuid(value) ? value : checkName(value, field)
}

export function optionalNameOrId(body: Body, field: string): string | undefined {
  const value = body[field]
  return value === undefined || value === null ? undefined : checkNameOrId(value, field)
}

/** `?cascade=true` on the gateway deletes. */
export function flag(value: string | undefined, field: string): boolean {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw invalidQuery(`${field}: expected a boolean`)
}

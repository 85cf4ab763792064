import type { Request } from 'miragejs'
import { invalidBody, MockHttpError } from './errors'
import { isUuid } from './ids'

// Request-body checks with the wording of the real API's deserializer ('missing field `name`'),
// so the console shows the same inline errors against the mock as against a rack.

export type Body = Record<string, unknown>

export function jsonBody(request: Request): Body {
  const text = request.requestBody
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch (e) {
    throw invalidBody(e instanceof Error ? e.message : 'invalid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidBody('expected a JSON object')
  }
  return parsed as Body
}

/** application/x-www-form-urlencoded bodies (the device-auth endpoints, per OAuth). */
export function formBody(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.requestBody ?? ''))
}

export function requireString(body: Body, field: string): string {
  const value = body[field]
  if (value === undefined || value === null) throw invalidBody(`missing field \`${field}\``)
  if (typeof value !== 'string') throw invalidBody(`${field}: invalid type, expected a string`)
  return value
}

/** Fields the contract marks nullable: absent or null both mean "leave as is". */
export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidBody(`${field}: invalid type, expected a string`)
  return value
}

/** 'quotas.cpus': where a nested field sits, for the deserializer's messages. */
const at = (path: string, field: string) => (path ? `${path}.${field}` : field)

export const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A nested JSON object at `where`, or 400. */
export function objectAt(value: unknown, where: string): Body {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${where}\``)
  if (!isObject(value)) throw invalidBody(`${where}: invalid type, expected an object`)
  return value
}

export const requireObject = (body: Body, field: string, path = ''): Body =>
  objectAt(body[field], at(path, field))

/** A string at `where` (nested fields), or 400. */
export function stringAt(value: unknown, where: string): string {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${where}\``)
  if (typeof value !== 'string') throw invalidBody(`${where}: invalid type, expected a string`)
  return value
}

/** A non-negative integer (ByteCount, CPU counts, offsets) at `where`, or 400. */
export function countAt(value: unknown, where: string): number {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${where}\``)
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidBody(`${where}: invalid value, expected a non-negative integer`)
  }
  return value
}

export const requireInteger = (body: Body, field: string, path = ''): number =>
  countAt(body[field], at(path, field))

export const optionalCount = (body: Body, field: string): number | undefined =>
  body[field] === undefined || body[field] === null ? undefined : countAt(body[field], field)

export function requireBoolean(body: Body, field: string): boolean {
  const value = body[field]
  if (value === undefined || value === null) throw invalidBody(`missing field \`${field}\``)
  if (typeof value !== 'boolean') throw invalidBody(`${field}: invalid type, expected a boolean`)
  return value
}

export const optionalBoolean = (body: Body, field: string, fallback: boolean): boolean =>
  body[field] === undefined || body[field] === null ? fallback : requireBoolean(body, field)

/** An optional Name (absent or null: leave as is). */
export function optionalName(body: Body, field = 'name'): string | undefined {
  const value = optionalString(body, field)
  return value === undefined ? undefined : checkName(value, field)
}

/** Why `value` is not a valid Name of the contract, or null when it is one. */
export function nameProblem(value: string): string | null {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  if (!/^[a-zA-Z0-9-]*$/.test(value)) {
    return 'name contains an invalid character (allowed: ASCII letters, digits and "-")'
  }
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (isUuid(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return null
}

export function requireName(body: Body, field = 'name'): string {
  return checkName(requireString(body, field), field)
}

export function checkName(value: string, field = 'name'): string {
  const problem = nameProblem(value)
  if (problem) throw invalidBody(`${field}: ${problem}`)
  return value
}

export function requireUuid(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isUuid(value)) {
    throw invalidBody(`${field}: expected a UUID`)
  }
  return value
}

export function requireOneOf<T extends string>(
  value: unknown,
  field: string,
  allowed: readonly T[],
): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  const expected = allowed.map((a) => `"${a}"`).join(', ')
  throw invalidBody(
    `${field}: unknown variant ${JSON.stringify(value)}, expected one of ${expected}`,
  )
}

/** Path parameters that must be a uuid (e.g. {group_id}): the server rejects anything else. */
export function uuidParam(value: string | undefined, name: string): string {
  if (value && isUuid(value)) return value
  throw new MockHttpError(
    400,
    'InvalidValue',
    `bad parameter in URL path: ${name}: expected a UUID`,
  )
}

/** Key types accepted for SSH keys; the blob and comment are not inspected further. */
const SSH_KEY_RE =
  /^(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp(256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/]+={0,2}( [^\r\n]*)?$/

export const isOpenSshPublicKey = (key: string): boolean => SSH_KEY_RE.test(key.trim())

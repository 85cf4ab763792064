import type { Request } from 'miragejs'
import { fleetRole, requireRole } from '../auth'
import type { MockContext } from '../context'
import type { SiloRecord, UserRecord } from '../models'
import { invalidBody, invalidQuery, invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'
import { byNameOrId } from '../util/lookup'
import { queryParam } from '../util/paging'
import type { Body } from '../util/validate'

// Shared by the fleet routes: the fleet-role gate of /v1/system/*, silo lookups, and the few body
// checks util/validate does not have (booleans, byte counts).

/** /v1/system/* reads need a fleet viewer, writes a fleet admin (403 otherwise). */
export const requireFleet = (ctx: MockContext, me: UserRecord, role: 'viewer' | 'admin') =>
  requireRole(fleetRole(ctx, me), role)

export const lookupSilo = (ctx: MockContext, key: string): SiloRecord =>
  byNameOrId(ctx.db.silos.all(), key, 'silo')

/** The required `?silo=` selector of the identity-provider and user endpoints. */
export function siloFromQuery(ctx: MockContext, request: Request): SiloRecord {
  const key = queryParam(request, 'silo')
  if (key === undefined) throw invalidQuery('missing field `silo`')
  return lookupSilo(ctx, key)
}

/**
 * A child of a silo given by name or id with an optional `?silo=` (SAML providers): an id must
 * come without the silo, a name with it, as for project-scoped resources.
 */
export function siloChildSelector(
  ctx: MockContext,
  request: Request,
  key: string,
  kind: string,
): SiloRecord | undefined {
  const siloKey = queryParam(request, 'silo')
  if (isUuid(key)) {
    if (siloKey !== undefined) {
      throw invalidRequest(`when providing ${kind} as an ID silo should not be specified`)
    }
    return undefined
  }
  if (siloKey === undefined) {
    throw invalidRequest(`${kind} should either be UUID or silo should be specified`)
  }
  return lookupSilo(ctx, siloKey)
}

export function requireBool(body: Body, field: string): boolean {
  const value = body[field]
  if (value === undefined || value === null) throw invalidBody(`missing field \`${field}\``)
  if (typeof value !== 'boolean') throw invalidBody(`${field}: invalid type, expected a boolean`)
  return value
}

/** A non-negative integer (ByteCount, cpu counts); `at` is the field's path for the message. */
export function countAt(value: unknown, at: string): number {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${at}\``)
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidBody(`${at}: invalid value: expected a non-negative integer`)
  }
  return value
}

export const optionalCount = (body: Body, field: string): number | undefined =>
  body[field] === undefined || body[field] === null ? undefined : countAt(body[field], field)

/** A nested JSON object field, or 400. */
export function objectAt(value: unknown, at: string): Body {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${at}\``)
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidBody(`${at}: invalid type, expected a map`)
  }
  return value as Body
}

export function stringAt(value: unknown, at: string): string {
  if (value === undefined || value === null) throw invalidBody(`missing field \`${at}\``)
  if (typeof value !== 'string') throw invalidBody(`${at}: invalid type, expected a string`)
  return value
}

import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { SiloRecord } from '../models'
import { invalidQuery, invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'
import { byNameOrId } from '../util/lookup'
import { queryParam } from '../util/paging'

// Shared by the fleet routes: silo lookups and the `?silo=` selector.

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

import type { Collection } from 'miragejs'
import type { MockContext } from '../context'
import { alreadyExists, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import type { M, ModelName } from './models'

// Finding a record by name or id, with the API's 404, and keeping names unique among siblings:
// written once for handlers, allocation and selectors.

export type Items<T> = readonly T[] | Collection<T>
export const arrayOf = <T>(items: Items<T>): readonly T[] =>
  'models' in items ? items.models : items

type Named = { id: string; name: string }

/** Path parameters like {project} take a name or an id (the contract's NameOrId); else 404. */
export function byNameOrId<T extends Named>(items: Items<T>, key: string, kind: string): T {
  const found = arrayOf(items).find((r) => (isUuid(key) ? r.id === key : r.name === key))
  if (!found) throw notFound(kind, key)
  return found
}

/** The `type` with this id (and `where`: its silo, its user), or the API's 404 for `kind`. */
export function byId<K extends ModelName>(
  ctx: MockContext,
  type: K,
  id: string,
  kind: string,
  where: object = {},
): M<K> {
  // eslint-disable-next-line no-restricted-syntax -- Mirage types findBy's query by the model's attrs; an id plus the caller's keys is not one of them
  const found = ctx.schema.findBy(type, { ...where, id } as never)
  if (!found) throw notFound(kind, id)
  return found as M<K>
}

/** Names are unique among their siblings; `exceptId` is the one being renamed. */
export function assertNameFree(items: Items<Named>, name: string, kind: string, exceptId?: string) {
  if (arrayOf(items).some((r) => r.name === name && r.id !== exceptId))
    throw alreadyExists(kind, name)
}

/**
 * An update's identity part (IdentityMetadataUpdateParams) with `more` written to the record: a
 * new name, free among `siblings`, and description, each kept when absent or null; the time.
 */
export function updateIdentity<T extends Named & { description: string; update(a: object): void }>(
  record: T,
  body: { name?: string | null; description?: string | null },
  siblings: Items<Named>,
  kind: string,
  more: object = {},
): T {
  if (body.name) assertNameFree(siblings, body.name, kind, record.id)
  record.update({
    name: body.name ?? record.name,
    description: body.description ?? record.description,
    timeModified: new Date().toISOString(),
    ...more,
  })
  return record
}

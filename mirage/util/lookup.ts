import { alreadyExists, notFound } from './errors'
import { optionalName, optionalString, type Body } from './validate'
import { isUuid } from './ids'

// Path parameters like {project} and {ssh_key} accept a name or an id (the contract's NameOrId).

type Named = { id: string; name: string }

export function byNameOrId<T extends Named>(records: readonly T[], key: string, kind: string): T {
  const found = isUuid(key)
    ? records.find((r) => r.id === key)
    : records.find((r) => r.name === key)
  if (!found) throw notFound(kind, key)
  return found
}

/** Names are unique within their parent collection; `exceptId` is the record being renamed. */
export function assertNameFree(
  records: readonly Named[],
  name: string,
  kind: string,
  exceptId?: string,
): void {
  if (records.some((r) => r.name === name && r.id !== exceptId)) throw alreadyExists(kind, name)
}

export const now = () => new Date().toISOString()

/**
 * The identity part of an update body (the contract's IdentityMetadataUpdateParams): a new name
 * (checked, and free among `siblings`) and description, each kept as it was when absent or null.
 */
export function identityUpdate(
  body: Body,
  record: Named & { description: string },
  siblings: readonly Named[],
  kind: string,
): { name: string; description: string; time_modified: string } {
  const name = optionalName(body)
  if (name !== undefined) assertNameFree(siblings, name, kind, record.id)
  return {
    name: name ?? record.name,
    description: optionalString(body, 'description') ?? record.description,
    time_modified: now(),
  }
}

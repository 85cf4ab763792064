import { alreadyExists, notFound } from './errors'
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

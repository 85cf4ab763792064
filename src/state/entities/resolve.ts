import { PARENT, type EntityKind } from './kinds'
import { field, untyped, type EntityTables } from './tables'

// Names can never be UUIDs (spec §5), so a UUID-shaped reference is an id even when the entity
// is not loaded; removing it then still records that the id is gone.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Params = Partial<Record<string, unknown>>

/**
 * The id a request means by `ref` (a name or an id) for an entity of `kind`, or undefined when the
 * loaded entities cannot tell. A name is looked up under its parent, itself named by the request's
 * query (`project`, `vpc`, `router`) and resolved the same way; with no parent named, only
 * parentless entities match (an image without a project is a silo image). Without a parent kind
 * (projects, silos, pools, SSH keys of the signed-in user) a name must match exactly one entity.
 */
export function resolveId(
  tables: EntityTables,
  kind: EntityKind,
  ref: unknown,
  query: Params,
): string | undefined {
  if (typeof ref !== 'string') return undefined
  const table = untyped(tables, kind)
  if (ref in table.entities || UUID.test(ref)) return ref

  const named = Object.values(table.entities).filter((e) => e && field(e, 'name') === ref)
  const parent = PARENT[kind]
  if (!parent) return named.length === 1 ? named[0]?.id : undefined

  const parentRef = query[parent.param]
  if (parentRef === undefined || parentRef === null) {
    return named.find((e) => e && field(e, parent.field) == null)?.id
  }
  const parentId = resolveId(tables, parent.kind, parentRef, query)
  if (parentId === undefined) return undefined
  return named.find((e) => e && field(e, parent.field) === parentId)?.id
}

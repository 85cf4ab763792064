import { useMemo, useRef } from 'react'
import { useSelector } from 'react-redux'
import type { EntityKind, EntityTypes } from './kinds'
import { sameValue } from './same'
import { selectById, selectTable, type EntitiesRoot } from './selectors'

/** The current entity, however it was last fetched or changed; undefined until one is seen. */
export function useEntity<K extends EntityKind>(
  kind: K,
  id: string | undefined,
): EntityTypes[K] | undefined {
  return useSelector((state: EntitiesRoot) =>
    id === undefined ? undefined : selectById(state, kind, id),
  )
}

/**
 * A list page's rows as the entities are now: RTK Query still pages the list, but a row renamed,
 * restarted or deleted through any other response shows it at once, without a refetch. The row's
 * own fields stay under the entity's (a SiloIpPool row keeps isDefault); rows of entities deleted
 * since are left out; a row whose entity is unknown is shown as fetched.
 */
export function useLiveRows<K extends EntityKind, R extends EntityTypes[K]>(
  kind: K,
  rows: R[] | undefined,
): R[] | undefined {
  const table = useSelector((state: EntitiesRoot) => selectTable(state, kind))
  const last = useRef<R[] | undefined>(undefined)
  return useMemo(() => {
    if (!rows) return rows
    const live = rows.flatMap((row): R[] => {
      const entity: EntityTypes[K] | undefined = table.entities[row.id]
      if (entity === undefined) return row.id in table.asOf ? [] : [row]
      // the same object when the list itself wrote the entity: keep the row's identity
      return [entity === row ? row : { ...row, ...entity }]
    })
    // A poll answers with new objects even when nothing changed (its dates are new Date
    // objects); the rows on screen stay the same ones then, so the table does not re-render,
    // re-measure its columns and move an open row menu every second.
    const previous = last.current
    if (previous && sameValue(previous, live)) return previous
    last.current = live
    return live
  }, [rows, table])
}

/**
 * Every entity of a kind the store has seen and not seen deleted, from any list or view: what
 * the console already knows, at once, before any request (jump-to's first results).
 */
export function useKnownEntities<K extends EntityKind>(kind: K): EntityTypes[K][] {
  const table = useSelector((state: EntitiesRoot) => selectTable(state, kind))
  return useMemo(
    () => Object.values(table.entities).filter((e): e is EntityTypes[K] => e !== undefined),
    [table],
  )
}

/** What the store holds of an entity by its id: its name, and its project's for a project's. */
export type KnownName = { name: string; project?: string }

const sameNames = (a: ReadonlyMap<string, KnownName>, b: ReadonlyMap<string, KnownName>) =>
  a.size === b.size &&
  [...a].every(([id, n]) => {
    const m = b.get(id)
    return m?.name === n.name && m.project === n.project
  })

/**
 * The names the store holds for these entities, by id (those it does not hold are left out). The
 * same map while the names stay the same: what is built from it is built again only when a name
 * comes, goes or changes, not on every answer that touches the entities.
 */
export function useKnownNames(
  refs: readonly { kind: EntityKind; id: string }[],
): ReadonlyMap<string, KnownName> {
  return useSelector((state: EntitiesRoot) => {
    const names = new Map<string, KnownName>()
    for (const { kind, id } of refs) {
      const entity = selectById(state, kind, id)
      if (!entity || !('name' in entity)) continue
      const projectId = 'projectId' in entity ? entity.projectId : undefined
      const project = projectId ? selectById(state, 'projects', projectId)?.name : undefined
      names.set(id, project ? { name: entity.name, project } : { name: entity.name })
    }
    return names
  }, sameNames)
}

import { weakMapMemoize } from '@reduxjs/toolkit'
import type { EntityKind, EntityTypes, NamedKind, ProjectKind, VpcKind } from './kinds'
import { field, type EntitiesState, type EntityTables, type Table } from './tables'

/** Any store with the entities reducer (the app's and the test stores). */
export interface EntitiesRoot {
  entities: EntitiesState
}

export const selectTable = <K extends EntityKind>(state: EntitiesRoot, kind: K): EntityTables[K] =>
  state.entities.tables[kind]

export const selectById = <K extends EntityKind>(
  state: EntitiesRoot,
  kind: K,
  id: string,
): EntityTypes[K] | undefined => selectTable(state, kind).entities[id]

/** Whether the entity was removed (deleted) since it was last seen. */
export const selectIsRemoved = (state: EntitiesRoot, kind: EntityKind, id: string): boolean => {
  const table: Table<object> = selectTable(state, kind)
  return !(id in table.entities) && id in table.asOf
}

/** Where a name is unique: under its project, VPC or router (unset for top-level kinds). */
export type NameScope = { projectId?: string | null; vpcId?: string; vpcRouterId?: string }

export const selectByName = <K extends NamedKind>(
  state: EntitiesRoot,
  kind: K,
  name: string,
  scope: NameScope = {},
): EntityTypes[K] | undefined =>
  Object.values(selectTable(state, kind).entities).find(
    (e) =>
      e !== undefined &&
      e.name === name &&
      Object.entries(scope).every(([key, value]) => field(e, key) === value),
  )

// Memoized on the table object and the parent id: the same array until that kind changes, so
// components selecting it re-render only when it does.
const children = weakMapMemoize(
  <T extends object>(table: Table<T>, parentField: string, parentId: string): T[] =>
    table.ids.flatMap((id) => {
      const e = table.entities[id]
      return e !== undefined && field(e, parentField) === parentId ? [e] : []
    }),
)

export const selectByProject = <K extends ProjectKind>(
  state: EntitiesRoot,
  kind: K,
  projectId: string,
): EntityTypes[K][] => children(selectTable(state, kind), 'projectId', projectId)

export const selectByVpc = <K extends VpcKind>(
  state: EntitiesRoot,
  kind: K,
  vpcId: string,
): EntityTypes[K][] => children(selectTable(state, kind), 'vpcId', vpcId)

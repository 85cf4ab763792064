import type { EntityKind, EntityTypes } from './kinds'
import type { EntitiesState, EntityTables } from './tables'

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

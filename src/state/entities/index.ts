// Normalized entities: one table per resource kind, written from every API response that carries
// one (see ./slice), read by id (a detail header) or over a list page's rows.
export { entitiesReducer } from './slice'

export { useEntity, useKnownEntities, useKnownNames, useLiveRows, type KnownName } from './hooks'
export type { EntityKind, EntityTypes } from './kinds'

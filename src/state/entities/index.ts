// Normalized entities: one table per resource kind, written from every API response that carries
// one (see ./slice), read by id, name, project, VPC or router, or over a list page's rows.
export { entitiesReducer } from './slice'
export { optimisticEntities } from './optimistic'

export { useEntity, useLiveRows } from './hooks'
export type { EntityKind, EntityTypes } from './kinds'

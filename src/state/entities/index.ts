// Normalized entities: one table per resource kind, written from every API response that carries
// one (see ./slice), read by id, name, project, VPC or router, or over a list page's rows.
export { entitiesReducer } from './slice'
export { optimisticEntities } from './optimistic'
export type { EntityKind, EntityTypes, NamedKind, ProjectKind, RouterKind, VpcKind } from './kinds'
export type { EntitiesState } from './tables'
export {
  selectById,
  selectByName,
  selectByProject,
  selectByRouter,
  selectByVpc,
  selectIsRemoved,
  selectTable,
  type EntitiesRoot,
  type NameScope,
} from './selectors'
export { useEntitiesByProject, useEntity, useLiveRows } from './hooks'

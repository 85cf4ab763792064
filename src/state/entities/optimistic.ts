import { createAction, type Middleware } from '@reduxjs/toolkit'
import { api } from '~/api/api'

/** A cached query's data after an optimistic patch (or its undo), for the tables to follow. */
export const queryDataPatched = createAction<{ endpointName: string; data: unknown }>(
  'entities/queryDataPatched',
)

// RTK offers no public matcher for a cache patch; its action creator's own matcher at least fails
// the typecheck, rather than matching nothing, if a new RTK renames it.
const isPatched = api.internalActions.queryResultPatched.match

type ApiRoot = { [api.reducerPath]: ReturnType<typeof api.reducer> }

/**
 * An optimistic update (updateQueryData) changes one cached query with patches the entities slice
 * cannot read without the data they apply to; once the api reducer has applied them, this passes
 * the patched data on, so every view shows the optimistic value, and the undo when it fails.
 */
export const optimisticEntities: Middleware<object, ApiRoot> = (store) => (next) => (action) => {
  const result = next(action)
  if (isPatched(action)) {
    const entry = store.getState()[api.reducerPath].queries[action.payload.queryCacheKey]
    if (entry?.data !== undefined) {
      store.dispatch(queryDataPatched({ endpointName: entry.endpointName, data: entry.data }))
    }
  }
  return result
}

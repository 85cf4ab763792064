import { createSlice } from '@reduxjs/toolkit'
import { api } from '~/api/api'
import { isApiFulfilled, isApiPending } from './actions'
import { DROPPED, KIND_OF_RESPONSE, type CarryingResponse } from './kinds'
import { resolveId } from './resolve'
import { sameValue } from './same'
import { CARRIED, REMOVED, routeOf } from './routes'
import {
  applyDiskFailed,
  applyDiskRequested,
  applyInstanceFailed,
  applyInstanceRequested,
} from './transitions'
import {
  diskActionFailed,
  diskActionRequested,
  instanceActionFailed,
  instanceActionRequested,
} from '../machines/actions'
import { adapter, emptyEntities, untyped, type EntityTables, type Identified } from './tables'

type Fields = Partial<Record<string, unknown>>
const isFields = (x: unknown): x is Fields => typeof x === 'object' && x !== null
const isIdentified = (x: unknown): x is Identified & Fields =>
  isFields(x) && typeof x.id === 'string'

function withoutFields(item: Identified & Fields, dropped: readonly string[]): Identified {
  const kept = Object.entries(item).filter(([key]) => !dropped.includes(key))
  return { ...Object.fromEntries(kept), id: item.id }
}

/**
 * Writes what a response carries. Entities are replaced, not merged: every carrying response holds
 * the whole resource, and a field it leaves out (an optional one now unset) must not keep its old
 * value. A query's entity is skipped when newer news of it is already in (see Table.asOf).
 */
function write(
  tables: EntityTables,
  response: CarryingResponse,
  payload: unknown,
  stamp: number,
  fromMutation: boolean,
) {
  const page = response.endsWith('ResultsPage')
  const single = page ? response.slice(0, -'ResultsPage'.length) : response
  const kind = routeOf(KIND_OF_RESPONSE, single)
  if (!kind) return
  const list: unknown[] = page
    ? isFields(payload) && Array.isArray(payload.items)
      ? payload.items
      : []
    : [payload]
  const dropped = routeOf(DROPPED, single) ?? []
  const table = untyped(tables, kind)
  const fresh = list
    .filter(isIdentified)
    .filter((item) => fromMutation || (table.asOf[item.id] ?? -Infinity) < stamp)
    .map((item) => (dropped.length ? withoutFields(item, dropped) : item))
    // What the store already holds is left alone, its date too: a poll that brings nothing new
    // (the list of an in-progress resource, every second) then changes no table and re-renders
    // nothing. Older news of it can only differ if it changed and changed back meanwhile.
    .filter((item) => !sameValue(table.entities[item.id], item))
  adapter.setMany(table, fresh)
  for (const { id } of fresh) table.asOf[id] = stamp
}

/** Removes the entity a fulfilled DELETE named by its path param (and query, for a name). */
function remove(tables: EntityTables, endpointName: string, originalArgs: unknown, stamp: number) {
  const route = routeOf(REMOVED, endpointName)
  if (!route) return
  const kind = KIND_OF_RESPONSE[route.response]
  const args = isFields(originalArgs) ? originalArgs : {}
  const path = isFields(args.path) ? args.path : {}
  const query = isFields(args.query) ? args.query : {}
  const id = resolveId(tables, kind, path[route.param], query)
  if (id === undefined) return
  const table = untyped(tables, kind)
  adapter.removeOne(table, id)
  table.asOf[id] = stamp
}

const entitiesSlice = createSlice({
  name: 'entities',
  initialState: emptyEntities,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // signing out resets the api cache (spec §2: nothing of the last user stays); so here
      .addCase(api.util.resetApiState, () => emptyEntities())
      // spec §4, enforced where the entities live (./transitions)
      .addCase(instanceActionRequested, applyInstanceRequested)
      .addCase(diskActionRequested, applyDiskRequested)
      .addCase(instanceActionFailed, applyInstanceFailed)
      .addCase(diskActionFailed, applyDiskFailed)
      .addMatcher(isApiPending, (state, action) => {
        state.lastSeq = Math.max(state.lastSeq, action.meta.seq)
      })
      .addMatcher(isApiFulfilled, (state, action) => {
        const { type, endpointName, originalArgs } = action.meta.arg
        const fromMutation = type === 'mutation'
        // A mutation's result is newer than anything a request started before it ended can say.
        const stamp = fromMutation ? Math.max(state.lastSeq, action.meta.seq) : action.meta.seq
        const carried = routeOf(CARRIED, endpointName)
        if (carried) write(state.tables, carried, action.payload, stamp, fromMutation)
        remove(state.tables, endpointName, originalArgs, stamp)
      })
  },
})

export const entitiesReducer = entitiesSlice.reducer

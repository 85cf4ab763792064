import type { UnknownAction } from '@reduxjs/toolkit'
import { api } from '~/api/api'

/** What the slice reads from RTK Query's thunk actions (RTK 2 puts `seq` in their meta). */
export interface ApiThunkAction extends UnknownAction {
  payload: unknown
  meta: {
    seq: number
    arg: { type: string; endpointName: string; originalArgs: unknown }
  }
}

// RTK Query exposes no generic matcher over all endpoints, and endpoint slices are injected
// later, so the thunks' action types are matched (they are fixed by the reducerPath).
const thunkTypes = (phase: string) =>
  new Set([
    `${api.reducerPath}/executeQuery/${phase}`,
    `${api.reducerPath}/executeMutation/${phase}`,
  ])
const PENDING = thunkTypes('pending')
const FULFILLED = thunkTypes('fulfilled')

export const isApiPending = (action: UnknownAction): action is ApiThunkAction =>
  PENDING.has(action.type)

export const isApiFulfilled = (action: UnknownAction): action is ApiThunkAction =>
  FULFILLED.has(action.type)

import { isFulfilled, isPending, type UnknownAction } from '@reduxjs/toolkit'
import { api } from '~/api/api'

/** What the slice reads from RTK Query's thunk actions (RTK 2 puts `seq` in their meta). */
export interface ApiThunkAction extends UnknownAction {
  payload: unknown
  meta: {
    seq: number
    arg: { type: string; endpointName: string; originalArgs: unknown }
  }
}

type Match = (action: unknown) => boolean
type EndpointMatchers = { matchPending: Match; matchFulfilled: Match }

/**
 * The endpoint an async-thunk action names. Endpoint slices are injected later (one per area
 * chunk), so there is no fixed list of matchers to combine: each action is checked with the
 * public matcher of the endpoint it names, looked up when it arrives.
 */
function endpointOf(action: unknown): EndpointMatchers | undefined {
  const name = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName
  if (typeof name !== 'string') return undefined
  return (api.endpoints as Partial<Record<string, EndpointMatchers>>)[name]
}

export const isApiPending = (action: unknown): action is ApiThunkAction =>
  isPending(action) && Boolean(endpointOf(action)?.matchPending(action))

export const isApiFulfilled = (action: unknown): action is ApiThunkAction =>
  isFulfilled(action) && Boolean(endpointOf(action)?.matchFulfilled(action))

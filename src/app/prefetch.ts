import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { ApiError } from '~/api/errors'
import { preloadDataTable } from '~/components'
import { store } from './store'

/** A query endpoint of an injected api slice, e.g. `projectsApi.endpoints.projectView`. */
export type Initiatable<Arg, Result> = {
  initiate: (
    arg: Arg,
    opts?: { subscribe?: boolean; forceRefetch?: boolean | number },
  ) => ThunkAction<{ unwrap: () => Promise<Result> }, unknown, unknown, UnknownAction>
}

/**
 * Route loaders call this so a page's data is in the cache before it renders and a 404 reaches
 * the route's error element (spec §7). Components read the same data with the hooks afterwards.
 */
export async function prefetch<Arg, Result>(
  endpoint: Initiatable<Arg, Result>,
  arg: Arg,
): Promise<Result> {
  return store.dispatch(endpoint.initiate(arg, { subscribe: false })).unwrap()
}

/**
 * For list routes: prefetch the list's first page and, at the same time, the table's grid chunk,
 * so neither waits for the other before the page renders.
 */
export function prefetchList<Arg, Result>(
  endpoint: Initiatable<Arg, Result>,
  arg: Arg,
): Promise<Result> {
  preloadDataTable()
  return prefetch(endpoint, arg)
}

export const isApiStatus = (e: unknown, status: number) =>
  typeof e === 'object' && e !== null && (e as Partial<ApiError>).statusCode === status

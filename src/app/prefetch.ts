import type { LoaderFunctionArgs, Params } from 'react-router-dom'
import type { ApiError } from '~/api/errors'
import { PAGE_SIZE } from '~/api/paging'
import { preloadDataTable } from '~/components'
import { store } from './store'

type Initiatable<Arg, Result> = {
  initiate: (arg: Arg, opts?: { subscribe?: boolean; forceRefetch?: boolean | number }) => unknown
  select: (arg: Arg) => unknown
  // Result is only used for typing the return
  Types?: { ResultType: Result }
}

/**
 * Route loaders call this so a page's data is in the cache before it renders and a 404 reaches
 * the route's error element (spec §7). Components read the same data with the hooks afterwards.
 */
export async function prefetch<Arg, Result>(
  endpoint: Initiatable<Arg, Result>,
  arg: Arg,
): Promise<Result> {
  const sub = store.dispatch(endpoint.initiate(arg, { subscribe: false }) as never) as unknown as {
    unwrap: () => Promise<Result>
  }
  return sub.unwrap()
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

/**
 * A list route's loader: the list's first page, asked for with the query its page sends (taken
 * from the route's params), so the page renders from the cache.
 */
export function listLoader<Q extends { limit?: number | null }, Result>(
  endpoint: Initiatable<{ query: Q }, Result>,
  query: (params: Params) => Omit<Q, 'limit'> = () => ({}) as Omit<Q, 'limit'>,
) {
  return async ({ params }: LoaderFunctionArgs) => {
    await prefetchList(endpoint, { query: { ...query(params), limit: PAGE_SIZE } as Q })
    return null
  }
}

export const isApiStatus = (e: unknown, status: number) =>
  typeof e === 'object' && e !== null && (e as Partial<ApiError>).statusCode === status

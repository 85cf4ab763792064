import type { LoaderFunctionArgs, Params } from 'react-router-dom'
import type { ApiError } from '~/api/errors'
import { loaderListQuery, preloadDataTable, type ListShape } from '~/components'
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

type PageQuery = { limit?: number | null; pageToken?: string | null }

/**
 * A list route's loader: the page of the list the URL names (or the whole list, for one held
 * whole), asked for with the query its page sends (from the route's params and the list's place
 * in the URL), so the page renders from the cache. `shape` is the ListPage's `whole` and
 * `sortsByName`. A page token the API refuses is the page's to explain, not an error page.
 */
export function listLoader<Q extends PageQuery, Result>(
  endpoint: Initiatable<{ query: Q }, Result>,
  query: (params: Params) => Omit<Q, 'limit' | 'pageToken'> = () =>
    ({}) as Omit<Q, 'limit' | 'pageToken'>,
  shape: ListShape = {},
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const listQuery = loaderListQuery<Q>(query(params), request.url, shape)
    try {
      await prefetchList(endpoint, { query: listQuery })
    } catch (e) {
      if (listQuery.pageToken && isApiStatus(e, 400)) return null
      throw e
    }
    return null
  }
}

export const isApiStatus = (e: unknown, status: number) =>
  typeof e === 'object' && e !== null && (e as Partial<ApiError>).statusCode === status

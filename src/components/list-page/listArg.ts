import { ALL_PAGES_LIMIT, PAGE_SIZE } from '~/api/paging'
import { parseListUrl, sortByOf, type ListUrlState } from './listUrl'

// The argument a list page's query is sent with, from the list's place in the URL. The route
// loader and the page build it the same way, so the loader's prefetch is the page's cache entry.

type PageQuery = { limit?: number | null; pageToken?: string | null }

export type ListShape = {
  /** held whole: up to ALL_PAGES_LIMIT items in one answer, filtered and sorted in the browser */
  whole?: boolean
  /** the API sorts it by name (sort_by name_ascending / name_descending) */
  sortsByName?: boolean
}

/** The query of a page of the list: the whole list, or the URL's page in the URL's order. */
export function listQuery<Q extends PageQuery>(
  query: Omit<Q, 'limit' | 'pageToken'>,
  url: ListUrlState,
  { whole = false, sortsByName = false }: ListShape,
  /** a list held whole turned out longer than a page can hold: it is paged after all */
  overflowed = false,
): Q {
  if (whole && !overflowed) return { ...query, limit: ALL_PAGES_LIMIT } as Q
  const sortBy = sortsByName ? sortByOf(url.sort) : undefined
  return {
    ...query,
    limit: PAGE_SIZE,
    ...(url.tokens.length > 0 && { pageToken: url.tokens.at(-1) }),
    ...(sortBy && { sortBy }),
  } as Q
}

/** `{ query }`, or `{ path, query }` for a list under its parent: the cache key is the argument. */
export const listArg = <P, Q>(path: P | undefined, query: Q) =>
  (path === undefined ? { query } : { path, query }) as { path: P; query: Q }

/** The list's query for a route loader, from the URL it is loading. */
export const loaderListQuery = <Q extends PageQuery>(
  query: Omit<Q, 'limit' | 'pageToken'>,
  requestUrl: string,
  shape: ListShape,
): Q => listQuery<Q>(query, parseListUrl(new URL(requestUrl).searchParams), shape)

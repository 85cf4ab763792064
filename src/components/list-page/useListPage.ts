import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAGE_SIZE, tablePaging, usePagination, type Page } from '~/api/paging'
import { useLiveRows, type EntityKind, type EntityTypes } from '~/state/entities'
import type { DataTablePagination } from '../table/DataTable'

/** The search parameter naming the row a create just made: `?highlight=<name>`. */
const HIGHLIGHT_PARAM = 'highlight'

/** Where a create lands to see what it made: the list, showing and marking the new row. */
export const listHighlighting = (pathname: string, name: string) => ({
  pathname,
  search: `?${new URLSearchParams({ [HIGHLIGHT_PARAM]: name })}`,
})

type PageQuery = { limit?: number | null; pageToken?: string | null }

type ListQueryResult<Row> = {
  data?: Page<Row>
  /** the answer for the page asked for now; undefined while another page's answer is shown */
  currentData?: Page<Row>
  error?: unknown
  isFetching: boolean
  /** when the answer on screen arrived (ms since the epoch) */
  fulfilledTimeStamp?: number
  refetch: () => PromiseLike<unknown> | unknown
}

/**
 * A list endpoint of an api slice, e.g. `projectsApi.endpoints.projectList`: the page it answers
 * and its query hook, which the shell calls once. `P` is the path of a list addressed under its
 * parent (a pool's ranges: `{ pool }`); lists without one take no path.
 */
export type ListQueryEndpoint<Q extends PageQuery, Row, P = undefined> = {
  useQuery: (
    arg: { path: P; query: Q },
    options: { pollingInterval: number },
  ) => ListQueryResult<Row>
}

export type ListPageQuery<Q extends PageQuery, Row, K extends EntityKind, P = undefined> = {
  endpoint: ListQueryEndpoint<Q, Row, P>
  /** The list call's path parameters, for a list under its parent (a pool's ranges). */
  path?: P
  /** The list call's query without paging, e.g. `{ project }` from the route's params. */
  query: Omit<Q, 'limit' | 'pageToken'>
  /**
   * The entity kind the rows are, so a change seen in any response shows in the row at once.
   * Rows the store does not keep (a pool's ranges) have none and show as fetched.
   */
  kind?: K
  /** How often to ask again for rows like these: e.g. every second while one is in progress. */
  poll?: (rows: readonly Row[] | undefined) => number
}

/** The most pages walked looking for a highlighted row (1,000 rows at 25 a page). */
const MAX_HIGHLIGHT_PAGES = 40

export type ListPageState<Row> = {
  rows: Row[] | undefined
  loading: boolean
  /** the list could not be fetched and nothing was fetched before */
  error: unknown
  retry: () => void
  /** when the rows on screen were fetched */
  updatedAt: number | undefined
  /** fetches the page on screen again; settles when the answer is in */
  refresh: () => Promise<unknown>
  pagination: DataTablePagination
  /** the name of the row a create just made, when the URL says so */
  highlight: string | null
}

/**
 * One subscription to a paged list: live rows through the entity store, token paging, polling
 * while `poll` asks for it (the interval follows the rows it fetched, on the same subscription),
 * and `?highlight=` paging forward until the named row is on screen. Lists are in name order,
 * so the walk ends at the first page holding it, or at the last page.
 */
export function useListPage<
  Q extends PageQuery,
  Row extends { id: string; name?: string },
  K extends EntityKind,
  P = undefined,
>({ endpoint, path, query, kind, poll }: ListPageQuery<Q, Row, K, P>): ListPageState<Row> {
  const pagination = usePagination()
  const [interval, setPollInterval] = useState(0)
  const pageQuery = { ...query, limit: PAGE_SIZE, pageToken: pagination.pageToken } as Q
  // a list with no path sends none (the cache key is the argument as sent)
  const arg = (path === undefined ? { query: pageQuery } : { path, query: pageQuery }) as {
    path: P
    query: Q
  }
  const { data, currentData, error, isFetching, fulfilledTimeStamp, refetch } = endpoint.useQuery(
    arg,
    { pollingInterval: interval },
  )
  // a rename, state change or delete through any other response shows here without a refetch;
  // rows of no kind are shown as fetched (the hook runs either way: hooks may not be skipped)
  const items = data?.items as (Row & EntityTypes[K])[] | undefined
  const live = useLiveRows(kind ?? ('projects' as K), kind ? items : undefined)
  const rows: Row[] | undefined = kind ? live : items
  // set during render so the next poll is planned from these rows (React re-renders at once)
  const nextInterval = poll ? poll(rows) : 0
  if (nextInterval !== interval) setPollInterval(nextInterval)

  const [params] = useSearchParams()
  const highlight = params.get(HIGHLIGHT_PARAM)
  const walk = useRef({ for: null as string | null, done: false, pages: 0 })
  const { goToNext, reset, pageIndex } = pagination
  useEffect(() => {
    if (!highlight) return
    // the forms open over the list, so it stays mounted: each new highlight walks from page 1
    if (walk.current.for !== highlight) {
      walk.current = { for: highlight, done: false, pages: 0 }
      if (pageIndex > 0) return reset()
    }
    // a create's refetch may still be on its way: judge the page by its fresh answer
    if (walk.current.done || !currentData || isFetching) return
    const found = currentData.items.some((row) => row.name === highlight)
    if (found || !currentData.nextPage || walk.current.pages >= MAX_HIGHLIGHT_PAGES) {
      // from here on the pager is the user's
      walk.current.done = true
      return
    }
    walk.current.pages += 1
    goToNext(currentData.nextPage)
  }, [highlight, currentData, isFetching, pageIndex, goToNext, reset])

  return {
    rows,
    loading: isFetching && !data,
    error: data ? undefined : error,
    retry: () => void refetch(),
    updatedAt: fulfilledTimeStamp,
    refresh: async () => {
      await refetch()
    },
    pagination: tablePaging(pagination, data),
    highlight,
  }
}

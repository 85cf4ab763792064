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
 * and its query hook, which the shell calls once.
 */
export type ListQueryEndpoint<Q extends PageQuery, Row> = {
  useQuery: (arg: { query: Q }, options: { pollingInterval: number }) => ListQueryResult<Row>
}

export type ListPageQuery<Q extends PageQuery, Row, K extends EntityKind> = {
  endpoint: ListQueryEndpoint<Q, Row>
  /** The list call's query without paging, e.g. `{ project }` from the route's params. */
  query: Omit<Q, 'limit' | 'pageToken'>
  /** The entity kind the rows are, so a change seen in any response shows in the row at once. */
  kind: K
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
  Row extends { id: string; name: string },
  K extends EntityKind,
>({ endpoint, query, kind, poll }: ListPageQuery<Q, Row, K>): ListPageState<Row> {
  const pagination = usePagination()
  const [interval, setPollInterval] = useState(0)
  const arg = { query: { ...query, limit: PAGE_SIZE, pageToken: pagination.pageToken } as Q }
  const { data, currentData, error, isFetching, fulfilledTimeStamp, refetch } = endpoint.useQuery(
    arg,
    {
      pollingInterval: interval,
    },
  )
  // a rename, state change or delete through any other response shows here without a refetch
  const rows = useLiveRows(kind, data?.items as (Row & EntityTypes[K])[] | undefined)
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

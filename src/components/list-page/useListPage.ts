import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useDispatch } from 'react-redux'
import type { Params } from 'react-router-dom'
import { awaitAnswer } from '~/api/awaitedAnswers'
import { usePollInterval } from '~/api/usePollInterval'
import { isApiError } from '~/api/errors'
import type { Page } from '~/api/paging'
import { useLiveRows, type EntityKind, type EntityTypes } from '~/state/entities'
import type { DataTableColumn } from '../table/column'
import { listArg, listQuery, type ListShape } from './listArg'
import { HIGHLIGHT_PARAM } from './listUrl'
import type { ListUrl } from './useListUrl'
import { useListView, type ListView } from './useListView'
import type { StateOf } from './wholeList'

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
  /** the request on its way (or last sent) */
  requestId?: string
  /** when the answer on screen arrived (ms since the epoch) */
  fulfilledTimeStamp?: number
  refetch: () => PromiseLike<unknown> | unknown
}

/**
 * A list endpoint of an api slice, e.g. `projectsApi.endpoints.projectList`: the page it answers
 * and its query hook, which the shell calls. `P` is the path of a list addressed under its
 * parent (a pool's ranges: `{ pool }`); lists without one take no path.
 */
export type ListQueryEndpoint<Q extends PageQuery, Row, P = undefined> = {
  useQuery: (
    arg: { path: P; query: Q },
    options: { pollingInterval: number; skip?: boolean },
  ) => ListQueryResult<Row>
  /** Asks for a page without subscribing (an RTK endpoint's): see `moveAndAsk`. */
  initiate?: (
    arg: { path: P; query: Q },
    options: { subscribe: false },
  ) => ThunkAction<unknown, unknown, unknown, UnknownAction>
}

/**
 * A list as its route defines it once (`defineList`): the endpoint, the call's query and path
 * from the route's params, and its shape. The route's loader and the page both read it, so the
 * page asks for exactly what the loader put in the cache.
 */
export type ListDef<Q extends PageQuery, Row, P = undefined> = {
  endpoint: ListQueryEndpoint<Q, Row, P>
  /** the list call's query, without paging; a route param it needs and lacks is a 404 */
  query: (params: Readonly<Params>) => Omit<Q, 'limit' | 'pageToken'>
  /** the list call's path, for a list under its parent */
  path?: (params: Readonly<Params>) => P
} & ListShape

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
  /** The columns: what a held list is filtered and sorted by. */
  columns: DataTableColumn<Row>[]
  /** A held list's state filter: the states a row is in, as the list shows them. */
  stateOf?: StateOf<Row>
  url: ListUrl
} & ListShape

export type ListPageState<Row> = ListView<Row> & {
  loading: boolean
  /** the list could not be fetched and nothing was fetched before */
  error: unknown
  retry: () => void
  /** when the rows on screen were fetched */
  updatedAt: number | undefined
  /** fetches the list again; settles when the answer is in */
  refresh: () => Promise<unknown>
  /** why the list shows something other than what the URL asked for (a stale page token) */
  note: string | null
}

/** A page token the API no longer takes (stale, or edited in the URL). */
const STALE_PAGE_NOTE =
  'That page of the list is no longer available (its link is out of date): showing the first page.'

/**
 * One list from the API: held whole (up to 1,000 items in one answer) or a page at a time, live
 * rows through the entity store, polling while `poll` asks for it, and the page on screen from
 * the URL (useListView). A page token the API refuses falls back to the first page with a note.
 */
export function useListPage<
  Q extends PageQuery,
  Row extends { id: string; name?: string },
  K extends EntityKind,
  P = undefined,
>(options: ListPageQuery<Q, Row, K, P>): ListPageState<Row> {
  const { endpoint, path, query, kind, poll, columns, stateOf } = options
  const { whole = false, sortsByName = false } = options
  const { state: place, update: move } = options.url
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const [interval, setPollInterval] = useState(0)
  // the poll the rows ask for, backed off while it brings nothing new (set once the answer is in)
  const [polled, setPolled] = useState(0)

  // A held list is asked for whole; one longer than that answer holds is paged after all.
  const wholeResult = endpoint.useQuery(listArg(path, listQuery<Q>(query, place, options)), {
    pollingInterval: whole ? polled : 0,
    skip: !whole,
  })
  const overflowed = whole && Boolean(wholeResult.data?.nextPage)
  const paged = !whole || overflowed
  const pagedResult = endpoint.useQuery(
    listArg(path, listQuery<Q>(query, place, options, overflowed)),
    { pollingInterval: paged ? polled : 0, skip: !paged },
  )
  const { data, currentData, error, isFetching, fulfilledTimeStamp, refetch, requestId } = paged
    ? pagedResult
    : wholeResult

  // Another page or sort of a paged list: its request goes out with the click. The list's own
  // query would send it once the page has rendered its new place (the router's transition, some
  // 40 ms of rendering the rows still on screen); it then finds the request on its way and waits
  // for that answer (one cache entry, one request).
  const { initiate } = endpoint
  const moveAndAsk = useCallback<ListUrl['update']>(
    (change, moveOptions) => {
      if (paged && initiate && ('tokens' in change || 'sort' in change)) {
        const next = listQuery<Q>(
          query,
          { ...place, ...change },
          { whole, sortsByName },
          overflowed,
        )
        void dispatch(initiate(listArg(path, next), { subscribe: false }))
      }
      move(change, moveOptions)
    },
    [paged, initiate, query, place, whole, sortsByName, overflowed, dispatch, path, move],
  )
  const url = useMemo(() => ({ state: place, update: moveAndAsk }), [place, moveAndAsk])

  // Another page (or the first): shown as soon as its answer arrives, not at the frame after.
  // A poll or a refresh of the rows on screen is not waited for: it keeps the frame's batching.
  const waiting = isFetching && !currentData
  useEffect(() => (waiting && requestId ? awaitAnswer(requestId) : undefined), [waiting, requestId])

  // a rename, state change or delete through any other response shows here without a refetch;
  // rows of no kind are shown as fetched (the hook runs either way: hooks may not be skipped)
  const items = data?.items as (Row & EntityTypes[K])[] | undefined
  const live = useLiveRows(kind ?? ('projects' as K), kind ? items : undefined)
  const all: Row[] | undefined = kind ? live : items

  // A paged list whose first page is the whole of it (most projects' instances) is held whole
  // after all: filtered and sorted here. It stays so while another order of it is on its way,
  // until an answer says it has a next page.
  const firstPage = paged && place.tokens.length === 0 ? currentData : undefined
  const [fits, setFits] = useState(false)
  const fitsNow = paged && (firstPage ? !firstPage.nextPage : fits)
  if (fitsNow !== fits) setFits(fitsNow)

  const view = useListView({
    url,
    columns,
    rows: all,
    paged: paged && !fitsNow && { page: data, fresh: Boolean(currentData) && !isFetching },
    stateOf,
    sortsByName,
  })

  // set during render so the next poll is planned from the rows on screen (React re-renders at
  // once); a row of a held list that is not on screen needs no second-by-second news
  const nextInterval = poll ? poll(view.rows) : 0
  if (nextInterval !== interval) setPollInterval(nextInterval)
  const nextPolled = usePollInterval(interval, { data, answeredAt: fulfilledTimeStamp, refetch })
  if (nextPolled !== polled) setPolled(nextPolled)

  // A page token the API refuses: the first page, with a note, not an error page.
  const [note, setNote] = useState<string | null>(null)
  const stale =
    paged &&
    place.tokens.length > 0 &&
    !currentData &&
    !isFetching &&
    isApiError(error) &&
    error.statusCode === 400
  const { update } = url
  useEffect(() => {
    if (!stale) return
    setNote(STALE_PAGE_NOTE)
    update({ tokens: [] }, { replace: true })
  }, [stale, update])

  // An empty page that names a next one (issue 43 §5): the rows are further on, so the list goes
  // there rather than say it has none. A token already followed is not followed again, so a
  // server that hands the same token back ends on an empty page that keeps Previous.
  const emptyButMore =
    paged && currentData?.items.length === 0 && currentData.nextPage && !isFetching
      ? currentData.nextPage
      : null
  const following = emptyButMore !== null && !place.tokens.includes(emptyButMore)
  useEffect(() => {
    if (following && emptyButMore)
      update({ tokens: [...place.tokens, emptyButMore] }, { replace: true })
  }, [following, emptyButMore, place.tokens, update])

  return {
    ...view,
    // the first answer, or another page's (its rows stay on screen under a progress bar)
    loading: (isFetching && !currentData) || stale || following,
    // a refused page token is not the list's error: it falls back to the first page
    error: data || stale ? undefined : error,
    retry: () => void refetch(),
    updatedAt: fulfilledTimeStamp,
    refresh: async () => {
      await refetch()
    },
    note,
  }
}

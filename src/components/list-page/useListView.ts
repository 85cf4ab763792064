import { useEffect, useMemo, useRef } from 'react'
import { PAGE_SIZE, type Page } from '~/api/paging'
import type { DataTableColumn } from '../table/column'
import type { DataTablePagination, DataTableSort } from '../table/DataTable'
import type { ListSort } from './listUrl'
import type { ListUrl } from './useListUrl'
import { filterRows, pageCount, pageOf, sortRows, stateCounts, type StateOf } from './wholeList'

/** The most pages walked looking for a highlighted row (1,000 rows at 25 a page). */
const MAX_HIGHLIGHT_PAGES = 40

export type ListFilterState =
  | {
      available: true
      q: string
      setQ: (q: string) => void
      state: string | null
      setState: (state: string | null) => void
      /** the state filter's choices with their counts; none without a state filter */
      states: [string, number][]
      /** how many rows the filters keep, of how many */
      shown: number
      total: number
    }
  | { available: false }

export type ListView<Row> = {
  /** the rows of the page on screen */
  rows: Row[] | undefined
  pagination: DataTablePagination
  sort: DataTableSort
  filter: ListFilterState
  /** the name of the row a create just made, when the URL says so */
  highlight: string | null
  /** changes whenever the rows on screen are another set (page, sort, filter) */
  viewKey: string
}

const sameSort = (a: ListSort | null, b: ListSort | null) =>
  a?.field === b?.field && a?.direction === b?.direction

type Options<Row> = {
  url: ListUrl
  columns: DataTableColumn<Row>[]
  /** every row (a list held whole), or the API's page on screen (a paged list) */
  rows: Row[] | undefined
  /** paged by the API: the page on screen is `page` (its next token), sorted by the API */
  paged: false | { page: Page<unknown> | undefined; fresh: boolean }
  stateOf?: StateOf<Row>
  /** the API sorts the list by name (sort_by), which is also its order before any choice */
  sortsByName: boolean
}

/**
 * The page of a list the user is on: for a list held whole, filtered, sorted and paged here; for
 * a paged one, the API's page and its tokens. Both from the list's place in the URL, which
 * `?highlight=` moves to the page holding the named row.
 */
export function useListView<Row extends { id: string; name?: string }>({
  url,
  columns,
  rows: all,
  paged,
  stateOf,
  sortsByName,
}: Options<Row>): ListView<Row> {
  const { state: place, update } = url
  const isPaged = paged !== false
  const defaultSort: ListSort | null = sortsByName
    ? { field: 'name', direction: 'ascending' }
    : null
  const sortFields = useMemo(
    () =>
      isPaged
        ? sortsByName && columns.some((c) => c.field === 'name')
          ? ['name']
          : []
        : columns.filter((c) => c.sortable !== false).map((c) => c.field),
    [isPaged, sortsByName, columns],
  )

  const filtered = useMemo(
    () => (isPaged || !all ? all : filterRows(all, columns, place.q, place.state, stateOf)),
    [isPaged, all, columns, place.q, place.state, stateOf],
  )
  const sorted = useMemo(
    () =>
      isPaged || !filtered || !place.sort ? filtered : sortRows(filtered, columns, place.sort),
    [isPaged, filtered, columns, place.sort],
  )
  const pages = isPaged ? 1 : pageCount(sorted?.length ?? 0)
  const pageIndex = isPaged ? place.tokens.length : Math.min(place.page, pages - 1)
  const rows = useMemo(
    () => (isPaged || !sorted ? sorted : pageOf(sorted, pageIndex)),
    [isPaged, sorted, pageIndex],
  )
  const states = useMemo(
    () => (isPaged || !all || !stateOf ? [] : stateCounts(all, stateOf)),
    [isPaged, all, stateOf],
  )

  // ?highlight=: show the page holding that row. A held list knows which page; a paged one walks
  // forward from page 1 (lists are in name order, so the walk ends at the first page holding it,
  // or at the last page).
  const highlight = place.highlight
  const walk = useRef({ for: null as string | null, done: false, pages: 0 })
  const page = paged ? paged.page : undefined
  const fresh = paged ? paged.fresh : true
  useEffect(() => {
    if (!highlight) return
    // the forms open over the list, so it stays mounted: each new highlight starts afresh
    if (walk.current.for !== highlight) {
      walk.current = { for: highlight, done: false, pages: 0 }
      if (isPaged && place.tokens.length > 0) return update({ tokens: [] }, { replace: true })
    }
    if (walk.current.done) return
    if (!isPaged) {
      if (!sorted) return
      const index = sorted.findIndex((row) => row.name === highlight)
      walk.current.done = true
      const target = index < 0 ? place.page : Math.floor(index / PAGE_SIZE)
      if (target !== place.page) update({ page: target }, { replace: true })
      return
    }
    // a create's refetch may still be on its way: judge the page by its fresh answer
    if (!page || !fresh) return
    const items = page.items as { name?: string }[]
    const found = items.some((row) => row.name === highlight)
    if (found || !page.nextPage || walk.current.pages >= MAX_HIGHLIGHT_PAGES) {
      // from here on the pager is the user's
      walk.current.done = true
      return
    }
    walk.current.pages += 1
    update({ tokens: [...place.tokens, page.nextPage] }, { replace: true })
  }, [highlight, isPaged, sorted, page, fresh, place.tokens, place.page, update])

  const nextPage = page?.nextPage
  const pagination: DataTablePagination = isPaged
    ? {
        pageIndex,
        hasNextPage: Boolean(nextPage),
        onNext: () => {
          if (nextPage) update({ tokens: [...place.tokens, nextPage] })
        },
        onPrev: () => update({ tokens: place.tokens.slice(0, -1) }),
      }
    : {
        pageIndex,
        pageCount: pages,
        hasNextPage: pageIndex < pages - 1,
        onNext: () => update({ page: pageIndex + 1 }),
        onPrev: () => update({ page: pageIndex - 1 }),
      }

  const sort: DataTableSort = {
    fields: sortFields,
    model: place.sort ?? defaultSort,
    // another order is another list: it starts on page 1
    onChange: (model) =>
      update({ sort: model && !sameSort(model, defaultSort) ? model : null, tokens: [], page: 0 }),
  }

  const filter: ListFilterState = isPaged
    ? { available: false }
    : {
        available: true,
        q: place.q,
        setQ: (q) => update({ q, page: 0 }, { replace: true }),
        state: place.state,
        setState: (state) => update({ state, page: 0 }),
        states,
        shown: filtered?.length ?? 0,
        total: all?.length ?? 0,
      }

  const viewKey = JSON.stringify([
    isPaged,
    place.tokens.at(-1),
    pageIndex,
    place.sort,
    place.q,
    place.state,
  ])

  return { rows, pagination, sort, filter, highlight, viewKey }
}

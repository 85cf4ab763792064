import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react'
import { afterPaint } from './afterPaint'
import type DataGridTable from './DataGridTable'
import { FirstRows } from './FirstRows'
import type { DataTableProps } from './tableProps'

export type { DataTableColumn } from './column'
export type { DataTablePagination, DataTableSort, RowHeight } from './tableProps'

type GridModule = { default: typeof DataGridTable }

let gridModule: Promise<GridModule> | undefined
/** Set once at the app's start; the first tables to mount take it (see DataTable). */
let rowsBeforeGrid = false
/** The grid once its chunk has run: rendered as it is, without suspending (see DataTable). */
let loadedGrid: GridModule['default'] | undefined
/** The grid chunk (@mui/x-data-grid): fetched once, by whichever asks first. */
const loadGrid = (): Promise<GridModule> =>
  (gridModule ??= import(/* webpackChunkName: "datagrid" */ './DataGridTable').then((module) => {
    loadedGrid = module.default
    return module
  }))

/**
 * Starts fetching the grid chunk without waiting for it. List route loaders call this (through
 * prefetchList) so the chunk downloads alongside the page's data instead of after it.
 */
export function preloadDataTable(): void {
  // At the app's start the first rows come before the grid (FirstRows): loading and running it
  // now would hold them back. The table loads it once they are on screen.
  if (rowsBeforeGrid) return
  loadGrid().catch(() => {
    // a failed preload is retried by the lazy import, which reports the error where it renders
    gridModule = undefined
  })
}

// lazy() types its component for one set of props; it renders the module's generic one
const LazyGrid = lazy(loadGrid) as GridModule['default']

/**
 * The app's start (main.tsx): the first table with rows shows them before the grid has run. On a
 * cold load the grid's chunk and its first render are most of the time to a list's first link.
 */
export function showRowsBeforeGrid(): void {
  rowsBeforeGrid = true
}

/** Focuses the grid's link to `href`, once the grid named `label` has drawn its rows. */
function focusLinkInGrid(label: string, href: string) {
  let tries = 0
  const find = () => {
    const grid = [...document.querySelectorAll('[role="grid"]')].find(
      (g) => g.getAttribute('aria-label') === label,
    )
    const link = [...(grid?.querySelectorAll('a') ?? [])].find(
      (a) => a.getAttribute('href') === href,
    )
    if (link) link.focus()
    else if (tries++ < 30) afterPaint(find)
  }
  afterPaint(find)
}

/** Stands in while the grid chunk loads: the outline of a table, hidden from assistive tech. */
function TablePlaceholder({ label }: { label: string }) {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={label} role="region">
      <Stack aria-hidden spacing={1} sx={{ p: 2 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="text" height={32} />
        ))}
      </Stack>
    </Paper>
  )
}

/**
 * The list table of every list page, over the community MUI X DataGrid (its own lazily loaded
 * chunk): 25 rows a page, the grid's toolbar (columns, density, CSV export), a ⋯ menu per row,
 * loading and empty overlays, grid keyboard navigation. The first empty page shows the page's
 * empty state instead of a table. At the app's start, the first table's rows show before the grid
 * (FirstRows), which takes their place a moment later.
 */
export function DataTable<Row extends { id: string }>({
  emptyState,
  ...props
}: DataTableProps<Row>) {
  const { rows, loading, pagination } = props
  const label = props['aria-label']
  // At the app's start the first rows are drawn plain (FirstRows) and the grid takes over once
  // they are on screen, its render a transition: a click on a link meanwhile goes first.
  const [rowsFirst, setRowsFirst] = useState(() => rowsBeforeGrid && Boolean(rows?.length))
  useEffect(() => {
    rowsBeforeGrid = false // the start's first tables only; later ones are the grid at once
    if (!rowsFirst) return
    let live = true
    const takeOver = () => {
      if (live) startTransition(() => setRowsFirst(false))
    }
    const cancel = afterPaint(() => void loadGrid().then(takeOver, takeOver))
    return () => {
      live = false
      cancel()
    }
  }, [rowsFirst])
  // a link focused in the first rows as the grid took over: the grid's own link takes the focus
  const focusedHref = useRef<string | null>(null)
  useEffect(() => {
    if (rowsFirst || !focusedHref.current) return
    focusLinkInGrid(label, focusedHref.current)
    focusedHref.current = null
  }, [rowsFirst, label])
  const gridType = useRef<GridModule['default']>(undefined)
  // An empty later page (rows deleted meanwhile) keeps the table, so 'previous' stays reachable.
  if (rows && rows.length === 0 && !loading && (pagination?.pageIndex ?? 0) === 0)
    return <>{emptyState}</>
  if (rowsFirst) return <FirstRows {...props} focusedHref={focusedHref} />
  // the grid as it is once its chunk has run, else through lazy; one or the other for the
  // table's life, as another component in its place would mount a new grid
  const Grid = (gridType.current ??= loadedGrid ?? LazyGrid)
  return (
    <Suspense fallback={<TablePlaceholder label={props['aria-label']} />}>
      <Grid {...props} />
    </Suspense>
  )
}

import type { Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridEventListener,
  type GridRowHeightParams,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useInRouterContext } from 'react-router-dom'
import { PAGE_SIZE } from '~/util/constants'
import type { DataTableProps } from './DataTable'
import { InTableContext } from './inTable'
import { createSettler, SettleScope } from '../WhenSettled'
import { CELL_CLASS, cellStyles, headerTitleStyle } from './cellStyles'
import { afterPaint, inNextFrame } from './afterPaint'
import { CellNavigation } from './CellNavigation'
import { isProse } from './column'
import { ACTIONS_FIELD, actionsColumn, ownId, toGridColumn } from './gridColumns'
import { RowCheckbox } from './RowCheckbox'
import { GridToolbar, ToolbarContentContext } from './GridToolbar'
import { TablePager, ServerPagingContext } from './TablePager'
import { assignSlots, NO_SLOTS, type RowSlots } from './rowSlots'
import { ROW_SELECTOR, screenFirstRows, watchRowsOnScreen } from './screenFirst'
import { columnVisibility, NARROW_SCREEN, tableChrome } from './tableChrome'
import { readTableSettings, writeTableSettings } from './tableSettings'

// This module and @mui/x-data-grid are one lazily loaded chunk (see DataTable).

const PAGE_SIZE_OPTIONS = [PAGE_SIZE]
/** A column squeezed to fit the screen keeps at least this width. */
const SHRINK_MIN = 120
// an empty later page (rows deleted meanwhile): the grid calls it 'no rows' or 'no results'
const localeText = {
  noRowsLabel: 'Nothing on this page',
  noResultsOverlayLabel: 'Nothing on this page',
}
const slots = { toolbar: GridToolbar, rowCheckbox: RowCheckbox, pagination: TablePager }
const autoRowHeight = () => 'auto' as const
/** A row that grows to its content when the table's rowHeight names only some. */
const GROWN_ROW_CLASS = 'ConsoleRow-grown'
// the first rows: their outline; another page's: a bar over the rows still shown
const slotProps = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const
const browserPaged = { pagination: { paginationModel: { pageSize: PAGE_SIZE } } }
const NO_ROWS: never[] = []
// a header click sorts one way, then the other; never back to 'unsorted' (the API's order is a
// sort too, named as such)
const SORTING_ORDER = ['asc', 'desc'] as const
/** Keys that, held with Space, mean something else (the grid's own range selection). */
const modified = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  e.shiftKey || e.ctrlKey || e.metaKey || e.altKey

/**
 * A function that stays the same from one render to the next and calls the latest `fn`: a new
 * handler each render would be a new prop of the grid, which renders every row again for it.
 */
function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  latest.current = fn
  return useCallback((...args: A) => latest.current(...args), [])
}

/**
 * The list table: the community MUI X DataGrid, 25 rows a page. Server paging follows the API's
 * page tokens, so the total is unknown (rowCount -1, hasNextPage from the caller).
 */
export default function DataGridTable<Row extends { id: string }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  loading,
  pagination,
  rowActions,
  getRowLabel,
  sort,
  toolbarStart,
  rowHeight,
  selection,
  bulkBar,
  copyId = false,
  settingsKey,
}: Omit<DataTableProps<Row>, 'emptyState'>) {
  const apiRef = useGridApiRef()
  const storageKey = settingsKey ?? ariaLabel
  // what the user chose for this list before (columns shown, density), read once
  const [saved] = useState(() => readTableSettings(storageKey))

  // Pages pass rowActions and getRowLabel inline; reading them through a ref keeps the column
  // definitions stable, so the grid keeps its column widths across renders.
  const copyIdOf = copyId === true ? ownId : copyId === false ? undefined : copyId
  const actionsRef = useRef({ rowActions, getRowLabel, copyIdOf })
  actionsRef.current = { rowActions, getRowLabel, copyIdOf }
  const hasActions = rowActions !== undefined || copyIdOf !== undefined
  const serverSortFields = sort?.fields
  const sortKey = serverSortFields?.join(',')
  const gridColumns = useMemo(() => {
    const sortable = sortKey === undefined ? null : new Set(sortKey ? sortKey.split(',') : [])
    const cols: GridColDef<Row>[] = columns.map((c) => toGridColumn(c, sortable))
    if (hasActions) cols.push(actionsColumn<Row>(actionsRef))
    return cols
  }, [columns, hasActions, sortKey])

  // Detail columns start hidden on a narrow screen; a choice in the Columns menu holds until the
  // screen crosses the breakpoint again.
  const narrow = useMediaQuery(NARROW_SCREEN)
  const [chosenVisibility, setChosenVisibility] = useState<{
    narrow: boolean
    model: GridColumnVisibilityModel
  } | null>(saved.columns ?? null)
  const columnVisibilityModel = useMemo(
    () => columnVisibility(columns, chosenVisibility, narrow),
    [columns, chosenVisibility, narrow],
  )
  const chooseVisibility = useStable((model: GridColumnVisibilityModel) => {
    setChosenVisibility({ narrow, model })
    writeTableSettings(storageKey, { columns: { narrow, model } })
  })
  const [density, setDensity] = useState<GridDensity>(saved.density ?? 'standard')
  const chooseDensity = useStable((next: GridDensity) => {
    setDensity(next)
    writeTableSettings(storageKey, { density: next })
  })

  // The grid's row ids are slots (see rowSlots): another page takes over the rows on screen.
  // Worked out before the grid renders, and read by getRowId when the rows reach the grid.
  const slotsRef = useRef<RowSlots>(NO_SLOTS)
  const rowSlots = useMemo(() => {
    slotsRef.current = assignSlots(slotsRef.current, rows ?? NO_ROWS)
    return slotsRef.current
  }, [rows])
  // Another page's rows on screen are drawn first, the rows off screen a frame later (see
  // screenFirst): which rows were off screen, and while the rest is handed over, the slots of the
  // rows before still shown off screen and the cancel of the frame that hands them over.
  const [rowsOnScreen] = useState(watchRowsOnScreen)
  const handOver = useRef<{ heldSlots: RowSlots['slotOf']; cancel: () => void } | null>(null)
  const getRowId = useCallback(
    (row: Row) =>
      slotsRef.current.slotOf.get(row.id) ?? handOver.current?.heldSlots.get(row.id) ?? row.id,
    [],
  )

  // Selection: the caller's set of ids, as the grid's model (of slots). The same model while the
  // same rows are selected: the caller's set is a new one whenever its rows are.
  const selectedIds = selection?.ids
  const selectedKey =
    selectedIds &&
    [...selectedIds]
      .flatMap((id) => rowSlots.slotOf.get(id) ?? [])
      .sort()
      .join('\n')
  const rowSelectionModel = useMemo<GridRowSelectionModel | undefined>(
    () =>
      selectedKey === undefined
        ? undefined
        : { type: 'include', ids: new Set(selectedKey ? selectedKey.split('\n') : []) },
    [selectedKey],
  )
  const changeSelection = useStable((model: GridRowSelectionModel) => {
    const idOf = new Map([...rowSlots.slotOf].map(([id, slot]) => [slot, id]))
    selection?.onChange(
      new Set(
        model.type === 'include'
          ? [...model.ids].flatMap((slot) => idOf.get(String(slot)) ?? [])
          : [...rowSlots.slotOf].filter(([, slot]) => !model.ids.has(slot)).map(([id]) => id),
      ),
    )
  })
  // Space toggles the focused row, from any of its cells (the checkbox's own cell toggles itself;
  // a button or field in a cell keeps its Space)
  const toggleOnSpace: GridEventListener<'cellKeyDown'> = useStable((params, event) => {
    if (!selection || event.key !== ' ' || modified(event)) return
    if (params.field === GRID_CHECKBOX_SELECTION_FIELD) return
    const target = event.target as HTMLElement
    if (target.closest('button, input, textarea, select, [role="menuitem"]')) return
    event.preventDefault()
    event.defaultMuiPrevented = true
    const id = (params.row as Row).id
    const next = new Set(selection.ids)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    selection.onChange(next)
  })
  const onRowSelectionModelChange = selection ? changeSelection : undefined
  const onCellKeyDown = selection ? toggleOnSpace : undefined

  // Columns fit their content; prose columns (descriptions) take what is left, or, with none,
  // every column grows to fill the width. Redone when the rows or the width change, so at
  // 1024 px a name is not cut while another column holds empty space.
  const autosizeFields = useMemo(
    () => [...columns.filter((c) => !isProse(c)).map((c) => c.field)],
    [columns],
  )
  const expand = autosizeFields.length === columns.length
  const fit = useCallback(async () => {
    const api = apiRef.current
    if (!api?.autosizeColumns) return
    // A table that is not laid out (in a hidden tab; jsdom lays out nothing) measures every cell
    // as 0 wide, and a fit would squeeze each column to its floor. It fits once it has a width:
    // the grid reports that as a resize (onResize).
    if (!api.rootElementRef?.current?.clientWidth) return
    await api.autosizeColumns({
      columns: autosizeFields,
      includeHeaders: true,
      includeOutliers: true,
      expand,
    })
    // Too wide for the screen: the widest columns give way first (their text ends in an
    // ellipsis, with the full text in a title where pages set one), never the first, naming
    // column; only when all are down to SHRINK_MIN does the table scroll sideways. The room is
    // the scroller's measured width: the grid's own figure counts its borders in.
    // autosize measures a cell that wraps (a date) at the width it was given, so it can shrink
    // a column below its minWidth: hold the floor
    for (const c of api.getVisibleColumns()) {
      const min = columns.find((d) => d.field === c.field)?.minWidth
      if (min !== undefined && c.computedWidth < min) api.setColumnWidth(c.field, min)
    }
    const scroller = api.rootElementRef?.current?.querySelector('.MuiDataGrid-virtualScroller')
    const room = scroller?.clientWidth ?? api.getRootDimensions().viewportInnerSize.width
    const columnsNow = api.getVisibleColumns()
    let overflow = columnsNow.reduce((sum, c) => sum + c.computedWidth, 0) - room
    const shrinkable = columnsNow
      .filter((c, i) => i > 0 && autosizeFields.includes(c.field))
      .sort((a, b) => b.computedWidth - a.computedWidth)
    for (const c of shrinkable) {
      if (overflow <= 0) break
      const floor = Math.max(SHRINK_MIN, columns.find((d) => d.field === c.field)?.minWidth ?? 0)
      const cut = Math.min(overflow, c.computedWidth - floor)
      if (cut > 0) {
        api.setColumnWidth(c.field, Math.floor(c.computedWidth - cut))
        overflow -= cut
      }
    }
  }, [apiRef, autosizeFields, expand, columns])
  // The grid ignores an autosize asked for while one runs, and the one running would then
  // finish with the widths it measured before: coalesce requests and fit once more at the end.
  const fitting = useRef<{ running: boolean; again: boolean }>({ running: false, again: false })
  const fittedWidth = useRef<number | null>(null)
  const autosize = useCallback(async () => {
    const state = fitting.current
    if (state.running) {
      state.again = true
      return
    }
    state.running = true
    try {
      do {
        state.again = false
        await fit()
      } while (state.again)
    } finally {
      state.running = false
    }
  }, [fit])
  // Columns are fitted once the first rows are on screen, and again when the columns shown change.
  // Another page keeps the widths unless its content does not fit them. Either way the fit runs
  // after the frame that shows the rows: it measures every cell and re-renders the grid, and the
  // rows need not wait for that.
  const fitted = useRef<{ visibility: GridColumnVisibilityModel } | null>(null)
  useEffect(() => {
    if (!rows || rows.length === 0 || loading) return
    const root = () => apiRef.current?.rootElementRef?.current
    // Rows already cached at mount (a tab's table) arrive before the grid has measured itself and
    // put them in the DOM: a fit then sizes every column to its header alone ('maple-pu…'). Wait
    // a few frames for the rows. The same for a column shown from the Columns menu: its cells
    // come a render later.
    const rowsShown = () => {
      const row = root()?.querySelector(ROW_SELECTOR)
      return (
        row != null &&
        row.querySelectorAll('[data-field]').length >= apiRef.current!.getVisibleColumns().length
      )
    }
    const overflowing = () =>
      [...(root()?.querySelectorAll<HTMLElement>(`.${CELL_CLASS}`) ?? [])].some(
        (cell) => cell.scrollWidth > cell.clientWidth + 1,
      )
    let tries = 0
    let cancel = () => {}
    const check = () => {
      // the rows off screen are still the page before (see screenFirst): fit the whole page
      if (handOver.current || (!rowsShown() && tries++ < 30)) {
        cancel = afterPaint(check)
        return
      }
      const element = root()
      if (element) rowsOnScreen.watch(element)
      const first = fitted.current === null
      const shownChanged = fitted.current?.visibility !== columnVisibilityModel
      fitted.current = { visibility: columnVisibilityModel }
      if (first || shownChanged || overflowing()) void autosize()
    }
    cancel = afterPaint(check)
    return () => cancel()
  }, [rows, loading, autosize, apiRef, columnVisibilityModel, rowsOnScreen])

  const hasSort = sort !== undefined
  const sortField = sort?.model?.field
  const sortDirection = sort?.model?.direction
  const sortModel = useMemo<GridSortModel | undefined>(
    () =>
      hasSort
        ? sortField
          ? [{ field: sortField, sort: sortDirection === 'ascending' ? 'asc' : 'desc' }]
          : []
        : undefined,
    [hasSort, sortField, sortDirection],
  )
  const changeSort = useStable((model: GridSortModel) => {
    const first = model[0]
    sort?.onChange(
      first?.sort
        ? { field: first.field, direction: first.sort === 'asc' ? 'ascending' : 'descending' }
        : null,
    )
  })
  const onSortModelChange = hasSort ? changeSort : undefined

  // Only rows that may hold several lines are measured: a fixed-height row costs the grid no
  // observer and no second layout once it is on screen.
  const grows = typeof rowHeight === 'function' ? rowHeight : undefined
  const growsRef = useRef(grows)
  growsRef.current = grows
  const hasGrows = grows !== undefined
  const allGrow = rowHeight === 'auto'
  const getRowHeight = useMemo(
    () =>
      allGrow
        ? autoRowHeight
        : hasGrows
          ? ({ model }: GridRowHeightParams) =>
              growsRef.current?.(model as Row) ? ('auto' as const) : null
          : undefined,
    [allGrow, hasGrows],
  )
  const getRowClassName = useMemo(
    () =>
      hasGrows
        ? ({ row }: { row: Row }) => (growsRef.current?.(row) ? GROWN_ROW_CLASS : '')
        : undefined,
    [hasGrows],
  )
  // The same objects from one render to the next: the grid's root re-serialises its styles and
  // its slots re-render when these change, and a page of rows renders it several times.
  const sx = useMemo(() => tableStyles(allGrow, hasGrows), [allGrow, hasGrows])
  const { showToolbar, hideFooter, oneRow } = tableChrome({
    rows,
    pagination,
    toolbarStart,
    bulkBar,
  })
  const toolbarContent = useMemo(
    () => ({ start: toolbarStart, bulk: bulkBar, oneRow }),
    [toolbarStart, bulkBar, oneRow],
  )
  const pageIndex = pagination?.pageIndex
  const paginationModel = useMemo(
    () => (pageIndex === undefined ? undefined : { page: pageIndex, pageSize: PAGE_SIZE }),
    [pageIndex],
  )
  const hasNextPage = pagination?.hasNextPage
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage])

  // A page's rows and whether they are loading reach the grid through its API, not its props.
  // A new prop renders the whole grid again with the rows it holds, the page leaving the screen,
  // and only then does the grid take the new rows (in an effect) and render again: two passes
  // over every row for each answer. Through the API the grid renders once, with the new rows,
  // before the frame is drawn. The props keep the first rows and state.
  const [initial] = useState(() => ({ rows: rows ?? NO_ROWS, loading }))
  // what the grid was last given, and the rows' slots then
  const applied = useRef({ ...initial, slotOf: rowSlots.slotOf })
  // the rows' own work (WhenSettled) waits on this table's settling alone
  const [settler] = useState(createSettler)
  const settlingHeld = useRef<() => void>(undefined)
  useLayoutEffect(() => {
    const api = apiRef.current
    const next = { rows: rows ?? NO_ROWS, loading }
    if (!api || (next.rows === applied.current.rows && next.loading === applied.current.loading))
      return
    // rows about to leave (another page asked for) start no work of their own meanwhile
    if (next.loading) settlingHeld.current ??= settler.hold()
    else {
      settlingHeld.current?.()
      settlingHeld.current = undefined
    }
    // setRows takes the loading state from the props (the first one): set it after
    const slotOf = slotsRef.current.slotOf
    if (next.rows !== applied.current.rows) {
      const root = api.rootElementRef?.current
      // another page while the last one is still being handed over: all of it at once
      const first =
        root && !handOver.current
          ? screenFirstRows(applied.current, { rows: next.rows, slotOf }, () =>
              rowsOnScreen.offScreen(root),
            )
          : null
      handOver.current?.cancel()
      handOver.current = null
      if (first) {
        const heldSlots = applied.current.slotOf
        const cancel = inNextFrame(() => {
          handOver.current = null
          api.setRows(applied.current.rows)
        })
        handOver.current = { heldSlots, cancel }
      }
      api.setRows(first ?? next.rows)
    }
    api.setLoading(next.loading)
    applied.current = { ...next, slotOf }
  }, [apiRef, rows, loading, settler, rowsOnScreen])
  useEffect(
    () => () => {
      handOver.current?.cancel()
      handOver.current = null
      rowsOnScreen.stop()
    },
    [rowsOnScreen],
  )
  // Only a change of width refits: fitting changes column widths, which the grid reports as a
  // resize too, and refitting on that would never end.
  const onResize = useCallback(
    ({ width }: { width: number }) => {
      if (Math.round(width) === fittedWidth.current) return
      fittedWidth.current = Math.round(width)
      void autosize()
    },
    [autosize],
  )

  // a table outside a router (a story, a unit test) has links the browser follows
  const inRouter = useInRouterContext()
  const grid = (
    <ServerPagingContext.Provider value={pagination ?? null}>
      <ToolbarContentContext.Provider value={toolbarContent}>
        <InTableContext.Provider value>
          <SettleScope value={settler}>
            <DataGrid<Row>
              apiRef={apiRef}
              aria-label={ariaLabel}
              columns={gridColumns}
              columnVisibilityModel={columnVisibilityModel}
              onColumnVisibilityModelChange={chooseVisibility}
              density={density}
              onDensityChange={chooseDensity}
              rows={initial.rows}
              getRowId={getRowId}
              loading={initial.loading}
              autoHeight
              // at most 25 rows a page: rendering them all costs less than measuring, and every row is
              // in the DOM for find-in-page, autosizing and tests
              disableVirtualization
              localeText={localeText}
              slots={slots}
              showToolbar={showToolbar}
              slotProps={slotProps}
              onResize={onResize}
              // paging
              pageSizeOptions={PAGE_SIZE_OPTIONS}
              hideFooter={hideFooter}
              {...(pagination
                ? {
                    paginationMode: 'server',
                    // page tokens: the total stays unknown, TablePager offers previous and next
                    rowCount: -1,
                    paginationMeta,
                    paginationModel,
                  }
                : { initialState: browserPaged })}
              // sorting: by the API when the caller sorts, otherwise the rows the table holds
              sortingMode={sort ? 'server' : 'client'}
              sortModel={sortModel}
              onSortModelChange={onSortModelChange}
              sortingOrder={SORTING_ORDER}
              getRowHeight={getRowHeight}
              getRowClassName={getRowClassName}
              // a list, not a spreadsheet: a row is selected by its checkbox (or Space), never by a
              // click meant for its link; the page's filter is the list's, not the grid's
              checkboxSelection={selection !== undefined}
              rowSelectionModel={rowSelectionModel}
              onRowSelectionModelChange={onRowSelectionModelChange}
              disableRowSelectionExcludeModel
              onCellKeyDown={onCellKeyDown}
              disableRowSelectionOnClick
              hideFooterSelectedRowCount
              disableColumnFilter
              sx={sx}
            />
          </SettleScope>
        </InTableContext.Provider>
      </ToolbarContentContext.Provider>
    </ServerPagingContext.Provider>
  )
  return inRouter ? <CellNavigation>{grid}</CellNavigation> : grid
}

/** The table's styles: its cells' classes, header, focus ring, grown rows, sticky actions. */
const tableStyles = (allGrow: boolean, someGrow: boolean) => (theme: Theme) => ({
  ...cellStyles(theme),
  bgcolor: 'background.paper',
  '& .MuiDataGrid-columnHeaderTitle': headerTitleStyle,
  // the grid's own focus outline is a half-transparent 1px line, too faint to find the
  // keyboard by: the console's focus ring, inside the cell
  '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within':
    {
      outline: 2,
      outlineStyle: 'solid',
      outlineColor: 'primary.main',
      outlineOffset: -2,
    },
  // grown rows keep the standard height at least, their content centred with some air
  ...(allGrow && { '& .MuiDataGrid-cell': { minHeight: 52, py: 1 } }),
  ...(someGrow && { [`& .${GROWN_ROW_CLASS} .MuiDataGrid-cell`]: { minHeight: 52, py: 1 } }),
  // The community grid has no pinned columns: the actions cells stick to the right edge
  // of the scroller, so on a narrow screen they never hide behind a sideways scroll.
  [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]:
    {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
    },
  // a selected or hovered row's colour (opaque: the grid mixes it over the paper) reaches
  // its sticky actions cell too
  [`& .MuiDataGrid-row:is(.Mui-selected, :hover) .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"]`]:
    { bgcolor: 'inherit' },
  [`& .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]: {
    bgcolor: 'var(--DataGrid-t-header-background-base, var(--DataGrid-containerBackground))',
  },
})

import useMediaQuery from '@mui/material/useMediaQuery'
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { PAGE_SIZE } from '~/util/constants'
import type { DataTableProps } from './DataTable'
import { ACTIONS_FIELD, actionsColumn, isProse, toGridColumn } from './gridColumns'
import { GridToolbar } from './GridToolbar'
import { ServerPager, ServerPagingContext } from './ServerPager'

// This module and @mui/x-data-grid are one lazily loaded chunk (see DataTable).

const PAGE_SIZE_OPTIONS = [PAGE_SIZE]
/** A column squeezed to fit the screen keeps at least this width. */
const SHRINK_MIN = 120
/** Below this viewport width, columns marked hideWhenNarrow start hidden. */
const NARROW_SCREEN = '(max-width: 1199.98px)'
// an empty later page (rows deleted meanwhile): the grid calls it 'no rows' or 'no results'
const localeText = {
  noRowsLabel: 'Nothing on this page',
  noResultsOverlayLabel: 'Nothing on this page',
}
const slots = { toolbar: GridToolbar }
const autoRowHeight = () => 'auto' as const
const serverPagedSlots = { toolbar: GridToolbar, pagination: ServerPager }

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
}: Omit<DataTableProps<Row>, 'emptyState'>) {
  const apiRef = useGridApiRef()

  // Pages pass rowActions and getRowLabel inline; reading them through a ref keeps the column
  // definitions stable, so the grid keeps its column widths across renders.
  const actionsRef = useRef({ rowActions, getRowLabel })
  actionsRef.current = { rowActions, getRowLabel }
  const hasActions = rowActions !== undefined
  const serverSortFields = sort?.fields
  const gridColumns = useMemo(() => {
    const sortable = serverSortFields ? new Set(serverSortFields) : null
    const cols: GridColDef<Row>[] = columns.map((c) => toGridColumn(c, sortable))
    if (hasActions)
      cols.push(
        actionsColumn<Row>(
          (row) => actionsRef.current.rowActions?.(row) ?? [],
          (row) => actionsRef.current.getRowLabel?.(row) ?? row.id,
        ),
      )
    return cols
  }, [columns, hasActions, serverSortFields])

  // Detail columns start hidden on a narrow screen; a choice in the Columns menu holds until the
  // screen crosses the breakpoint again.
  const narrow = useMediaQuery(NARROW_SCREEN)
  const screenVisibility = useMemo<GridColumnVisibilityModel>(
    () =>
      Object.fromEntries(columns.filter((c) => c.hideWhenNarrow).map((c) => [c.field, !narrow])),
    [columns, narrow],
  )
  const [chosenVisibility, setChosenVisibility] = useState<{
    narrow: boolean
    model: GridColumnVisibilityModel
  } | null>(null)
  const columnVisibilityModel =
    chosenVisibility?.narrow === narrow ? chosenVisibility.model : screenVisibility

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
  useEffect(() => {
    if (!rows || rows.length === 0 || loading) return
    // Rows already cached at mount (a tab's table) arrive before the grid has measured itself and
    // put them in the DOM: a fit then sizes every column to its header alone ('maple-pu…'). Wait
    // a few frames for the rows; the width does not change after, so onResize would not refit.
    // The same for a column shown from the Columns menu: its cells come a render later.
    const rowsShown = () => {
      const api = apiRef.current
      // rows of data, not the loading overlay's skeleton rows
      const row = api?.rootElementRef?.current?.querySelector('.MuiDataGrid-row[data-id]')
      return (
        row != null &&
        row.querySelectorAll('[data-field]').length >= api!.getVisibleColumns().length
      )
    }
    let frame = 0
    let tries = 0
    const run = () => {
      if (!rowsShown() && tries++ < 30) {
        frame = requestAnimationFrame(run)
        return
      }
      void autosize()
    }
    run()
    return () => cancelAnimationFrame(frame)
    // a column shown or hidden changes the room the others have: fit again
  }, [rows, loading, autosize, apiRef, columnVisibilityModel])

  const sortModel: GridSortModel | undefined = sort
    ? sort.model
      ? [{ field: sort.model.field, sort: sort.model.direction === 'ascending' ? 'asc' : 'desc' }]
      : []
    : undefined
  const onSortModelChange = sort
    ? (model: GridSortModel) => {
        const first = model[0]
        sort.onChange(
          first?.sort
            ? { field: first.field, direction: first.sort === 'asc' ? 'ascending' : 'descending' }
            : null,
        )
      }
    : undefined

  const rowCount = rows?.length ?? 0
  // One-row sub-tables (an instance's boot disk) carry no toolbar: nothing to choose or export.
  const showToolbar = pagination !== undefined || rowCount > 1 || toolbarStart !== undefined
  // Browser paging shows a footer only when there is more than one page.
  const hideFooter = !pagination && rowCount <= PAGE_SIZE

  return (
    <ServerPagingContext.Provider value={pagination ?? null}>
      <DataGrid<Row>
        apiRef={apiRef}
        aria-label={ariaLabel}
        columns={gridColumns}
        columnVisibilityModel={columnVisibilityModel}
        onColumnVisibilityModelChange={(model) => setChosenVisibility({ narrow, model })}
        rows={rows ?? []}
        loading={loading}
        autoHeight
        // at most 25 rows a page: rendering them all costs less than measuring, and every row is
        // in the DOM for find-in-page, autosizing and tests
        disableVirtualization
        localeText={localeText}
        slots={pagination ? serverPagedSlots : slots}
        showToolbar={showToolbar}
        slotProps={{
          loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          toolbar: { start: toolbarStart },
        }}
        // Only a change of width refits: fitting changes column widths, which the grid reports
        // as a resize too, and refitting on that would never end.
        onResize={({ width }) => {
          if (Math.round(width) === fittedWidth.current) return
          fittedWidth.current = Math.round(width)
          void autosize()
        }}
        // paging
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        hideFooter={hideFooter}
        {...(pagination
          ? {
              paginationMode: 'server',
              // page tokens: the total stays unknown, ServerPager offers previous and next
              rowCount: -1,
              paginationMeta: { hasNextPage: pagination.hasNextPage },
              paginationModel: { page: pagination.pageIndex, pageSize: PAGE_SIZE },
            }
          : { initialState: { pagination: { paginationModel: { pageSize: PAGE_SIZE } } } })}
        // sorting: by the API when the caller sorts, otherwise the rows the table holds
        sortingMode={sort ? 'server' : 'client'}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        getRowHeight={rowHeight === 'auto' ? autoRowHeight : undefined}
        // a list, not a spreadsheet: no selection, no filtering of one page
        disableRowSelectionOnClick
        hideFooterSelectedRowCount
        disableColumnFilter
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-columnHeaderTitle': {
            color: 'text.secondary',
            fontWeight: 500,
            fontVariantCaps: 'all-small-caps',
            fontSize: '0.875rem',
            letterSpacing: '0.04em',
          },
          // the grid's own focus outline is a half-transparent 1px line, too faint to find the
          // keyboard by: the console's focus ring, inside the cell
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within':
            { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
          // grown rows keep the standard height at least, their content centred with some air
          ...(rowHeight === 'auto' && {
            '& .MuiDataGrid-cell': { minHeight: 52, py: 1 },
          }),
          // The community grid has no pinned columns: the actions cells stick to the right edge
          // of the scroller, so on a narrow screen they never hide behind a sideways scroll.
          [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]:
            {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
            },
          [`& .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]: {
            bgcolor:
              'var(--DataGrid-t-header-background-base, var(--DataGrid-containerBackground))',
          },
        }}
      />
    </ServerPagingContext.Provider>
  )
}

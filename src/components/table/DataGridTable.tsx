import { DataGrid, useGridApiRef } from '@mui/x-data-grid'
import { useMemo } from 'react'
import { useInRouterContext } from 'react-router-dom'
import { PAGE_SIZE } from '~/util/constants'
import { SettleScope } from '../WhenSettled'
import { CellNavigation } from './CellNavigation'
import { GridToolbar, ToolbarContentContext } from './GridToolbar'
import { tableStyles } from './gridStyles'
import { InTableContext } from './inTable'
import { RowCheckbox } from './RowCheckbox'
import { tableChrome } from './tableChrome'
import type { GridTableProps } from './tableProps'
import { ServerPagingContext, TablePager } from './TablePager'
import { useColumnFit } from './useColumnFit'
import { useGridColumns } from './useGridColumns'
import { useGridPaging } from './useGridPaging'
import { useGridRows } from './useGridRows'
import { useGridSort } from './useGridSort'
import { useRowHeight } from './useRowHeight'
import { useRowSelection } from './useRowSelection'
import { useScrollHeight } from './useScrollHeight'
import { useSpaceToggle } from './useSpaceToggle'
import { useTableSettings } from './useTableSettings'

// This module and @mui/x-data-grid are one lazily loaded chunk (see DataTable). What the grid
// holds lives in one hook each, beside it: its columns, the user's column and density choices,
// its rows, selection, sorting, paging, row heights and column widths.

const PAGE_SIZE_OPTIONS = [PAGE_SIZE]
// an empty later page (rows deleted meanwhile): the grid calls it 'no rows' or 'no results'
const localeText = {
  noRowsLabel: 'Nothing on this page',
  noResultsOverlayLabel: 'Nothing on this page',
}
const slots = { toolbar: GridToolbar, rowCheckbox: RowCheckbox, pagination: TablePager }
// the first rows: their outline; another page's: a bar over the rows still shown
const slotProps = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const
// a header click sorts one way, then the other; never back to 'unsorted' (the API's order is a
// sort too, named as such)
const SORTING_ORDER = ['asc', 'desc'] as const

let scrollbar: { ratio: number; size: number } | undefined
/**
 * The width of the browser's scrollbars (px), probed as the grid probes it, once per zoom level.
 * Handed to every table, it spares the grid its own probe on every change of its rows or size: a
 * style read and a layout of the whole page each time. A table as tall as its rows never scrolls
 * itself, so the grid never measures a real scrollbar there and probed on every change; the
 * console styles no scrollbar, so the probe is the real size.
 */
function scrollbarSize(): number {
  const ratio = window.devicePixelRatio
  if (scrollbar?.ratio !== ratio) {
    const probe = document.createElement('div')
    probe.style.cssText =
      'position:absolute;width:99px;height:99px;overflow:scroll;visibility:hidden'
    document.body.append(probe)
    scrollbar = { ratio, size: probe.offsetWidth - probe.clientWidth }
    probe.remove()
  }
  return scrollbar.size
}

/**
 * The list table: the community MUI X DataGrid, 25 rows a page. Server paging follows the API's
 * page tokens, so the total is unknown (rowCount -1, hasNextPage from the caller).
 */
export default function DataGridTable<Row extends { id: string }>(props: GridTableProps<Row>) {
  const { 'aria-label': ariaLabel, columns, rows, loading, pagination, sort } = props
  const { toolbarStart, rowHeight, scroll, selection, bulkBar, settingsKey } = props
  const apiRef = useGridApiRef()
  const gridColumns = useGridColumns(props)
  const { columnVisibilityModel, chooseVisibility, density, chooseDensity } = useTableSettings(
    settingsKey ?? ariaLabel,
    columns,
  )
  const { initial, rowSlots, getRowId, settler, rowsOnScreen, handingOver } = useGridRows(
    apiRef,
    rows,
    loading,
  )
  const { rowSelectionModel, onRowSelectionModelChange } = useRowSelection(selection, rowSlots)
  const onCellKeyDown = useSpaceToggle<Row>(selection)
  const onResize = useColumnFit({
    apiRef,
    columns,
    rows,
    loading,
    columnVisibilityModel,
    rowsOnScreen,
    handingOver,
  })
  const { sortModel, onSortModelChange } = useGridSort(sort)
  const paging = useGridPaging(pagination)
  // rows drawn only when in view have one height: the grid cannot skip a row it must measure
  const { getRowHeight, getRowClassName, allGrow, someGrow } = useRowHeight(
    scroll ? undefined : rowHeight,
  )
  const scrollBox = useScrollHeight(scroll !== undefined)
  // The same objects from one render to the next: the grid's root re-serialises its styles and
  // its slots re-render when these change, and a page of rows renders it several times.
  const sx = useMemo(() => tableStyles(allGrow, someGrow), [allGrow, someGrow])
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
              // At most 25 rows a page: rendering them all costs less than measuring, and every row
              // is in the DOM for find-in-page and autosizing. Hundreds (scroll): only those in view.
              autoHeight={!scroll}
              disableVirtualization={!scroll}
              rowHeight={scroll?.rowHeight}
              scrollbarSize={scrollbarSize()}
              localeText={localeText}
              slots={slots}
              showToolbar={showToolbar}
              slotProps={slotProps}
              onResize={onResize}
              // paging
              pageSizeOptions={PAGE_SIZE_OPTIONS}
              hideFooter={hideFooter}
              {...paging}
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
  const table = scrollBox ? <div ref={scrollBox}>{grid}</div> : grid
  return inRouter ? <CellNavigation>{table}</CellNavigation> : table
}

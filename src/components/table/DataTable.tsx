import Box from '@mui/material/Box'
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid'
import { useMemo, type ReactNode } from 'react'
import { PAGE_SIZE } from '~/util/constants'
import { visuallyHidden } from '../visuallyHidden'
import { DataTableToolbar } from './DataTableToolbar'
import type { RowAction } from './RowAction'
import { RowActionsCell } from './RowActionsCell'
import { RowActionsContext, type RowActionsSource } from './RowActionsContext'

export type DataTablePagination = {
  /** Zero-based index of the page the caller has loaded. */
  pageIndex: number
  hasNextPage: boolean
  onNext: () => void
  onPrev: () => void
}

export type DataTableProps<Row extends { id: string }> = {
  'aria-label': string
  columns: GridColDef<Row>[]
  rows: Row[] | undefined
  loading: boolean
  emptyState: ReactNode
  /** Server paging with an unknown total; without it the rows are paged in the browser. */
  pagination?: DataTablePagination
  rowActions?: (row: Row) => RowAction[]
  /** Names the row in its actions button ('Row actions for {label}'); defaults to the id. */
  getRowLabel?: (row: Row) => string
}

const actionsColumn: GridColDef<{ id: string }> = {
  field: '__actions',
  headerName: 'Actions',
  // the header is for screen readers; sighted users recognise the ⋯ buttons
  renderHeader: () => <Box sx={visuallyHidden}>Actions</Box>,
  width: 64,
  align: 'center',
  sortable: false,
  filterable: false,
  hideable: false,
  resizable: false,
  disableColumnMenu: true,
  disableExport: true,
  renderCell: ({ row, tabIndex, hasFocus }) => (
    <RowActionsCell row={row} tabIndex={tabIndex} hasFocus={hasFocus} />
  ),
}

/**
 * Untyped columns holding Date values (timeCreated…) would export to CSV as Date#toString, in
 * the viewer's zone; ISO strings are exact and machine-readable. Columns with their own type or
 * formatter are left alone.
 */
function isoDates<Row extends { id: string }>(column: GridColDef<Row>): GridColDef<Row> {
  if (column.type || column.valueFormatter) return column
  return {
    ...column,
    valueFormatter: (value: unknown) => (value instanceof Date ? value.toISOString() : value),
  }
}

export function DataTable<Row extends { id: string }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  loading,
  emptyState,
  pagination,
  rowActions,
  getRowLabel,
}: DataTableProps<Row>) {
  const hasActions = Boolean(rowActions)
  const allColumns = useMemo(() => {
    const withDates = columns.map(isoDates)
    return hasActions ? [...withDates, actionsColumn as GridColDef<Row>] : withDates
  }, [columns, hasActions])

  // Rows are typed Row here; the context is row-type agnostic.
  const actionsSource = useMemo(
    () => (rowActions ? ({ rowActions, getRowLabel } as RowActionsSource) : null),
    [rowActions, getRowLabel],
  )

  const pageIndex = pagination?.pageIndex ?? 0
  // An empty later page (rows deleted meanwhile) keeps the grid, so 'previous' stays reachable.
  if (rows && rows.length === 0 && !loading && pageIndex === 0) return <>{emptyState}</>

  // The total is unknown (-1) until the last page is loaded; then it is exact. hasNextPage is
  // only ever passed as true: given false, the grid works the total out itself from a page
  // index that may not have caught up yet, clamps the page, and pages back on its own. An empty
  // later page keeps the total unknown for the same reason: a known total would clamp it away.
  const totalKnown =
    pagination && !loading && rows !== undefined && rows.length > 0 && !pagination.hasNextPage
  const serverPaging = pagination
    ? {
        paginationMode: 'server' as const,
        paginationModel: { page: pagination.pageIndex, pageSize: PAGE_SIZE },
        onPaginationModelChange: (model: GridPaginationModel) => {
          if (model.page > pagination.pageIndex) pagination.onNext()
          else if (model.page < pagination.pageIndex) pagination.onPrev()
        },
        rowCount: totalKnown ? pagination.pageIndex * PAGE_SIZE + rows.length : -1,
        paginationMeta: totalKnown || loading ? {} : { hasNextPage: true },
      }
    : {
        paginationMode: 'client' as const,
        initialState: { pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZE } } },
        hideFooter: (rows?.length ?? 0) <= PAGE_SIZE,
      }

  return (
    <RowActionsContext.Provider value={actionsSource}>
      <DataGrid<Row>
        aria-label={ariaLabel}
        columns={allColumns}
        rows={rows ?? []}
        loading={loading}
        {...serverPaging}
        pageSizeOptions={[PAGE_SIZE]}
        autoHeight
        rowHeight={44}
        columnHeaderHeight={44}
        // At most 25 rows: rendering all of them costs nothing and keeps every cell in the DOM
        // for find-in-page, screen readers and tests.
        disableVirtualization
        rowSelection={false}
        disableRowSelectionOnClick
        // Filtering would only see the loaded page; see DataTableToolbar.
        disableColumnFilter
        showToolbar
        slots={{ toolbar: DataTableToolbar }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </RowActionsContext.Provider>
  )
}

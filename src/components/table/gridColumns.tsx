import Box from '@mui/material/Box'
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid'
import { memo } from 'react'
import { visuallyHidden } from '../visuallyHidden'
import { CELL_CLASS } from './cellStyles'
import { displayValue, fieldValue, isProse, type DataTableColumn } from './column'
import { ACTIONS_WIDTH } from './tableChrome'
import type { CopyIdOf, RowAction } from './RowAction'
import { RowActions } from './RowActions'

/** The field of the row-actions column; never a resource field. */
export const ACTIONS_FIELD = '__actions__'
/** A prose column (flex ≥ 2, e.g. description) never gets narrower than this. */
const PROSE_MIN_WIDTH = 160

/** The column's value in the CSV export; by default the field's value (dates as ISO). */
function csvValue<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (column.csv) return column.csv(row)
  const value = fieldValue(row as object, column.field)
  return value instanceof Date ? value.toISOString() : String(value ?? '')
}

/**
 * A cell's content, rendered again only when its row or its column is another. The grid renders
 * every cell again whenever any of its props changes (its root props are a context every cell
 * reads): the rows of the page leaving the screen are rendered once more when the next page's
 * arrive, and a page's rows once more after they are mounted. With the same row object (the entity
 * store hands out a new one when the resource changes) and the same column, that is no work.
 */
const CellContent = memo(function CellContent({
  row,
  column,
}: {
  row: unknown
  column: DataTableColumn<unknown>
}) {
  const render = column.renderCell
  return (
    // the wrapper ellipsizes plain text and keeps rendered content from spilling into a
    // neighbour; a class styled once by the table, as 25 rows of styled boxes cost a frame.
    // Another page's row takes over these elements (see rowSlots): content that holds work of
    // its own for its row (a request) keys it by the row.
    <span className={CELL_CLASS}>{render ? render({ row }) : displayValue(column, row)}</span>
  )
})

/**
 * DataTableColumn → the grid's column. The cell shows renderCell (or the field's value, dates
 * formatted); the formatted value, which the grid's CSV export writes, is the `csv` text; the
 * raw value is what the grid sorts by.
 */
export function toGridColumn<Row extends { id: string }>(
  column: DataTableColumn<Row>,
  serverSortable: ReadonlySet<string> | null,
): GridColDef<Row> {
  return {
    field: column.field,
    headerName: column.headerName,
    // widths are set by autosizing to the content (see DataGridTable); these are the starting point
    ...(column.width
      ? { width: column.width, ...(column.minWidth && { minWidth: column.minWidth }) }
      : {
          flex: column.flex ?? 1,
          minWidth: column.minWidth ?? (isProse(column) ? PROSE_MIN_WIDTH : 100),
        }),
    // with server sorting only what the API sorts by; otherwise any column, within the page
    sortable: serverSortable ? serverSortable.has(column.field) : column.sortable !== false,
    display: 'flex',
    ...(column.csv === null && { disableExport: true }),
    valueGetter: (_value, row) => fieldValue(row, column.field),
    valueFormatter: (_value, row) => csvValue(column, row),
    renderCell: ({ row }: GridRenderCellParams<Row>) => (
      <CellContent row={row} column={column as DataTableColumn<unknown>} />
    ),
  }
}

/** A resource's row: its own id. */
export const ownId = (row: { id: string }) => row.id

/** Where the actions column reads the page's row actions, row names and ids, as they are now. */
export type RowActionsSource<Row> = {
  current: {
    rowActions?: (row: Row) => RowAction[]
    getRowLabel?: (row: Row) => string
    copyIdOf?: CopyIdOf<Row>
  }
}

/**
 * A row's ⋯ menu, rendered again only when the row or the page's names change. Its actions are
 * read from the page when the menu opens: the grid does not render a cell again when only the
 * page's actions change (a role gate that arrived after the rows), and a menu built from the
 * ones of the cell's last render would offer what the role no longer allows.
 */
function RowActionsCellContent<Row extends { id: string }>({
  row,
  source,
  getRowLabel,
  copyIdOf,
}: { row: Row; source: RowActionsSource<Row> } & Omit<
  RowActionsSource<Row>['current'],
  'rowActions'
>) {
  const label = getRowLabel ? getRowLabel(row) : row.id
  return (
    <RowActions
      // another resource's row (see rowSlots) gets its own menu, never the one open before
      key={row.id}
      label={`Row actions for ${label}`}
      // asked for when the menu opens, not for every row on every page
      actions={() => source.current.rowActions?.(row) ?? []}
      copyId={copyIdOf?.(row)}
    />
  )
}
// memo() types its component for one set of props; it renders the generic one as it is
const RowActionsCell = memo(RowActionsCellContent) as typeof RowActionsCellContent

/**
 * The ⋯ menu of a row, last. Not resizable, hideable, sortable or exported. It stays in view on
 * narrow screens through CSS (position: sticky, see DataGridTable), as the community grid has no
 * pinned columns.
 */
export function actionsColumn<Row extends { id: string }>(
  source: RowActionsSource<Row>,
): GridColDef<Row> {
  return {
    field: ACTIONS_FIELD,
    headerName: 'Actions',
    width: ACTIONS_WIDTH,
    minWidth: ACTIONS_WIDTH,
    resizable: false,
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
    disableExport: true,
    display: 'flex',
    align: 'center',
    // for screen readers; sighted users recognise the ⋯ buttons
    renderHeader: () => (
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    ),
    // the names as they are when the grid renders the cell; the actions as they are when the
    // menu opens
    renderCell: ({ row }: GridRenderCellParams<Row>) => (
      <RowActionsCell
        row={row}
        source={source}
        getRowLabel={source.current.getRowLabel}
        copyIdOf={source.current.copyIdOf}
      />
    ),
  }
}

import type { ReactNode } from 'react'
import type { DataTableColumn } from './column'
import type { CopyIdOf, RowAction } from './RowAction'

// The table's props, apart from the table: the grid chunk, the first rows and the pager read them
// without importing the module that loads the grid.

export type DataTablePagination = {
  /** Zero-based index of the page the caller has loaded. */
  pageIndex: number
  /** How many pages there are, when the caller knows (a list held whole); API paging does not. */
  pageCount?: number
  hasNextPage: boolean
  onNext: () => void
  onPrev: () => void
}

/** Which rows grow to their content: all ('auto') or those a function names. */
export type RowHeight<Row> = 'auto' | ((row: Row) => boolean)

/** The API's sort order for a list (`sort_by`), e.g. name ascending. */
export type DataTableSortModel = { field: string; direction: 'ascending' | 'descending' }

export type DataTableSort = {
  /** Fields the caller sorts by (the API's sort_by, or a list held whole); the others are not sortable. */
  fields: string[]
  model: DataTableSortModel | null
  onChange: (model: DataTableSortModel | null) => void
}

export type DataTableProps<Row extends { id: string }> = {
  'aria-label': string
  columns: DataTableColumn<Row>[]
  rows: Row[] | undefined
  loading: boolean
  emptyState: ReactNode
  /** Server paging with an unknown total; without it the rows are paged in the browser. */
  pagination?: DataTablePagination
  /** Sorting by the API (sort_by); without it a column header sorts the rows the table holds. */
  sort?: DataTableSort
  rowActions?: (row: Row) => RowAction[]
  /** Names the row in its actions button ('Row actions for {label}'); defaults to the id. */
  getRowLabel?: (row: Row) => string
  /** Shown at the left of the table's toolbar (a list's last update and refresh button). */
  toolbarStart?: ReactNode
  /**
   * 'auto': rows grow to their content, so cells that hold several chips wrap them rather than
   * cut them off on a narrow screen. A function: only the rows it names grow (a failed
   * instance's note), the others keep the fixed height, which the grid need not measure.
   * Default: the grid's fixed row height.
   */
  rowHeight?: RowHeight<Row>
  /**
   * For pages of hundreds of rows (the audit log's 200): the grid scrolls its rows itself, in the
   * height left below it in the window (never less than a few rows), and draws only the rows in
   * view. Every row then has the same height, `rowHeight` px at standard density (two lines of
   * text: 60 in the audit log), since a row the grid must measure cannot be skipped; `rowHeight` above is ignored.
   * Without it the table is as tall as its rows and draws them all (pages of 25).
   */
  scroll?: { rowHeight: number }
  /**
   * Row selection: a checkbox column (its header selects the rows shown), Space toggles the
   * focused row. The caller keeps which rows are selected.
   */
  selection?: DataTableSelection
  /** Stands in for the toolbar while rows are selected: what can be done with them. */
  bulkBar?: ReactNode
  /**
   * 'Copy ID' in every row's menu (before a last danger item), with the 'Copied' feedback of copy
   * buttons. For rows that are resources with an id of their own; a function names the id of
   * each row, undefined for a row that has none (the external IPs' ephemeral one).
   */
  copyId?: boolean | CopyIdOf<Row>
  /**
   * Where the columns shown and the density chosen are kept in the browser, per list; the table's
   * name by default.
   */
  settingsKey?: string
}

export type DataTableSelection = {
  ids: ReadonlySet<string>
  onChange: (ids: Set<string>) => void
}

/** What the grid takes: the table's props, less the empty state the table shows instead of it. */
export type GridTableProps<Row extends { id: string }> = Omit<DataTableProps<Row>, 'emptyState'>

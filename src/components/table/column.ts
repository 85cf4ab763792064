import type { ReactNode } from 'react'
import { formatDateTime } from '~/util/format'

/**
 * A table column. The names follow what the pages already declare, so a column list reads the
 * same as before; anything the table doesn't do (sorting, filtering, resizing) is left out.
 */
export type DataTableColumn<Row> = {
  /** Key of the row to show when there is no renderCell, and the column's React key. */
  field: string
  headerName: string
  renderCell?: (params: { row: Row }) => ReactNode
  /** Relative share of the width left over by the fixed-width columns. The default is 1. */
  flex?: number
  /** Fixed width in px; wins over flex. */
  width?: number
  /** A narrow screen squeezes the column no further than this (px): what must stay readable. */
  minWidth?: number
  /**
   * Hidden at first on a screen narrower than 1200 px (a laptop's 1024), where the table would
   * otherwise scroll sideways: detail that a row's page or the CSV export also gives. The
   * Columns menu brings it back.
   */
  hideWhenNarrow?: boolean
  /**
   * Accepted so existing column lists type-check. The table never sorts: sorting one server page
   * would read as sorting the whole list.
   */
  sortable?: boolean
  /**
   * The column's value in the CSV export; by default the field's value (dates as ISO). `null`
   * leaves the column out of the export (its values are fetched per row, not part of the row).
   */
  csv?: ((row: Row) => string) | null
}

/** Columns with flex ≥ 2 hold prose: they take the room left over and may end in an ellipsis. */
export const isProse = (c: { width?: number; flex?: number }) => !c.width && (c.flex ?? 1) >= 2

/** The row's value for the column's field, untyped. */
export const fieldValue = (row: object, field: string): unknown =>
  (row as Record<string, unknown>)[field]

/** What a cell without renderCell shows: the field's value, a date formatted. */
export function displayValue<Row>(column: DataTableColumn<Row>, row: Row): string {
  const value = fieldValue(row as object, column.field)
  return value instanceof Date ? formatDateTime(value) : String(value ?? '')
}

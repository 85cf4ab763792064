import type { GridColumnVisibilityModel } from '@mui/x-data-grid'
import { PAGE_SIZE } from '~/util/constants'
import type { DataTableProps } from './tableProps'
import type { TableSettings } from './tableSettings'

// What the grid and the rows drawn before it (FirstRows) both decide the same way, so the one
// takes over from the other without the table moving.

/** The width of the row-menu column (⋯). */
export const ACTIONS_WIDTH = 56

/** Below this viewport width, columns marked hideWhenNarrow start hidden. */
export const NARROW_SCREEN = '(max-width: 1199.98px)'

/**
 * The columns shown: the user's choice from the Columns menu while the screen is on the side of
 * the breakpoint it was made on; otherwise every column, less the detail ones on a narrow screen.
 */
export function columnVisibility(
  columns: readonly { field: string; hideWhenNarrow?: boolean }[],
  chosen: TableSettings['columns'] | null,
  narrow: boolean,
): GridColumnVisibilityModel {
  if (chosen?.narrow === narrow) return chosen.model
  return Object.fromEntries(columns.filter((c) => c.hideWhenNarrow).map((c) => [c.field, !narrow]))
}

/**
 * Whether the table has its toolbar and its pager. One-row sub-tables (an instance's boot disk)
 * carry no toolbar: nothing to choose or export. The pager shows only when there is more than
 * one page (or the API does not say). `oneRow`: the whole list is one row, so its toolbar keeps
 * only what still means something for it.
 */
export function tableChrome({
  rows,
  pagination,
  toolbarStart,
  bulkBar,
}: Pick<DataTableProps<{ id: string }>, 'rows' | 'pagination' | 'toolbarStart' | 'bulkBar'>): {
  showToolbar: boolean
  hideFooter: boolean
  oneRow: boolean
} {
  const rowCount = rows?.length ?? 0
  return {
    showToolbar:
      pagination !== undefined || rowCount > 1 || toolbarStart !== undefined || Boolean(bulkBar),
    hideFooter: pagination ? pagination.pageCount === 1 : rowCount <= PAGE_SIZE,
    oneRow: rowCount === 1 && (pagination?.pageIndex ?? 0) === 0 && !pagination?.hasNextPage,
  }
}

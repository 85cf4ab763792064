import type { GridRowHeightParams } from '@mui/x-data-grid'
import { useMemo, useRef } from 'react'
import { GROWN_ROW_CLASS } from './gridStyles'
import type { RowHeight } from './tableProps'

const autoRowHeight = () => 'auto' as const

/**
 * Which rows grow to their content (see DataTableProps' rowHeight), as the grid's row height and
 * row class functions. Only rows that may hold several lines are measured: a fixed-height row
 * costs the grid no observer and no second layout once it is on screen.
 */
export function useRowHeight<Row>(rowHeight: RowHeight<Row> | undefined) {
  const grows = typeof rowHeight === 'function' ? rowHeight : undefined
  const growsRef = useRef(grows)
  growsRef.current = grows
  const someGrow = grows !== undefined
  const allGrow = rowHeight === 'auto'
  const getRowHeight = useMemo(
    () =>
      allGrow
        ? autoRowHeight
        : someGrow
          ? ({ model }: GridRowHeightParams) =>
              growsRef.current?.(model as Row) ? ('auto' as const) : null
          : undefined,
    [allGrow, someGrow],
  )
  const getRowClassName = useMemo(
    () =>
      someGrow
        ? ({ row }: { row: Row }) => (growsRef.current?.(row) ? GROWN_ROW_CLASS : '')
        : undefined,
    [someGrow],
  )
  return { getRowHeight, getRowClassName, allGrow, someGrow }
}

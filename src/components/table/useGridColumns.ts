import type { GridColDef } from '@mui/x-data-grid'
import { useMemo, useRef } from 'react'
import { actionsColumn, ownId, toGridColumn } from './gridColumns'
import type { GridTableProps } from './tableProps'

/**
 * The grid's column definitions: the page's columns (sortable by the API's sort fields when the
 * API sorts), then the row-actions column when rows have actions or an id to copy.
 */
export function useGridColumns<Row extends { id: string }>({
  columns,
  rowActions,
  getRowLabel,
  copyId = false,
  sort,
}: Pick<
  GridTableProps<Row>,
  'columns' | 'rowActions' | 'getRowLabel' | 'copyId' | 'sort'
>): GridColDef<Row>[] {
  // Pages pass rowActions and getRowLabel inline; reading them through a ref keeps the column
  // definitions stable, so the grid keeps its column widths across renders.
  const copyIdOf = copyId === true ? ownId : copyId === false ? undefined : copyId
  const actionsRef = useRef({ rowActions, getRowLabel, copyIdOf })
  actionsRef.current = { rowActions, getRowLabel, copyIdOf }
  const hasActions = rowActions !== undefined || copyIdOf !== undefined
  const sortKey = sort?.fields.join(',')
  return useMemo(() => {
    const sortable = sortKey === undefined ? null : new Set(sortKey ? sortKey.split(',') : [])
    const cols: GridColDef<Row>[] = columns.map((c) => toGridColumn(c, sortable))
    if (hasActions) cols.push(actionsColumn<Row>(actionsRef))
    return cols
  }, [columns, hasActions, sortKey])
}

import type { GridSortModel } from '@mui/x-data-grid'
import { useMemo } from 'react'
import type { DataTableSort } from './tableProps'
import { useStable } from './useStable'

/**
 * The caller's sort (the API's sort_by) as the grid's sort model, and the grid's changes back.
 * Both undefined when the caller does not sort: the grid then sorts the rows it holds.
 */
export function useGridSort(sort: DataTableSort | undefined) {
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
  return { sortModel, onSortModelChange: hasSort ? changeSort : undefined }
}

import type { DataGridProps } from '@mui/x-data-grid'
import { useMemo } from 'react'
import { PAGE_SIZE } from '~/util/constants'
import type { DataTablePagination } from './tableProps'

const browserPaged = { pagination: { paginationModel: { pageSize: PAGE_SIZE } } }

/**
 * The grid's paging props: with the caller's paging, the API's page tokens (the total stays
 * unknown, TablePager offers previous and next); without it, 25 rows a page in the browser.
 */
export function useGridPaging(
  pagination: DataTablePagination | undefined,
): Pick<
  DataGridProps,
  'paginationMode' | 'rowCount' | 'paginationMeta' | 'paginationModel' | 'initialState'
> {
  const pageIndex = pagination?.pageIndex
  const paginationModel = useMemo(
    () => (pageIndex === undefined ? undefined : { page: pageIndex, pageSize: PAGE_SIZE }),
    [pageIndex],
  )
  const hasNextPage = pagination?.hasNextPage
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage])
  return pagination
    ? { paginationMode: 'server', rowCount: -1, paginationMeta, paginationModel }
    : { initialState: browserPaged }
}

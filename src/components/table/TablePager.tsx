import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import {
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid'
import { createContext, useContext } from 'react'
import type { DataTablePagination } from './tableProps'

/** The caller's paging, for the grid's footer (slots cannot take per-table props typed). */
export const ServerPagingContext = createContext<DataTablePagination | null>(null)

/**
 * The grid's pagination slot. When the caller pages: API page tokens give no total, so it says
 * which page this is and offers previous and next (next only while the API says there is more);
 * a list held whole knows its pages ('Page 2 of 4'). Otherwise the grid's own pages.
 */
export function TablePager() {
  const paging = useContext(ServerPagingContext)
  return paging ? <PagerView {...paging} /> : <BrowserPager />
}

/**
 * The grid's own pages, for a table given more than a page of rows and no paging ('1–25 of 30').
 * The grid's default footer is MUI's TablePagination, whose page-size Select (with every
 * TextField variant) the first page would load for a choice of one size.
 */
function BrowserPager() {
  const apiRef = useGridApiContext()
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector)
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector)
  const pageCount = useGridSelector(apiRef, gridPageCountSelector)
  const first = rowCount === 0 ? 0 : page * pageSize + 1
  const last = Math.min(rowCount, (page + 1) * pageSize)
  return (
    <PagerView
      label={`${first}–${last} of ${rowCount}`}
      pageIndex={page}
      hasNextPage={page + 1 < pageCount}
      onPrev={() => apiRef.current.setPage(page - 1)}
      onNext={() => apiRef.current.setPage(page + 1)}
    />
  )
}

function PagerView({
  label,
  pageIndex,
  pageCount,
  hasNextPage,
  onNext,
  onPrev,
}: {
  /** what the pager says, by default which page of how many */
  label?: string
  pageIndex: number
  pageCount?: number
  hasNextPage: boolean
  onNext: () => void
  onPrev: () => void
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, ml: 'auto' }}>
      {/* polite: after Next or Previous, screen readers hear which page they are on */}
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mr: 1 }}>
        {label ?? `Page ${pageIndex + 1}${pageCount !== undefined ? ` of ${pageCount}` : ''}`}
      </Typography>
      <IconButton
        size="small"
        aria-label="Go to previous page"
        disabled={pageIndex === 0}
        onClick={onPrev}
      >
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Go to next page"
        disabled={!hasNextPage}
        onClick={onNext}
      >
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}

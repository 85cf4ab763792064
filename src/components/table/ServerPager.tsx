import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { createContext, useContext } from 'react'
import type { DataTablePagination } from './DataTable'

/** The caller's paging, for the grid's footer (slots cannot take per-table props typed). */
export const ServerPagingContext = createContext<DataTablePagination | null>(null)

/**
 * The grid's pagination slot when the caller pages: API page tokens give no total, so it says
 * which page this is and offers previous and next (next only while the API says there is more);
 * a list held whole knows its pages ('Page 2 of 4').
 */
export function ServerPager() {
  const paging = useContext(ServerPagingContext)
  if (!paging) return null
  const { pageIndex, pageCount, hasNextPage, onNext, onPrev } = paging
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, ml: 'auto' }}>
      {/* polite: after Next or Previous, screen readers hear which page they are on */}
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mr: 1 }}>
        Page {pageIndex + 1}
        {pageCount !== undefined && ` of ${pageCount}`}
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

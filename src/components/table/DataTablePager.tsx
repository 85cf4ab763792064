import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'

type DataTablePagerProps = {
  /** e.g. 'Page 2' or 'Page 2 of 3' */
  status: string
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
}

export function DataTablePager({ status, hasPrev, hasNext, onPrev, onNext }: DataTablePagerProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {/* polite: after Next or Previous, screen readers hear which page they are on */}
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mr: 1 }}>
        {status}
      </Typography>
      <IconButton
        size="small"
        aria-label="Go to previous page"
        disabled={!hasPrev}
        onClick={onPrev}
      >
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Go to next page" disabled={!hasNext} onClick={onNext}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { MAIN_CONTENT_ID } from './SkipLink'

/** The one <main> per page; the skip link focuses it. */
export function MainRegion({ children, centered }: { children: ReactNode; centered?: boolean }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        flex: 1,
        minWidth: 0,
        outline: 'none',
        // a little less at 1024 px, where a seven-column table needs every pixel
        px: { xs: 2, md: 3, lg: 4 },
        py: 3,
        ...(centered && { display: 'flex', alignItems: 'center', justifyContent: 'center' }),
      }}
    >
      {children}
    </Box>
  )
}

import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** `children` holds extra notices, e.g. NoGroupsNotice on a 403. */
export function SomethingWentWrong({ children }: { children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" component="h1">
        Something went wrong
      </Typography>
      <Typography color="text.secondary">
        Please try again. If the problem persists, contact your administrator.
      </Typography>
      {children}
    </Stack>
  )
}

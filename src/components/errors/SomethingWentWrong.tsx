import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * `children` holds extra notices, e.g. NoGroupsNotice on a 403. `message` replaces the advice to
 * try again where trying again cannot help (a page the user's role does not reach).
 */
export function SomethingWentWrong({
  children,
  message = 'Please try again. If the problem persists, contact your administrator.',
}: {
  children?: ReactNode
  message?: string
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" component="h1">
        Something went wrong
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      {children}
    </Stack>
  )
}

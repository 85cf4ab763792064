import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRevalidator } from 'react-router-dom'

/**
 * The error page for a page whose code did not download (issue 43 §2). Retry enters the page
 * again, which downloads its code again (routes/pageCode.ts); the rest of the console still works.
 */
export function PageCodeFailed() {
  const revalidator = useRevalidator()
  const retrying = revalidator.state === 'loading'
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" component="h1">
        This page could not be loaded
      </Typography>
      <Typography color="text.secondary">
        This page&apos;s code could not be downloaded. Check your connection, then try again.
      </Typography>
      <Button variant="contained" loading={retrying} onClick={() => void revalidator.revalidate()}>
        Retry
      </Button>
    </Stack>
  )
}

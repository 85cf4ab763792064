import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

/**
 * The one page a rack that refuses this console's API version gets: every screen would fail on
 * it, so none is shown. It says what the console speaks, what the rack said, and what to do.
 */
export function VersionNotSupported({
  consoleVersion,
  serverMessage,
  onRetry,
}: {
  /** the API version this console speaks */
  consoleVersion: string
  /** the rack's own words */
  serverMessage: string
  onRetry: () => void
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <Typography variant="h1" component="h1">
        This rack does not serve this console&apos;s API version
      </Typography>
      <Typography>
        This console speaks Oxide API version <strong>{consoleVersion}</strong>. The rack refused
        that version: it serves an older one.
      </Typography>
      <Typography>
        To use this console, update the rack&apos;s software to a release that serves API version{' '}
        {consoleVersion}. Until then, use a console built for the API version the rack serves.
      </Typography>
      <Box
        component="figure"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', maxWidth: '100%' }}
      >
        <Typography component="figcaption" variant="body2" color="text.secondary">
          The rack answered
        </Typography>
        <Typography
          component="code"
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {serverMessage}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  )
}

import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'

export function NotFound({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary">
        The page you are looking for doesn&apos;t exist or you may not have access to it.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={Link} to="/">
          Back to console
        </Button>
        <Button variant="outlined" color="inherit" onClick={onSignOut}>
          Sign out
        </Button>
      </Stack>
    </Stack>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export type EmptyStateProps = {
  title: string
  body?: ReactNode
  /** Shown only together with buttonTo. */
  buttonText?: string
  buttonTo?: string
}

export function EmptyState({ title, body, buttonText, buttonTo }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      {body && <Typography color="text.secondary">{body}</Typography>}
      {buttonText && buttonTo && (
        <Button variant="contained" component={Link} to={buttonTo} sx={{ mt: 1 }}>
          {buttonText}
        </Button>
      )}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { connectionStatusText, type ConnectionStatus } from './serialConsole'

const DOT: Record<ConnectionStatus['kind'], string> = {
  unavailable: 'text.disabled',
  connecting: 'warning.main',
  connected: 'success.main',
  disconnected: 'error.main',
}

/** The connection status above the terminal, announced politely as it changes. */
export function StatusLine({ status, action }: { status: ConnectionStatus; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minHeight: 32 }}>
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[status.kind], flexShrink: 0 }}
      />
      <Typography role="status" variant="body2" data-status={status.kind}>
        {connectionStatusText(status)}
      </Typography>
      {action}
    </Box>
  )
}

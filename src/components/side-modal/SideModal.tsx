import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useCountOpenSideModal } from './openSideModals'

export type SideModalProps = {
  title: string
  isOpen: boolean
  onDismiss: () => void
  children: ReactNode
  subtitle?: ReactNode
  /** Buttons, right-aligned in a bar that stays put while the body scrolls. */
  footer?: ReactNode
}

/**
 * A modal drawer on the right, 32rem wide (spec §2), full width on small screens. The Drawer's
 * modal traps focus, moves it into the panel, closes on Escape and returns focus on close; the
 * paper gets the dialog role and name because Drawer does not set them itself.
 */
export function SideModal({
  title,
  isOpen,
  onDismiss,
  children,
  subtitle,
  footer,
}: SideModalProps) {
  const titleId = useId()
  useCountOpenSideModal(isOpen)
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onDismiss}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: '32rem' }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Close" onClick={onDismiss} size="small" edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
      {footer && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {footer}
        </Box>
      )}
    </Drawer>
  )
}

import CloseIcon from '@mui/icons-material/Close'
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import { useId, type ReactNode } from 'react'
import { ModalBody } from './ModalBody'
import { ModalFooter } from './ModalFooter'

type ModalWidth = 'narrow' | 'medium' | 'free'

export type ModalProps = {
  title: string
  isOpen: boolean
  onDismiss: () => void
  /** narrow ≈ 24rem, medium ≈ 32rem (default), free = as wide as the content */
  width?: ModalWidth
  /**
   * false: Escape, a click outside and the close button do nothing, and there is no close
   * button; only the dialog's own actions close it (what it shows would be lost for good)
   */
  dismissible?: boolean
  children: ReactNode
}

const WIDTHS: Record<ModalWidth, string> = { narrow: '24rem', medium: '32rem', free: 'auto' }

/** A centred dialog. MUI's Dialog traps focus, closes on Escape and restores focus on close. */
export function Modal({
  title,
  isOpen,
  onDismiss,
  width = 'medium',
  dismissible = true,
  children,
}: ModalProps) {
  const titleId = useId()
  return (
    <Dialog
      open={isOpen}
      onClose={dismissible ? onDismiss : undefined}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: WIDTHS[width], maxWidth: 'calc(100% - 2rem)', m: 2 } },
      }}
    >
      <DialogTitle id={titleId} component="h2" variant="h2" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      {dismissible && (
        <IconButton
          aria-label="Close"
          onClick={onDismiss}
          size="small"
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      {children}
    </Dialog>
  )
}

Modal.Body = ModalBody
Modal.Footer = ModalFooter

import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'

export type ModalFooterProps = {
  onDismiss: () => void
  onAction: () => void
  actionText: string
  actionType?: 'primary' | 'danger'
  cancelText?: string
  disabled?: boolean
  actionLoading?: boolean
}

export function ModalFooter({
  onDismiss,
  onAction,
  actionText,
  actionType = 'primary',
  cancelText = 'Cancel',
  disabled = false,
  actionLoading = false,
}: ModalFooterProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="outlined" color="inherit" onClick={onDismiss}>
        {cancelText}
      </Button>
      <Button
        variant="contained"
        color={actionType === 'danger' ? 'error' : 'primary'}
        onClick={onAction}
        disabled={disabled}
        loading={actionLoading}
      >
        {actionText}
      </Button>
    </DialogActions>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CopyButton } from '../CopyButton'
import { Modal } from './Modal'

/**
 * A secret the API shows only once (a SCIM token, a webhook secret), with Copy. Only Done closes
 * it: Escape or a click outside would lose the value for good. The value lives only in the
 * caller's state while this is open.
 */
export type ShownOnceText = {
  title: string
  /** what the value is, capitalized: 'Token' */
  label: string
  /** why it cannot be seen again */
  warning: string
  /** what to do with it */
  use: string
}

export function ShownOnceDialog({
  title,
  label,
  value,
  warning,
  use,
  onDone,
}: ShownOnceText & { value: string; onDone: () => void }) {
  return (
    <Modal title={title} isOpen onDismiss={onDone} dismissible={false}>
      <Modal.Body>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Typography sx={{ mb: 2 }}>{use}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={label}
            value={value}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
          <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
        </Box>
      </Modal.Body>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </Modal>
  )
}

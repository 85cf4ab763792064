import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { messageOf } from '~/api/errors'
import { Modal } from '../modal/Modal'
import { ReportedError } from '../toast/ReportedError'
import { addToast } from '../toast/toastStore'
import {
  clearConfirmAction,
  getConfirmActionOptions,
  useConfirmActionOptions,
  type ConfirmActionOptions,
} from './confirmStore'

/** Mounted once at the app root; opened by `confirmAction` / `confirmDelete`. */
export function ConfirmActionModal() {
  const options = useConfirmActionOptions()
  const [running, setRunning] = useState(false)
  const [typed, setTyped] = useState('')
  // Keep the last request on screen while the dialog animates out.
  const [shown, setShown] = useState<ConfirmActionOptions | null>(options)
  if (options && options !== shown) {
    setShown(options)
    setTyped('')
  }

  if (!shown) return null
  const { confirmText } = shown
  const confirmed = confirmText === undefined || typed === confirmText

  const dismiss = () => {
    // Closing mid-request would hide whether it worked.
    if (!running) clearConfirmAction()
  }

  const confirm = async () => {
    const current = shown
    setRunning(true)
    try {
      await current.doAction()
    } catch (e) {
      if (!(e instanceof ReportedError)) {
        addToast({ variant: 'error', title: current.errorTitle, content: messageOf(e) })
      }
    } finally {
      setRunning(false)
      if (getConfirmActionOptions() === current) clearConfirmAction()
    }
  }

  return (
    <Modal title={shown.modalTitle} isOpen={options !== null} onDismiss={dismiss} width="narrow">
      <Modal.Body>
        {shown.modalContent}
        {confirmText !== undefined && (
          <>
            <Typography sx={{ mt: 2, mb: 1 }}>
              Type <strong>{confirmText}</strong> to confirm.
            </Typography>
            <TextField
              label="Confirmation"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && confirmed && !running) void confirm()
              }}
              autoComplete="off"
              fullWidth
              size="small"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog asks for the name to be typed: its box has the focus, not the dialog
              autoFocus
            />
          </>
        )}
      </Modal.Body>
      <Modal.Footer
        onDismiss={dismiss}
        onAction={() => void confirm()}
        disabled={!confirmed}
        actionText={shown.actionLabel}
        actionType={shown.actionType}
        actionLoading={running}
      />
    </Modal>
  )
}

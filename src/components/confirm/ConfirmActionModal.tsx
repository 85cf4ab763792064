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
  // Keep the last request on screen while the dialog animates out.
  const [shown, setShown] = useState<ConfirmActionOptions | null>(options)
  if (options && options !== shown) setShown(options)

  if (!shown) return null

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
      <Modal.Body>{shown.modalContent}</Modal.Body>
      <Modal.Footer
        onDismiss={dismiss}
        onAction={() => void confirm()}
        actionText={shown.actionLabel}
        actionType={shown.actionType}
        actionLoading={running}
      />
    </Modal>
  )
}

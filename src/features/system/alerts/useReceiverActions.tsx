import Typography from '@mui/material/Typography'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAlertReceiverDeleteMutation } from '~/api/endpoints/systemAlerts'
import type { AlertReceiver } from '~/api/generated/types'
import { useRoleGate } from '~/app/roles'
import { pb } from '~/app/routes/paths'
import { addToast, confirmAction, type RowAction } from '~/components'
import { ProbeDialog } from './ProbeDialog'

/**
 * A receiver's actions, in its row and on its page: send a test, edit, delete (confirmed, saying
 * what stops). Fleet admins only; `probing` is the test dialog to render.
 */
export function useReceiverActions(onDeleted?: () => void) {
  const navigate = useNavigate()
  const [remove] = useAlertReceiverDeleteMutation()
  const [testing, setTesting] = useState<AlertReceiver | null>(null)
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'change alert receivers' })

  const actions = useCallback(
    (receiver: AlertReceiver): RowAction[] => [
      { label: 'Send test', disabledReason: notAdmin, onActivate: () => setTesting(receiver) },
      {
        label: 'Edit',
        disabledReason: notAdmin,
        onActivate: () => void navigate(pb.alertReceiverEdit(receiver.name)),
      },
      {
        label: 'Delete',
        danger: true,
        disabledReason: notAdmin,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Delete webhook receiver',
            modalContent: (
              <>
                <Typography>
                  Are you sure you want to delete <strong>{receiver.name}</strong>?
                </Typography>
                <Typography sx={{ mt: 1 }}>
                  No more alerts are sent to <code>{receiver.kind.endpoint}</code>, and its
                  deliveries are no longer listed.
                </Typography>
              </>
            ),
            errorTitle: 'Could not delete the receiver',
            actionType: 'danger',
            actionLabel: 'Delete',
            doAction: async () => {
              await remove({ path: { receiver: receiver.id } }).unwrap()
              addToast({ content: `Webhook receiver ${receiver.name} deleted` })
              onDeleted?.()
            },
          }),
      },
    ],
    [navigate, notAdmin, onDeleted, remove],
  )

  const probing = testing && <ProbeDialog receiver={testing} onDismiss={() => setTesting(null)} />
  return { actions, probing, notAdmin }
}

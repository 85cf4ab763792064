import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { confirmAction } from './confirmStore'

export type ConfirmDeleteOptions = {
  doDelete: () => Promise<unknown>
  label: ReactNode
}

export function confirmDelete({ doDelete, label }: ConfirmDeleteOptions) {
  confirmAction({
    doAction: doDelete,
    modalTitle: 'Confirm delete',
    modalContent: (
      <Typography>
        Are you sure you want to delete <strong>{label}</strong>?
      </Typography>
    ),
    errorTitle: 'Could not delete resource',
    actionType: 'danger',
    actionLabel: 'Delete',
  })
}

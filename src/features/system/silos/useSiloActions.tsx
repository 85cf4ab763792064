import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useSiloDeleteMutation } from '~/api/endpoints/systemSilos'
import type { Silo } from '~/api/generated/types'
import { addToast, confirmAction, type RowAction } from '~/components'

/**
 * Delete, confirmed by typing the silo's name: its users, groups, identity providers,
 * certificates, quotas and IP pool links go with it. The API refuses while it holds projects;
 * the error toast says so.
 */
export function useSiloActions(onDeleted?: () => void) {
  const [deleteSilo] = useSiloDeleteMutation()
  return useCallback(
    (silo: Silo): RowAction[] => [
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Confirm delete',
            modalContent: (
              <Typography>
                Are you sure you want to delete <strong>{silo.name}</strong>? Its users, groups,
                identity providers, certificates, quotas and IP pool links are deleted with it. This
                cannot be undone.
              </Typography>
            ),
            confirmText: silo.name,
            errorTitle: 'Could not delete silo',
            actionType: 'danger',
            actionLabel: 'Delete',
            doAction: async () => {
              await deleteSilo({ path: { silo: silo.id } }).unwrap()
              addToast({ content: `Silo ${silo.name} deleted` })
              onDeleted?.()
            },
          }),
      },
    ],
    [deleteSilo, onDeleted],
  )
}

import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  useExternalSubnetDeleteMutation,
  useExternalSubnetDetachMutation,
} from '~/api/endpoints/externalSubnets'
import type { ExternalSubnet, Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { addToast, confirmAction, deleteAction, type RowAction } from '~/components'
import type { Lookup } from './columns'

/** Why an action is not offered for an external subnet as it is now. */
const REASONS = {
  attach: 'Detach the external subnet from its instance first',
  detach: 'The external subnet is not attached to an instance',
  delete: 'Detach the external subnet before deleting it',
}

type Options = {
  project: string
  instances: Lookup<Instance>
  onAttach: (subnet: ExternalSubnet) => void
}

/** Attach, Detach (confirmed), Edit and Delete (only when detached) of an external subnet row. */
export function useExternalSubnetActions({ project, instances, onAttach }: Options) {
  const navigate = useNavigate()
  const [detach] = useExternalSubnetDetachMutation()
  const [del] = useExternalSubnetDeleteMutation()

  return useCallback(
    (subnet: ExternalSubnet): RowAction[] => {
      const attached = Boolean(subnet.instanceId)
      const instanceName = subnet.instanceId
        ? (instances.byId.get(subnet.instanceId)?.name ?? 'its instance')
        : ''
      return [
        {
          label: 'Attach to instance',
          disabledReason: attached ? REASONS.attach : undefined,
          onActivate: () => onAttach(subnet),
        },
        {
          label: 'Detach',
          disabledReason: attached ? undefined : REASONS.detach,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm detach',
              modalContent: (
                <Typography>
                  Are you sure you want to detach <strong>{subnet.name}</strong> from{' '}
                  <strong>{instanceName}</strong>? The instance stops receiving traffic for{' '}
                  {subnet.subnet}.
                </Typography>
              ),
              errorTitle: 'Could not detach external subnet',
              actionType: 'danger',
              actionLabel: 'Detach',
              doAction: async () => {
                await detach({ path: { externalSubnet: subnet.id } }).unwrap()
                addToast({
                  content: `External subnet ${subnet.name} detached from ${instanceName}`,
                })
              },
            }),
        },
        {
          label: 'Edit',
          onActivate: () => void navigate(pb.externalSubnetEdit(project, subnet.name)),
        },
        deleteAction({
          noun: 'External subnet',
          name: subnet.name,
          disabledReason: attached ? REASONS.delete : undefined,
          doDelete: () => del({ path: { externalSubnet: subnet.id } }).unwrap(),
        }),
      ]
    },
    [navigate, detach, del, project, instances, onAttach],
  )
}

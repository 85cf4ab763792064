import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  useFloatingIpDeleteMutation,
  useFloatingIpDetachMutation,
} from '~/api/endpoints/floatingIps'
import type { FloatingIp, Instance } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  bulkDelete,
  confirmAction,
  deleteAction,
  type BulkAction,
  type RowAction,
} from '~/components'
import type { Lookup } from './columns'

/** Why an action is not offered for a floating IP as it is now. */
const FLOATING_IP_REASONS = {
  attach: 'Detach the floating IP from its instance first',
  detach: 'The floating IP is not attached to an instance',
  delete: 'Detach the floating IP before deleting it',
}

type Options = {
  project: string
  instances: Lookup<Instance>
  onAttach: (ip: FloatingIp) => void
}

/** Attach, Detach (confirmed), Edit and Delete (only when detached) of a floating IP row. */
export function useFloatingIpActions({ project, instances, onAttach }: Options) {
  const navigate = useNavigate()
  const [detach] = useFloatingIpDetachMutation()
  const [del] = useFloatingIpDeleteMutation()

  return useCallback(
    (ip: FloatingIp): RowAction[] => {
      const attached = Boolean(ip.instanceId)
      const instanceName = ip.instanceId
        ? (instances.byId.get(ip.instanceId)?.name ?? 'its instance')
        : ''
      return [
        {
          label: 'Attach to instance',
          disabledReason: attached ? FLOATING_IP_REASONS.attach : undefined,
          onActivate: () => onAttach(ip),
        },
        {
          label: 'Detach',
          disabledReason: attached ? undefined : FLOATING_IP_REASONS.detach,
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm detach',
              modalContent: (
                <Typography>
                  Are you sure you want to detach <strong>{ip.name}</strong> from{' '}
                  <strong>{instanceName}</strong>? The instance loses the address {ip.ip}.
                </Typography>
              ),
              errorTitle: 'Could not detach floating IP',
              actionType: 'danger',
              actionLabel: 'Detach',
              doAction: async () => {
                await detach({ path: { floatingIp: ip.id } }).unwrap()
                addToast({ content: `Floating IP ${ip.name} detached from ${instanceName}` })
              },
            }),
        },
        {
          label: 'Edit',
          onActivate: () => void navigate(pb.floatingIpEdit(project, ip.name)),
        },
        deleteAction({
          noun: 'Floating IP',
          name: ip.name,
          disabledReason: attached ? FLOATING_IP_REASONS.delete : undefined,
          doDelete: () => del({ path: { floatingIp: ip.id } }).unwrap(),
        }),
      ]
    },
    [navigate, detach, del, project, instances, onAttach],
  )
}

/** Detach and Delete on the selected floating IPs (an attached one is detached first). */
export function useFloatingIpBulkActions(): BulkAction<FloatingIp>[] {
  const [detach] = useFloatingIpDetachMutation()
  const [del] = useFloatingIpDeleteMutation()
  return useMemo(
    () => [
      {
        label: 'Detach',
        doing: 'Detaching',
        done: 'Detached',
        danger: true,
        confirm: true,
        confirmNote: 'Their instances lose these addresses.',
        skip: (ip) => (ip.instanceId ? undefined : 'not attached'),
        run: (ip) => detach({ path: { floatingIp: ip.id } }).unwrap(),
      },
      bulkDelete(
        (ip) => del({ path: { floatingIp: ip.id } }).unwrap(),
        (ip) => (ip.instanceId ? 'attached' : undefined),
      ),
    ],
    [detach, del],
  )
}

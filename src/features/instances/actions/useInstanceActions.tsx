import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import {
  useInstanceDeleteMutation,
  useInstanceRebootMutation,
  useInstanceStartMutation,
  useInstanceStopMutation,
} from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { addToast, confirmAction, reportOutcome, type RowAction, unwrapOutcome } from '~/components'
import {
  instanceDisabledReason,
  requestInstanceAction,
  type InstanceAction,
} from '~/state/machines'
import { DeleteInstanceNote } from './DeleteInstanceNote'
import { openResize } from './resizeStore'

type Options = {
  /** after a delete went through, e.g. leave the deleted instance's page */
  onDeleted?: () => void
}

/**
 * The instance actions of a list row and of the detail header: Start, Stop, Reboot, Resize and
 * Delete, each enabled exactly when spec §4 allows it and otherwise disabled with the reason.
 * Every request goes through the machine (requestInstanceAction), so an instance that moved on
 * since the menu opened is refused in the store and nothing is sent.
 */
export function useInstanceActions({ onDeleted }: Options = {}) {
  const dispatch = useAppDispatch()
  const [start] = useInstanceStartMutation()
  const [stop] = useInstanceStopMutation()
  const [reboot] = useInstanceRebootMutation()
  const [del] = useInstanceDeleteMutation()

  return useCallback(
    (instance: Instance): RowAction[] => {
      const path = { instance: instance.id }
      const request = (action: InstanceAction, send: () => Promise<unknown>) =>
        dispatch(requestInstanceAction(action, instance, send)).then(unwrapOutcome)
      // a row action's failure has nowhere else to show
      const run = (action: InstanceAction, send: () => Promise<unknown>, verb: string) =>
        reportOutcome(
          request(action, send),
          `${verb} instance ${instance.name}`,
          `Could not ${verb.toLowerCase().replace(/ing$/, '')} instance`,
        )
      const reason = (action: InstanceAction) => instanceDisabledReason(action, instance)

      return [
        {
          label: 'Start',
          disabledReason: reason('start'),
          onActivate: () => run('start', () => start({ path }).unwrap(), 'Starting'),
        },
        {
          label: 'Stop',
          disabledReason: reason('stop'),
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm stop',
              modalContent: (
                <Typography>
                  Are you sure you want to stop <strong>{instance.name}</strong>? Stopped instances
                  keep their disks but release their CPUs and memory.
                </Typography>
              ),
              errorTitle: 'Could not stop instance',
              actionType: 'primary',
              actionLabel: 'Stop',
              doAction: async () => {
                await request('stop', () => stop({ path }).unwrap())
                addToast({ content: `Stopping instance ${instance.name}` })
              },
            }),
        },
        {
          label: 'Reboot',
          disabledReason: reason('reboot'),
          onActivate: () => run('reboot', () => reboot({ path }).unwrap(), 'Rebooting'),
        },
        {
          label: 'Resize',
          disabledReason: reason('resize'),
          onActivate: () => openResize(instance),
        },
        {
          label: 'Delete',
          danger: true,
          disabledReason: reason('delete'),
          onActivate: () =>
            confirmAction({
              modalTitle: 'Confirm delete',
              modalContent: <DeleteInstanceNote instance={instance} />,
              errorTitle: 'Could not delete instance',
              actionType: 'danger',
              actionLabel: 'Delete',
              doAction: async () => {
                await request('delete', () => del({ path }).unwrap())
                addToast({ content: `Instance ${instance.name} deleted` })
                onDeleted?.()
              },
            }),
        },
      ]
    },
    [dispatch, start, stop, reboot, del, onDeleted],
  )
}

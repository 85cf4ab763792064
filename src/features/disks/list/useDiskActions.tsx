import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useDiskDeleteMutation } from '~/api/endpoints/disks'
import { useInstanceDiskDetachMutation } from '~/api/endpoints/instances'
import type { Disk } from '~/api/generated/types'
import { activityKeys, useActivityAction } from '~/app/audit/activity'
import { useAppDispatch } from '~/app/hooks'
import { addToast, confirmAction, deleteAction, type RowAction, unwrapOutcome } from '~/components'
import {
  diskDisabledReason,
  diskInstanceId,
  requestAction,
  requestDiskAction,
  detachDisabledReason,
} from '~/state/machines'
import { useSnapshotDisk } from '~/app/useSnapshotDisk'
import type { InstanceLookup } from './columns'

/**
 * Inside a confirm dialog a refusal has already been toasted by the machine; swallowing it keeps
 * the dialog from showing a second, generic error toast for the same thing.
 */

type Options = {
  project: string
  instances: InstanceLookup
  /** opens the instance picker for Attach */
  onAttach: (disk: Disk) => void
}

/**
 * A disk row's actions: Snapshot, Attach, Detach, Activity (the audit log) and Delete, each
 * enabled exactly when spec §4 allows it (for Detach both the disk's and the instance's table) and
 * otherwise disabled with the reason. Every request goes through the machine.
 */
export function useDiskActions({ project, instances, onAttach }: Options) {
  const dispatch = useAppDispatch()
  const snapshot = useSnapshotDisk(project)
  const [detach] = useInstanceDiskDetachMutation()
  const [del] = useDiskDeleteMutation()
  const activity = useActivityAction()

  const detachAction = useCallback(
    (disk: Disk): RowAction => {
      const instanceId = diskInstanceId(disk)
      const instance = instanceId === undefined ? undefined : instances.byId.get(instanceId)
      const reason =
        diskDisabledReason('detach', disk) ??
        (instance
          ? detachDisabledReason(disk, instance)
          : instances.loading
            ? 'Loading the instance…'
            : 'The instance could not be loaded')
      return {
        label: 'Detach',
        disabledReason: reason,
        onActivate: () => {
          if (!instance) return
          confirmAction({
            modalTitle: 'Confirm detach',
            modalContent: (
              <Typography>
                Are you sure you want to detach <strong>{disk.name}</strong> from{' '}
                <strong>{instance.name}</strong>?
              </Typography>
            ),
            errorTitle: 'Could not detach disk',
            actionType: 'primary',
            actionLabel: 'Detach',
            doAction: async () => {
              await dispatch(
                requestAction(
                  [
                    { kind: 'instance', action: 'detachDisk', instance },
                    { kind: 'disk', action: 'detach', disk },
                  ],
                  () =>
                    detach({ path: { instance: instance.id }, body: { disk: disk.id } }).unwrap(),
                ),
              ).then(unwrapOutcome)
              addToast({ content: `Detaching disk ${disk.name} from ${instance.name}` })
            },
          })
        },
      }
    },
    [dispatch, detach, instances],
  )

  return useCallback(
    (disk: Disk): RowAction[] => [
      {
        label: 'Snapshot',
        disabledReason: diskDisabledReason('snapshot', disk),
        onActivate: () => snapshot(disk),
      },
      {
        label: 'Attach',
        disabledReason: diskDisabledReason('attach', disk),
        onActivate: () => onAttach(disk),
      },
      detachAction(disk),
      // what was done to it, in the audit log (fleet viewers)
      activity(activityKeys('disk', disk, project)),
      deleteAction({
        noun: 'Disk',
        name: disk.name,
        disabledReason: diskDisabledReason('delete', disk),
        doDelete: () =>
          dispatch(
            requestDiskAction('delete', disk, () => del({ path: { disk: disk.id } }).unwrap()),
          ).then(unwrapOutcome),
      }),
    ],
    [dispatch, del, snapshot, onAttach, detachAction, activity, project],
  )
}

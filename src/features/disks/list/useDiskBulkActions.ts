import { useMemo } from 'react'
import { useDiskDeleteMutation } from '~/api/endpoints/disks'
import { useInstanceDiskDetachMutation } from '~/api/endpoints/instances'
import type { Disk } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { settled, type BulkAction } from '~/components'
import {
  detachDisabledReason,
  diskCan,
  diskInstanceId,
  instanceCan,
  requestAction,
  requestDiskAction,
} from '~/state/machines'
import type { InstanceLookup } from './columns'

const stateOf = (disk: Disk) => disk.state.state.replace(/_/g, ' ')

/**
 * What the disks list does to several disks at once: Detach (each from its instance) and Delete.
 * Each disk goes through the machine, as a row's action does.
 */
export function useDiskBulkActions(instances: InstanceLookup): BulkAction<Disk>[] {
  const dispatch = useAppDispatch()
  const [detach] = useInstanceDiskDetachMutation()
  const [del] = useDiskDeleteMutation()
  return useMemo(() => {
    const instanceOf = (disk: Disk) => {
      const id = diskInstanceId(disk)
      return id === undefined ? undefined : instances.byId.get(id)
    }
    return [
      {
        label: 'Detach',
        doing: 'Detaching',
        done: 'Detaching',
        confirm: true,
        skip: (disk) => {
          if (!diskCan('detach', disk)) {
            const state = disk.state.state
            return state === 'detached' || state === 'detaching'
              ? `already ${state}`
              : stateOf(disk)
          }
          const instance = instanceOf(disk)
          if (!instance) {
            return instances.loading ? 'waiting for its instance' : 'on an instance not found'
          }
          if (!instanceCan('detachDisk', instance)) return `on a ${instance.runState} instance`
          if (instance.bootDiskId === disk.id) return 'a boot disk'
          return undefined
        },
        run: (disk) => {
          const instance = instanceOf(disk)
          // skip ruled this out; a disk whose instance went meanwhile fails with why
          if (!instance) return Promise.reject(new Error('The instance could not be loaded'))
          // the boot-disk rule is the API's, not the machine's: asked here
          const reason = detachDisabledReason(disk, instance)
          if (reason) return Promise.reject(new Error(reason))
          return dispatch(
            requestAction(
              [
                { kind: 'instance', action: 'detachDisk', instance },
                { kind: 'disk', action: 'detach', disk },
              ],
              () => detach({ path: { instance: instance.id }, body: { disk: disk.id } }).unwrap(),
            ),
          ).then(settled)
        },
      },
      {
        label: 'Delete',
        doing: 'Deleting',
        done: 'Deleted',
        danger: true,
        confirm: true,
        skip: (disk) => (diskCan('delete', disk) ? undefined : stateOf(disk)),
        run: (disk) =>
          dispatch(
            requestDiskAction('delete', disk, () => del({ path: { disk: disk.id } }).unwrap()),
          ).then(settled),
      },
    ]
  }, [dispatch, detach, del, instances])
}

import { useCallback } from 'react'
import { useSnapshotCreateMutation } from '~/api/endpoints/snapshots'
import { messageOf } from '~/api/errors'
import type { Disk } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { addToast } from '~/components'
import { ActionRefused, requestDiskAction } from '~/state/machines'
import { generateName } from '~/util/names'

/**
 * Snapshot a disk with a generated name (spec §5: the disk's name plus a 6-hex suffix, at most 63
 * characters), from the disks list and an instance's storage tab alike. Spec §4 decides whether
 * the disk can be snapshotted now; the outcome is a toast either way.
 */
export function useSnapshotDisk(project: string) {
  const dispatch = useAppDispatch()
  const [createSnapshot] = useSnapshotCreateMutation()
  return useCallback(
    (disk: Disk) =>
      void dispatch(
        requestDiskAction('snapshot', disk, () =>
          createSnapshot({
            query: { project },
            body: { name: generateName(disk.name), description: '', disk: disk.id },
          }).unwrap(),
        ),
      ).then(
        (snapshot) => addToast({ content: `Snapshot ${snapshot.name} of ${disk.name} created` }),
        (error: unknown) => {
          if (error instanceof ActionRefused) return
          addToast({
            variant: 'error',
            title: 'Could not create snapshot',
            content: messageOf(error),
          })
        },
      ),
    [dispatch, createSnapshot, project],
  )
}

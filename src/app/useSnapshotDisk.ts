import { useCallback } from 'react'
import { useSnapshotCreateMutation } from '~/api/endpoints/snapshots'
import type { Disk } from '~/api/generated/types'
import { useAppDispatch } from './hooks'
import { pb } from './routes/paths'
import { listHighlighting, reportOutcome, unwrapOutcome } from '~/components'
import { requestDiskAction } from '~/state/machines'
import { generateName } from '~/util/names'

/**
 * Snapshot a disk with a generated name (spec §5: the disk's name plus a 6-hex suffix, at most 63
 * characters), from the disks list and an instance's storage tab alike. Spec §4 decides whether
 * the disk can be snapshotted now; the outcome is a toast either way, a success's with a link to
 * the new snapshot.
 */
export function useSnapshotDisk(project: string) {
  const dispatch = useAppDispatch()
  const [createSnapshot] = useSnapshotCreateMutation()
  return useCallback(
    (disk: Disk) =>
      reportOutcome(
        dispatch(
          requestDiskAction('snapshot', disk, () =>
            createSnapshot({
              query: { project },
              body: { name: generateName(disk.name), description: '', disk: disk.id },
            }).unwrap(),
          ),
        ).then(unwrapOutcome),
        // the toast links to the new snapshot: the snapshots list, paged to it and marking it
        (snapshot) => {
          const { pathname, search } = listHighlighting(pb.snapshots(project), snapshot.name)
          return {
            content: `Snapshot ${snapshot.name} of ${disk.name} created`,
            cta: { text: 'View snapshot', link: `${pathname}${search}` },
          }
        },
        'Could not create snapshot',
      ),
    [dispatch, createSnapshot, project],
  )
}

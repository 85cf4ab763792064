import {
  disksApi,
  useDiskBulkWriteImportMutation,
  useDiskBulkWriteImportStartMutation,
  useDiskBulkWriteImportStopMutation,
  useDiskCreateMutation,
  useDiskDeleteMutation,
  useDiskFinalizeImportMutation,
} from '~/api/endpoints/disks'
import type { BlockSize, Disk } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { unwrapOutcome, planRequest } from '~/components'
import { requestDiskAction } from '~/state/machines'
import { importDiskBody, type ImportCalls } from './importDisk'
import type { ImportDiskValues } from './importSchema'

/** An import's first request: the disk its blocks are written to. */
export const importCreateRequest = (
  project: string,
  values: Pick<ImportDiskValues, 'name' | 'description'>,
  size: number,
  blockSize: BlockSize,
) =>
  planRequest(disksApi.endpoints.diskCreate, {
    query: { project },
    body: importDiskBody(values, size, blockSize),
  })

/** The endpoints an import calls; disks are addressed by id, which needs no project. */
export function useImportCalls(project: string) {
  const dispatch = useAppDispatch()
  const [createDisk] = useDiskCreateMutation()
  const [startWrites] = useDiskBulkWriteImportStartMutation()
  const [write] = useDiskBulkWriteImportMutation()
  const [stopWrites] = useDiskBulkWriteImportStopMutation()
  const [finalize] = useDiskFinalizeImportMutation()
  const [deleteDisk] = useDiskDeleteMutation()
  return (values: Pick<ImportDiskValues, 'name' | 'description'>): ImportCalls => ({
    create: ({ size, blockSize }) =>
      createDisk(importCreateRequest(project, values, size, blockSize).arg).unwrap(),
    start: (disk) => startWrites({ path: { disk: disk.id } }).unwrap(),
    write: (disk, body) => write({ path: { disk: disk.id }, body }).unwrap(),
    stop: (disk) => stopWrites({ path: { disk: disk.id } }).unwrap(),
    finalize: (disk, snapshotName) =>
      finalize({ path: { disk: disk.id }, body: snapshotName ? { snapshotName } : {} }).unwrap(),
    // Always asked anew. Subscribed until answered: an invalidation processed meanwhile (RTK
    // delays them while queries run, e.g. finalize's) would drop an unsubscribed entry, and
    // unwrap, which reads the entry, would then give undefined.
    view: async (disk: Disk) => {
      const request = dispatch(
        disksApi.endpoints.diskView.initiate({ path: { disk: disk.id } }, { forceRefetch: true }),
      )
      try {
        return await request.unwrap()
      } finally {
        request.unsubscribe()
      }
    },
    // through the machine like every delete (spec §4: only detached or faulted)
    remove: (disk) =>
      dispatch(
        requestDiskAction('delete', disk, () => deleteDisk({ path: { disk: disk.id } }).unwrap()),
      ).then(unwrapOutcome),
  })
}

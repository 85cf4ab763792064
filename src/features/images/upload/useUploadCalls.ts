import { useImageCreateMutation } from '~/api/endpoints/images'
import { snapshotsApi, useSnapshotDeleteMutation } from '~/api/endpoints/snapshots'
import { useAppDispatch } from '~/app/hooks'
import { useImportCalls } from '~/app/uploads/useImportCalls'
import { toImageIdentity, type ImageFieldValues } from '~/util/imageSchema'
import type { UploadCalls } from './uploadImage'

/** The endpoints an upload calls: the disk import's, then the snapshot's and the image's. */
export function useUploadCalls(project: string) {
  const dispatch = useAppDispatch()
  const importCallsFor = useImportCalls(project)
  const [createImage] = useImageCreateMutation()
  const [deleteSnapshot] = useSnapshotDeleteMutation()
  return (values: ImageFieldValues, diskName: string): UploadCalls => ({
    ...importCallsFor({
      name: diskName,
      description: `Temporary disk for uploading image ${values.name}`,
    }),
    // always asked anew, subscribed until answered (see useImportCalls' view)
    viewSnapshot: async (name) => {
      const request = dispatch(
        snapshotsApi.endpoints.snapshotView.initiate(
          { path: { snapshot: name }, query: { project } },
          { forceRefetch: true },
        ),
      )
      try {
        return await request.unwrap()
      } finally {
        request.unsubscribe()
      }
    },
    createImage: (snapshot) =>
      createImage({
        query: { project },
        body: { ...toImageIdentity(values), source: { type: 'snapshot', id: snapshot.id } },
      }).unwrap(),
    deleteSnapshot: (snapshot) => deleteSnapshot({ path: { snapshot: snapshot.id } }).unwrap(),
  })
}

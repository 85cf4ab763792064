import Alert from '@mui/material/Alert'
import { useNavigate } from 'react-router-dom'
import { useDiskViewQuery } from '~/api/endpoints/disks'
import { imagesApi, useImageCreateMutation, useImageViewQuery } from '~/api/endpoints/images'
import { snapshotsApi } from '~/api/endpoints/snapshots'
import type { Image, Snapshot } from '~/api/generated/types'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { listHighlighting, ResourceForm, ImageFields, planRequest } from '~/components'
import {
  imageFieldsSchema,
  initialImageFields,
  toImageIdentity,
  type ImageFieldValues,
} from '~/util/imageSchema'
import { useEntity } from '~/state/entities'
import { snapshotDisabledReason } from '~/state/machines'
import * as yup from 'yup'

/** An unknown snapshot is a 404, which the route's error element shows as 'Page not found'. */
const snapshotView = defineView(snapshotsApi.endpoints.snapshotView, (param) => ({
  path: { snapshot: param('snapshot') },
  query: { project: param('project') },
}))
export const imageFromSnapshotLoader = snapshotView.loader

const schema = yup.object(imageFieldsSchema)

/**
 * The image the snapshot's disk was made from, if any: the new image carries the same OS and
 * version, so they start filled in. Settled once the lookups have answered (a deleted disk, or
 * one made blank, has none).
 */
function useSourceImage(snapshot: Snapshot | undefined): { image?: Image; settled: boolean } {
  const disk = useDiskViewQuery({ path: { disk: snapshot?.diskId ?? '' } }, { skip: !snapshot })
  const imageId = disk.data?.imageId
  const image = useImageViewQuery({ path: { image: imageId ?? '' } }, { skip: !imageId })
  const settled = !!snapshot && !disk.isLoading && !image.isLoading
  return { image: image.data, settled }
}

/** Spec §2 snapshots/{snapshot}/images-new: a project image made from the snapshot. */
export const ImageFromSnapshotForm = snapshotView.page(function ImageFromSnapshotForm({
  data,
  param,
}) {
  const project = param('project')
  const navigate = useNavigate()
  const [createImage] = useImageCreateMutation()
  const request = (values: ImageFieldValues) =>
    planRequest(imagesApi.endpoints.imageCreate, {
      query: { project },
      body: { ...toImageIdentity(values), source: { type: 'snapshot', id: snapshot.id } },
    })
  // the list's polling keeps the entity current: a creating snapshot turns ready here too
  const snapshot = useEntity('snapshots', data.id) ?? data
  const source = useSourceImage(snapshot)
  if (!source.settled) return null
  const notReady = snapshotDisabledReason('createImage', snapshot)

  return (
    <ResourceForm
      title="Create image"
      subtitle={`From snapshot ${snapshot.name}`}
      submitLabel="Create image"
      initialValues={{
        ...initialImageFields,
        os: source.image?.os ?? '',
        version: source.image?.version ?? '',
      }}
      validationSchema={schema}
      request={request}
      submit={(values) => createImage(request(values).arg).unwrap()}
      successMessage={(image) => `Image ${image.name} created`}
      // the project's images, paged to the new one and marking it
      goTo={(image) => listHighlighting(pb.projectImages(project), image.name)}
      onDismiss={() => void navigate(pb.snapshots(project))}
    >
      {notReady && <Alert severity="warning">{notReady}.</Alert>}
      {source.image && (
        <Alert severity="info">
          OS and version are those of the image {source.image.name}, which the snapshot’s disk was
          made from.
        </Alert>
      )}
      <ImageFields />
    </ResourceForm>
  )
}, null)

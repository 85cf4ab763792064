import Alert from '@mui/material/Alert'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useImageCreateMutation } from '~/api/endpoints/images'
import { snapshotsApi, useSnapshotViewQuery } from '~/api/endpoints/snapshots'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { listHighlighting, ResourceForm } from '~/components'
import { ImageFields } from '~/features/images/shared/ImageFields'
import {
  imageFieldsSchema,
  initialImageFields,
  toImageIdentity,
  type ImageFieldValues,
} from '~/features/images/shared/imageSchema'
import { useEntity } from '~/state/entities'
import { snapshotDisabledReason } from '~/state/machines'
import * as yup from 'yup'

/** An unknown snapshot is a 404, which the route's error element shows as 'Page not found'. */
export const imageFromSnapshotLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetch(snapshotsApi.endpoints.snapshotView, {
    path: { snapshot: params.snapshot! },
    query: { project: params.project! },
  })
  return null
}

const schema = yup.object(imageFieldsSchema)

/** Spec §2 snapshots/{snapshot}/images-new: a project image made from the snapshot. */
export function ImageFromSnapshotForm() {
  const { project = '', snapshot: selector = '' } = useParams()
  const navigate = useNavigate()
  const [createImage] = useImageCreateMutation()
  const { data } = useSnapshotViewQuery({ path: { snapshot: selector }, query: { project } })
  // the list's polling keeps the entity current: a creating snapshot turns ready here too
  const snapshot = useEntity('snapshots', data?.id) ?? data
  if (!snapshot) return null
  const notReady = snapshotDisabledReason('createImage', snapshot)

  return (
    <ResourceForm
      title="Create image"
      subtitle={`From snapshot ${snapshot.name}`}
      submitLabel="Create image"
      initialValues={initialImageFields}
      validationSchema={schema}
      submit={(values: ImageFieldValues) =>
        createImage({
          query: { project },
          body: { ...toImageIdentity(values), source: { type: 'snapshot', id: snapshot.id } },
        }).unwrap()
      }
      successMessage={(image) => `Image ${image.name} created`}
      // the project's images, paged to the new one and marking it
      goTo={(image) => listHighlighting(pb.projectImages(project), image.name)}
      onDismiss={() => void navigate(pb.snapshots(project))}
    >
      {notReady && <Alert severity="warning">{notReady}.</Alert>}
      <ImageFields />
    </ResourceForm>
  )
}

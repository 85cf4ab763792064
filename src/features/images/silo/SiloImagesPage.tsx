import ImageIcon from '@mui/icons-material/AlbumOutlined'
import { lazy, Suspense, useCallback, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { imagesApi, useImageDeleteMutation } from '~/api/endpoints/images'
import type { Image } from '~/api/generated/types'
import { listLoader } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { addToast, confirmDelete, ListPage, type RowAction } from '~/components'
import { imageColumns } from '../shared/columns'

// The demote form (formik, yup) loads when it is first opened.
const DemoteImageForm = lazy(() =>
  import(/* webpackChunkName: "image-forms" */ '../forms').then((m) => ({
    default: m.DemoteImageForm,
  })),
)

export const siloImagesLoader = listLoader(imagesApi.endpoints.imageList)

const columns = imageColumns((image) => pb.siloImageEdit(image.name))

const empty = {
  title: 'No silo images',
  body: 'Promote a project’s image to make it available to every project of the silo.',
}

/** Spec §2 /images: the silo's images, visible to every project; /images/{image}/edit opens over it. */
export function SiloImagesPage() {
  const [deleteImage] = useImageDeleteMutation()
  const [demoting, setDemoting] = useState<Image | null>(null)

  const rowActions = useCallback(
    (image: Image): RowAction[] => [
      { label: 'Demote', onActivate: () => setDemoting(image) },
      {
        label: 'Delete',
        danger: true,
        onActivate: () =>
          confirmDelete({
            label: image.name,
            doDelete: async () => {
              await deleteImage({ path: { image: image.id } }).unwrap()
              addToast({ content: `Image ${image.name} deleted` })
            },
          }),
      },
    ],
    [deleteImage],
  )

  return (
    <ListPage
      title="Silo images"
      icon={<ImageIcon aria-hidden />}
      label="Silo images"
      endpoint={imagesApi.endpoints.imageList}
      query={() => ({})}
      kind="images"
      columns={columns}
      rowActions={rowActions}
      empty={empty}
    >
      {demoting && (
        <Suspense fallback={null}>
          <DemoteImageForm image={demoting} onDismiss={() => setDemoting(null)} />
        </Suspense>
      )}
      <Outlet />
    </ListPage>
  )
}

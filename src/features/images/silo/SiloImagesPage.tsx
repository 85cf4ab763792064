import ImageIcon from '@mui/icons-material/AlbumOutlined'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { imagesApi, useImageDeleteMutation } from '~/api/endpoints/images'
import type { Image } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { useSiloChangeGate } from '~/app/roles'
import { bulkDelete, ChangeGateContext, deleteAction, ListPage, type RowAction } from '~/components'
import { imageColumns } from '../shared/columns'

// The demote form (formik, yup) loads when it is first opened.
const DemoteImageForm = lazy(() =>
  import(/* webpackChunkName: "image-forms" */ '../forms').then((m) => ({
    default: m.DemoteImageForm,
  })),
)

// The silo's images are few: held whole, filtered and sorted here.
const siloImagesList = defineList({
  endpoint: imagesApi.endpoints.imageList,
  whole: true,
  sortsByName: true,
})
export const siloImagesLoader = siloImagesList.loader

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
      deleteAction({
        noun: 'Image',
        name: image.name,
        doDelete: () => deleteImage({ path: { image: image.id } }).unwrap(),
      }),
    ],
    [deleteImage],
  )
  const bulkActions = useMemo(
    () => [bulkDelete((image: Image) => deleteImage({ path: { image: image.id } }).unwrap())],
    [deleteImage],
  )

  // every change here is the silo's: a silo viewer sees the actions disabled, with why
  const gate = useSiloChangeGate()
  return (
    <ChangeGateContext.Provider value={gate}>
      <ListPage
        title="Silo images"
        icon={<ImageIcon aria-hidden />}
        label="Silo images"
        list={siloImagesList}
        kind="images"
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        empty={empty}
      >
        {demoting && (
          <Suspense fallback={null}>
            <DemoteImageForm image={demoting} onDismiss={() => setDemoting(null)} />
          </Suspense>
        )}
        <Outlet />
      </ListPage>
    </ChangeGateContext.Provider>
  )
}

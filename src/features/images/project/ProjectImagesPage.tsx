import ImageIcon from '@mui/icons-material/AlbumOutlined'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { imagesApi, useImageDeleteMutation, useImagePromoteMutation } from '~/api/endpoints/images'
import type { Image } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { useSiloChangeGate } from '~/app/roles'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  bulkDelete,
  confirmAction,
  deleteAction,
  ListPage,
  type RowAction,
} from '~/components'
import { imageColumns } from '../shared/columns'

// A project's images are few: held whole, filtered and sorted here.
const projectImagesList = defineList({
  endpoint: imagesApi.endpoints.imageList,
  query: (param) => ({ project: param('project') }),
  whole: true,
  sortsByName: true,
})
export const projectImagesLoader = projectImagesList.loader

const empty = {
  title: 'No images',
  body: 'Upload an image from a file, or make one from a snapshot of a disk.',
}

/** Spec §2 images: the project's images; images-new and images/{image}/edit open over it. */
export function ProjectImagesPage() {
  const { project } = useRouteParams('project')
  const [promote] = useImagePromoteMutation()
  const [deleteImage] = useImageDeleteMutation()
  const columns = useMemo(
    () => imageColumns((image) => pb.projectImageEdit(project, image.name)),
    [project],
  )

  // a silo image is the silo's: promoting needs a silo role that may change it, beyond the
  // project's (a project collaborator who only views the silo is refused)
  const promoteReason = useSiloChangeGate()('promote images to the silo')
  const rowActions = useCallback(
    (image: Image): RowAction[] => [
      {
        label: 'Promote',
        disabledReason: promoteReason,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Promote image',
            modalContent: (
              <Typography>
                Promote <strong>{image.name}</strong> to a silo image? It leaves this project and
                becomes visible to every project in the silo.
              </Typography>
            ),
            errorTitle: 'Could not promote image',
            actionType: 'primary',
            actionLabel: 'Promote',
            doAction: async () => {
              await promote({ path: { image: image.id } }).unwrap()
              addToast({
                content: `Image ${image.name} promoted to the silo`,
                cta: { text: 'View silo images', link: pb.siloImages() },
              })
            },
          }),
      },
      deleteAction({
        noun: 'Image',
        name: image.name,
        doDelete: () => deleteImage({ path: { image: image.id } }).unwrap(),
      }),
    ],
    [promote, deleteImage, promoteReason],
  )
  const bulkActions = useMemo(
    () => [bulkDelete((image: Image) => deleteImage({ path: { image: image.id } }).unwrap())],
    [deleteImage],
  )

  return (
    <ListPage
      title="Images"
      icon={<ImageIcon aria-hidden />}
      label="Images"
      list={projectImagesList}
      kind="images"
      columns={columns}
      rowActions={rowActions}
      bulkActions={bulkActions}
      create={{ label: 'Upload image', to: pb.projectImagesNew(project) }}
      empty={empty}
    >
      <Outlet />
    </ListPage>
  )
}

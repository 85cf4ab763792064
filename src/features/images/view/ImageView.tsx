import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useNavigate } from 'react-router-dom'
import { imagesApi } from '~/api/endpoints/images'
import type { Image } from '~/api/generated/types'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { CopyButton, DateTime, PropertiesTable, SideModal } from '~/components'
import { useEntity } from '~/state/entities'
import { formatBytes } from '~/util/format'

/** An unknown image is a 404: 'Page not found'. A name means a project image only with a project. */
const imageView = defineView(imagesApi.endpoints.imageView, (param) => {
  const project = param.optional('project')
  return { path: { image: param('image') }, query: project === undefined ? {} : { project } }
})
export const imageViewLoader = imageView.loader

const mono = { fontFamily: 'monospace' }

function ImageProperties({ image }: { image: Image }) {
  return (
    <PropertiesTable
      properties={[
        { label: 'Name', value: image.name },
        { label: 'Description', value: image.description || '—' },
        {
          label: 'ID',
          value: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={mono}>
                {image.id}
              </Box>
              <CopyButton text={image.id} label="Copy ID" />
            </Box>
          ),
        },
        { label: 'OS', value: image.os },
        { label: 'Version', value: image.version },
        {
          label: 'Size',
          value: `${formatBytes(image.size)} (${image.size.toLocaleString('en-US')} bytes)`,
        },
        { label: 'Block size', value: `${image.blockSize} bytes` },
        ...(image.digest
          ? [
              {
                label: 'Digest',
                value: (
                  <Box component="span" sx={mono}>
                    {image.digest.type}:{image.digest.value}
                  </Box>
                ),
              },
            ]
          : []),
        { label: 'Scope', value: image.projectId ? 'Project image' : 'Silo image' },
        { label: 'Created', value: <DateTime date={image.timeCreated} /> },
        { label: 'Modified', value: <DateTime date={image.timeModified} /> },
      ]}
    />
  )
}

/**
 * Spec §2 images/{image}/edit and /images/{image}/edit: the image's properties, read-only (the API
 * changes an image only by promoting, demoting or deleting it), in a side modal over its list.
 */
export const ImageView = imageView.page(function ImageView({ data, param }) {
  const project = param.optional('project')
  const navigate = useNavigate()
  const image = useEntity('images', data.id) ?? data
  const close = () =>
    void navigate(project === undefined ? pb.siloImages() : pb.projectImages(project))
  return (
    <SideModal
      title="Image"
      subtitle={image.name}
      isOpen
      onDismiss={close}
      footer={
        <Button variant="outlined" color="inherit" onClick={close}>
          Close
        </Button>
      }
    >
      <ImageProperties image={image} />
    </SideModal>
  )
}, null)

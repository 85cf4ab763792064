import Stack from '@mui/material/Stack'
import { useFormikContext } from 'formik'
import { TextField } from '~/components'
import { formatBytes, GiB } from '~/util/format'
import { MAX_DISK_SIZE_GIB } from '~/util/limits'
import { RadioGroupField, SelectField, type SelectGroup } from '~/components'
import { Section } from './Section'
import { defaultBootDiskName, type InstanceCreateValues } from './formValues'
import { imageLabel, PickerStatus, useAttachableDisks, useImages } from './pickerData'

const sources = [
  { value: 'image', label: 'New disk from an image' },
  { value: 'disk', label: 'Existing disk' },
] as const

function ImageBootDisk({ project }: { project: string }) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  const images = useImages(project)
  const all = [...(images.project.items ?? []), ...(images.silo.items ?? [])]
  const groups: SelectGroup[] = [
    { label: 'Project images', options: images.project.items ?? [] },
    { label: 'Silo images', options: images.silo.items ?? [] },
  ]
    .filter((g) => g.options.length > 0)
    .map((g) => ({
      label: g.label,
      options: g.options.map((i) => ({ value: i.id, label: imageLabel(i) })),
    }))
  const image = all.find((i) => i.id === values.bootImageId)
  const minGib = image ? Math.ceil(image.size / GiB) : undefined

  // a picked image bigger than the size typed so far grows the size to fit; a smaller one keeps it
  const onImage = (id: string) => {
    const picked = all.find((i) => i.id === id)
    const current = Number(values.bootDiskSizeGib)
    if (picked && (!Number.isFinite(current) || current * GiB < picked.size)) {
      void setFieldValue('bootDiskSizeGib', Math.ceil(picked.size / GiB))
    }
  }

  const loading = images.project.loading || images.silo.loading
  return (
    <Stack spacing={2}>
      {loading || all.length === 0 ? (
        <PickerStatus
          list={{
            items: loading ? undefined : all,
            loading,
            error: images.project.error ?? images.silo.error,
          }}
          what="images"
          empty="No images are available to this project. Upload or promote one first, or boot from an existing disk."
        />
      ) : (
        <SelectField
          name="bootImageId"
          label="Image"
          required
          placeholder="Select an image"
          options={groups}
          onChoose={onImage}
          description={image ? `${image.description} · ${formatBytes(image.size)}` : undefined}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="bootDiskName"
          label="Boot disk name"
          autoComplete="off"
          description={
            values.name
              ? `Defaults to ${defaultBootDiskName(values.name)}`
              : 'Defaults to <name>-boot'
          }
        />
        <TextField
          name="bootDiskSizeGib"
          label="Disk size (GiB)"
          type="number"
          required
          description={
            minGib === undefined
              ? `At most ${MAX_DISK_SIZE_GIB} GiB`
              : `${minGib}–${MAX_DISK_SIZE_GIB} GiB for this image`
          }
        />
      </Stack>
    </Stack>
  )
}

function ExistingBootDisk({ project }: { project: string }) {
  const disks = useAttachableDisks(project)
  if (!disks.items?.length) {
    return (
      <PickerStatus
        list={disks}
        what="disks"
        empty="This project has no detached disks to boot from."
      />
    )
  }
  return (
    <SelectField
      name="bootExistingDisk"
      label="Boot disk"
      required
      placeholder="Select a disk"
      options={disks.items.map((d) => ({
        value: d.name,
        label: `${d.name} (${formatBytes(d.size)})`,
      }))}
    />
  )
}

/** The disk the instance boots from: a new one made from an image, or a detached one. */
export function BootDiskFields({ project }: { project: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  return (
    <Section title="Boot disk">
      <Stack spacing={2}>
        <RadioGroupField name="bootSource" label="Boot from" choices={sources} cards />
        {values.bootSource === 'image' ? (
          <ImageBootDisk project={project} />
        ) : (
          <ExistingBootDisk project={project} />
        )}
      </Stack>
    </Section>
  )
}

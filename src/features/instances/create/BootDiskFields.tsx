import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { useFormikContext } from 'formik'
import { useId, type ReactNode } from 'react'
import { TextField, useVisibleError } from '~/components'
import { formatBytes, GiB, sizeAfterSourcePick } from '~/util/format'
import { MAX_DISK_SIZE_GIB } from '~/util/limits'
import { RadioGroupField, SelectField, type SelectGroup } from '~/components'
import { siloImagesNote } from '~/app/siloImagesNote'
import { Section } from './Section'
import { defaultBootDiskName, type InstanceCreateValues } from './formValues'
import {
  imageLabel,
  PickerStatus,
  useAttachableDisks,
  useImages,
  useReadySnapshots,
} from './pickerData'

const sources = [
  { value: 'image', label: 'New disk from an image' },
  { value: 'snapshot', label: 'New disk from a snapshot' },
  { value: 'disk', label: 'Existing disk' },
] as const

/**
 * In place of a source's picker while it has nothing to offer (loading, failed, empty): why, and
 * the picker's own error once a submit was tried. The boot source's radios are described by it.
 */
function NothingToPick({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const error = useVisibleError(name)
  return (
    <div id={id}>
      {children}
      {error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  )
}

/** The new boot disk's name and size; `minGib` is what its source needs, once one is picked. */
function NewDiskFields({ minGib, source }: { minGib: number | undefined; source: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  return (
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
            : `${minGib}–${MAX_DISK_SIZE_GIB} GiB for this ${source}`
        }
      />
    </Stack>
  )
}

/**
 * The size follows a picked image or snapshot (spec §9: its size in GiB up to a multiple of 10,
 * at most 1023) until the user sets a size of their own; theirs stays while it holds the source.
 */
function useGrowSizeToFit() {
  const { values, touched, setFieldValue } = useFormikContext<InstanceCreateValues>()
  return (bytes: number | undefined) => {
    if (bytes === undefined) return
    const next = sizeAfterSourcePick(values.bootDiskSizeGib, !!touched.bootDiskSizeGib, bytes)
    if (next !== undefined) void setFieldValue('bootDiskSizeGib', next)
  }
}

function ImageBootDisk({ project, noteId }: { project: string; noteId: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const growToFit = useGrowSizeToFit()
  const images = useImages(project)
  const all = [...(images.project.items ?? []), ...(images.silo.items ?? [])]
  // the two scopes as groups of one picker: this project's own images, then the silo's
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

  const loading = images.project.loading || images.silo.loading
  const siloNote = loading ? undefined : siloImagesNote(images.silo.error)
  return (
    <Stack spacing={2}>
      {siloNote && (
        <Alert severity="info" role="note">
          {siloNote}
        </Alert>
      )}
      {loading || all.length === 0 ? (
        <NothingToPick id={noteId} name="bootImageId">
          <PickerStatus
            list={{
              // the silo's failure is the note above: the project's images are still a list
              items: loading || images.project.error !== undefined ? undefined : all,
              loading,
              error: images.project.error,
              refetch: images.project.refetch,
            }}
            what="images"
            empty="No images are available to this project. Upload or promote one first, or boot from an existing disk."
          />
        </NothingToPick>
      ) : (
        <SelectField
          name="bootImageId"
          label="Image"
          required
          placeholder="Select an image"
          options={groups}
          onChoose={(id) => growToFit(all.find((i) => i.id === id)?.size)}
          description={image ? `${image.description} · ${formatBytes(image.size)}` : undefined}
        />
      )}
      <NewDiskFields minGib={image && Math.ceil(image.size / GiB)} source="image" />
    </Stack>
  )
}

function SnapshotBootDisk({ project, noteId }: { project: string; noteId: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const growToFit = useGrowSizeToFit()
  const snapshots = useReadySnapshots(project)
  const snapshot = snapshots.items?.find((s) => s.id === values.bootSnapshotId)
  return (
    <Stack spacing={2}>
      {snapshots.items?.length ? (
        <SelectField
          name="bootSnapshotId"
          label="Snapshot"
          required
          placeholder="Select a snapshot"
          options={snapshots.items.map((s) => ({
            value: s.id,
            label: `${s.name} (${formatBytes(s.size)})`,
          }))}
          onChoose={(id) => growToFit(snapshots.items?.find((s) => s.id === id)?.size)}
          description={snapshot?.description || 'Ready snapshots of this project'}
        />
      ) : (
        <NothingToPick id={noteId} name="bootSnapshotId">
          <PickerStatus
            list={snapshots}
            what="snapshots"
            empty="This project has no ready snapshots. Take one of a disk first, or boot from an image."
          />
        </NothingToPick>
      )}
      <NewDiskFields minGib={snapshot && Math.ceil(snapshot.size / GiB)} source="snapshot" />
    </Stack>
  )
}

function ExistingBootDisk({ project, noteId }: { project: string; noteId: string }) {
  const disks = useAttachableDisks(project)
  if (!disks.items?.length) {
    return (
      <NothingToPick id={noteId} name="bootExistingDisk">
        <PickerStatus
          list={disks}
          what="disks"
          empty="This project has no detached disks to boot from."
        />
      </NothingToPick>
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

/** The disk the instance boots from: a new one made from an image or a snapshot, or a detached one. */
export function BootDiskFields({ project }: { project: string }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  const noteId = useId()
  return (
    <Section title="Boot disk">
      <Stack spacing={2}>
        {/* a source with nothing to pick is fixed by choosing another: a refused submit and the
            error summary's link come here when the picker is not on screen */}
        <Box data-error-for="bootImageId bootSnapshotId bootExistingDisk">
          <RadioGroupField
            name="bootSource"
            label="Boot from"
            choices={sources}
            cards
            describedBy={noteId}
          />
        </Box>
        {values.bootSource === 'image' && <ImageBootDisk project={project} noteId={noteId} />}
        {values.bootSource === 'snapshot' && <SnapshotBootDisk project={project} noteId={noteId} />}
        {values.bootSource === 'disk' && <ExistingBootDisk project={project} noteId={noteId} />}
      </Stack>
    </Section>
  )
}

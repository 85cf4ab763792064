import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useField } from 'formik'
import { useId, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { disksApi, useDiskCreateMutation } from '~/api/endpoints/disks'
import { useImageListQuery } from '~/api/endpoints/images'
import { useSnapshotListQuery } from '~/api/endpoints/snapshots'
import { messageOf } from '~/api/errors'
import type { Image, Snapshot } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  CheckboxField,
  DescriptionField,
  listHighlighting,
  NameField,
  planRequest,
  RadioGroupField,
  ResourceForm,
  SelectField,
  TextField,
  useQuotaRefusal,
} from '~/components'
import { siloImagesNote } from '~/app/siloImagesNote'
import { formatBytes, sizeAfterSourcePick } from '~/util/format'
import { BLOCK_SIZES, MAX_DISK_SIZE_GIB, MIN_DISK_SIZE_GIB } from '~/util/limits'
import {
  diskCreateSchema,
  initialDiskCreateValues,
  toDiskCreate,
  type DiskCreateValues,
  type DiskSourceType,
} from './diskCreateSchema'

const DISK_TYPES = [
  {
    value: 'distributed',
    label: 'Distributed',
    description: 'Replicated across sleds; blank or made from a snapshot or an image',
  },
  {
    value: 'local',
    label: 'Local',
    description: 'On the local storage of the sled its instance runs on; blank',
  },
] as const

const SOURCES: { value: DiskSourceType; label: string }[] = [
  { value: 'blank', label: 'Blank' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'image', label: 'Image' },
]

function SourceRadios() {
  const labelId = useId()
  const [field] = useField<DiskSourceType>('sourceType')
  return (
    <FormControl>
      <FormLabel id={labelId}>Source</FormLabel>
      <RadioGroup row aria-labelledby={labelId} {...field}>
        {SOURCES.map((s) => (
          <FormControlLabel key={s.value} value={s.value} control={<Radio />} label={s.label} />
        ))}
      </RadioGroup>
    </FormControl>
  )
}

/** The first option of a picker: what to do, or why there is nothing to pick. */
function placeholder(loading: boolean, error: unknown, count: number, thing: string) {
  if (loading) return 'Loading…'
  if (error !== undefined) return `Could not load ${thing}s`
  return count === 0
    ? `No ${thing}s available`
    : `Select ${/^[aeiou]/.test(thing) ? 'an' : 'a'} ${thing}`
}

const toOption = (item: Snapshot | Image) => ({
  value: item.id,
  label: `${item.name} (${formatBytes(item.size)})`,
})

/** Spec §2 disks-new: a side modal over the disks list. */
export function DiskCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const close = () => void navigate(pb.disks(project))
  const [createDisk] = useDiskCreateMutation()
  const quotaRefusal = useQuotaRefusal()
  const request = (values: DiskCreateValues) =>
    planRequest(disksApi.endpoints.diskCreate, { query: { project }, body: toDiskCreate(values) })

  const all = { limit: ALL_PAGES_LIMIT }
  const snapshots = useSnapshotListQuery({ query: { project, ...all } })
  const projectImages = useImageListQuery({ query: { project, ...all } })
  const siloImages = useImageListQuery({ query: all })
  // only a ready snapshot can be a disk's source (spec §4 snapshot states; the API refuses others)
  const readySnapshots = useMemo(
    () => snapshots.data?.items.filter((s) => s.state === 'ready') ?? [],
    [snapshots.data],
  )
  const projectImageList = useMemo(() => projectImages.data?.items ?? [], [projectImages.data])
  const siloImageList = useMemo(() => siloImages.data?.items ?? [], [siloImages.data])

  const sizes = useMemo(() => {
    const bytes = new Map<string, number>()
    for (const item of [...readySnapshots, ...projectImageList, ...siloImageList]) {
      bytes.set(item.id, item.size)
    }
    return bytes
  }, [readySnapshots, projectImageList, siloImageList])
  const schema = useMemo(() => diskCreateSchema(sizes), [sizes])

  const imagesLoading = projectImages.isLoading || siloImages.isLoading
  // the silo's list failing leaves the project's images to pick from, with a note saying so
  const imagesError = projectImages.error
  const siloNote = imagesLoading ? undefined : siloImagesNote(siloImages.error)
  const imageCount = projectImageList.length + siloImageList.length

  return (
    <ResourceForm
      title="Create disk"
      submitLabel="Create disk"
      initialValues={initialDiskCreateValues}
      validationSchema={schema}
      request={request}
      submit={(values) => createDisk(request(values).arg).unwrap()}
      successMessage={(disk) => `Disk ${disk.name} created`}
      // the silo's storage quota refusing the size, with what is left of it, at the size
      fieldErrors={async (error) => {
        const refusal = await quotaRefusal(error)
        return refusal?.resource === 'storage'
          ? [{ path: 'sizeGib', message: refusal.message }]
          : []
      }}
      // the list, paged to the new disk and marking it: the disks are in name order
      goTo={(disk) => listHighlighting(pb.disks(project), disk.name)}
      onDismiss={close}
    >
      {({ values, touched, setFieldValue }) => {
        // the size follows the picked source (spec §9 default size) until the user sets one
        const sizeFrom = (id: string) => {
          const bytes = sizes.get(id)
          if (bytes === undefined) return
          const next = sizeAfterSourcePick(values.sizeGib, !!touched.sizeGib, bytes)
          if (next !== undefined) void setFieldValue('sizeGib', next)
        }
        return (
          <>
            <NameField />
            <DescriptionField />
            <RadioGroupField name="diskType" label="Disk type" choices={DISK_TYPES} />
            {values.diskType === 'distributed' && <SourceRadios />}
            {values.diskType === 'distributed' && values.sourceType === 'blank' && (
              <SelectField
                name="blockSize"
                label="Block size"
                required
                options={BLOCK_SIZES.map((size) => ({
                  value: String(size),
                  label: `${size} bytes`,
                }))}
              />
            )}
            {values.diskType === 'distributed' && values.sourceType === 'snapshot' && (
              <SelectField
                name="snapshotId"
                label="Snapshot"
                required
                description={
                  snapshots.error === undefined
                    ? 'Ready snapshots of this project'
                    : messageOf(snapshots.error)
                }
                placeholder={placeholder(
                  snapshots.isLoading,
                  snapshots.error,
                  readySnapshots.length,
                  'snapshot',
                )}
                options={readySnapshots.map(toOption)}
                onChoose={sizeFrom}
              />
            )}
            {values.diskType === 'distributed' && values.sourceType === 'image' && (
              <SelectField
                name="imageId"
                label="Image"
                required
                description={
                  imagesError !== undefined
                    ? messageOf(imagesError)
                    : (siloNote ?? 'Images of this project and of the silo')
                }
                placeholder={placeholder(imagesLoading, imagesError, imageCount, 'image')}
                options={[
                  { label: 'Project images', options: projectImageList.map(toOption) },
                  { label: 'Silo images', options: siloImageList.map(toOption) },
                ].filter((group) => group.options.length > 0)}
                onChoose={sizeFrom}
              />
            )}
            {values.diskType === 'distributed' && values.sourceType !== 'blank' && (
              <CheckboxField
                name="readOnly"
                label="Read-only: instances can read the disk, not write to it"
              />
            )}
            <TextField
              name="sizeGib"
              label="Size (GiB)"
              type="number"
              required
              description={`A whole number of GiB, ${MIN_DISK_SIZE_GIB} to ${MAX_DISK_SIZE_GIB}`}
            />
          </>
        )
      }}
    </ResourceForm>
  )
}

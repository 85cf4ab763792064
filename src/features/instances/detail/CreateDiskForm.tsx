import { useRef } from 'react'
import * as yup from 'yup'
import { useDiskCreateMutation, disksApi } from '~/api/endpoints/disks'
import type { Disk, Instance } from '~/api/generated/types'
import {
  addToast,
  DescriptionField,
  NameField,
  SideModalForm,
  TextField,
  nameTakenError,
  useSubmitError,
  useQuotaRefusal,
  ReportedError,
  planRequest,
} from '~/components'
import { GiB } from '~/util/format'
import { descriptionSchema, diskSizeSchema, nameSchema } from '~/util/validation'
import { useAttachDisk } from '~/components/AttachDiskModal'

type Values = { name: string; description: string; sizeGib: string }

const schema = yup.object({
  name: nameSchema(),
  description: descriptionSchema,
  sizeGib: diskSizeSchema('Size'),
})

const initialValues: Values = { name: '', description: '', sizeGib: '10' }

/** The block size of a blank disk made here; the disks page's own form offers the choice. */
const BLOCK_SIZE = 4096

type Props = { project: string; instance: Instance; onDismiss: () => void }

/** Create a blank disk and attach it to the instance in one go. */
export function CreateDiskForm({ project, instance, onDismiss }: Props) {
  const [create, { isLoading }] = useDiskCreateMutation()
  // the disk's create; its attach follows
  const request = (values: Values) =>
    planRequest(disksApi.endpoints.diskCreate, {
      query: { project },
      body: {
        name: values.name,
        description: values.description,
        size: Number(values.sizeGib) * GiB,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'blank', blockSize: BLOCK_SIZE },
        },
      },
    })
  const [attach, attaching] = useAttachDisk(project)
  // if the disk was created but attaching it failed, a retry attaches that disk, not a new one
  const created = useRef<Disk | null>(null)
  const quotaRefusal = useQuotaRefusal()
  // a name taken, or the silo's storage quota refusing the size (with what is left of it)
  const quotaAtSize = async (error: unknown, values: Values) => {
    const refusal = await quotaRefusal(error)
    return refusal?.resource === 'storage'
      ? [{ path: 'sizeGib', message: refusal.message }]
      : nameTakenError(error, values)
  }

  const { submitError, fieldErrors, onSubmit } = useSubmitError(async (values: Values) => {
    const sameDisk = created.current?.name === values.name ? created.current : null
    const disk = sameDisk ?? (await create(request(values).arg).unwrap())
    created.current = disk
    try {
      await attach(disk, instance)
    } catch (e) {
      // unwrapOutcome's toast said why; the form still has to stay open with the disk made
      if (e instanceof ReportedError)
        throw new Error(`Disk ${disk.name} was created but not attached: ${e.message}`)
      throw e
    }
    addToast({ content: `Disk ${disk.name} created and attaching to ${instance.name}` })
    onDismiss()
  }, quotaAtSize)

  return (
    <SideModalForm<Values>
      title="Create disk"
      subtitle={`A blank disk, attached to ${instance.name}`}
      submitLabel="Create disk"
      initialValues={initialValues}
      validationSchema={schema}
      loading={isLoading || attaching}
      submitError={submitError}
      submitFieldErrors={fieldErrors}
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      request={request}
    >
      <NameField />
      <DescriptionField />
      <TextField name="sizeGib" label="Size (GiB)" type="number" required />
    </SideModalForm>
  )
}

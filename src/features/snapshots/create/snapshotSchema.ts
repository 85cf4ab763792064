import * as yup from 'yup'
import type { SnapshotCreate } from '~/api/generated/types'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'

export type SnapshotCreateValues = { name: string; description: string; diskId: string }

export const initialSnapshotValues: SnapshotCreateValues = { name: '', description: '', diskId: '' }

const DISK_REQUIRED = requiredMessage('Disk')

export const snapshotCreateSchema = yup.object({
  name: nameSchema(),
  description: descriptionSchema,
  diskId: yup.string().required(DISK_REQUIRED),
})

/** The request body: the disk by id, so a disk renamed meanwhile is still the one picked. */
export const toSnapshotCreate = (values: SnapshotCreateValues): SnapshotCreate => ({
  name: values.name,
  description: values.description,
  disk: values.diskId,
})

import * as yup from 'yup'
import type { BlockSize } from '~/api/generated/types'
import { BLOCK_SIZES } from '~/util/limits'
import { descriptionSchema, nameError, nameSchema, requiredMessage } from '~/util/validation'
import { fileSizeError } from './importDisk'

export type ImportDiskValues = {
  name: string
  description: string
  file: File | null
  blockSize: BlockSize
  /** optional: a snapshot taken when the import is finalized */
  snapshotName: string
}

const IMAGE_FILE_REQUIRED = requiredMessage('Image file')

export const initialImportValues: ImportDiskValues = {
  name: '',
  description: '',
  file: null,
  // Raw images (dd of a disk, qemu-img convert -O raw) are made of 512-byte sectors, which is
  // also what most guest operating systems expect; and every such image is whole 512-byte
  // blocks, so the default passes the size check for any sector-aligned file.
  blockSize: 512,
  snapshotName: '',
}

export const importDiskSchema = yup.object({
  name: nameSchema(),
  description: descriptionSchema,
  blockSize: yup
    .number()
    .oneOf([...BLOCK_SIZES])
    .required(),
  file: yup
    .mixed<File>()
    .nullable()
    .required(IMAGE_FILE_REQUIRED)
    .test('file-size', function (file) {
      if (!file) return true // required() reports it
      const { blockSize } = this.parent as ImportDiskValues
      const message = fileSizeError(file.size, blockSize)
      return message ? this.createError({ message }) : true
    }),
  snapshotName: yup.string().test('name', function (value) {
    if (!value) return true // optional
    const message = nameError(value)
    return message ? this.createError({ message: `Snapshot name: ${message}` }) : true
  }),
})

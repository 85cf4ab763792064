import * as yup from 'yup'
import type {
  BlockSize,
  DiskBackend,
  DiskCreate,
  DiskSource,
  DiskType,
} from '~/api/generated/types'
import { GiB } from '~/util/format'
import { BLOCK_SIZES } from '~/util/limits'
import {
  descriptionSchema,
  diskSizeMessages,
  diskSizeSchema,
  nameSchema,
  requiredMessage,
} from '~/util/validation'

// The create-disk form's values, its rules, and the DiskCreate body they become. Kept apart from
// the component so the conversion and every message can be tested without rendering.

export type DiskSourceType = 'blank' | 'snapshot' | 'image'

export type DiskCreateValues = {
  name: string
  description: string
  /** distributed: replicated across sleds, from a source; local: on one sled's storage, blank */
  diskType: DiskType
  sourceType: DiskSourceType
  /**
   * Blank disks only; a snapshot's or image's disk takes the block size of its source. Text, as
   * the native select gives it back.
   */
  blockSize: `${BlockSize}`
  snapshotId: string
  imageId: string
  /** a disk made from a snapshot or an image only: the API has no read-only blank disk */
  readOnly: boolean
  /** whole GiB; '' while the field is empty (formik's value for an empty number input) */
  sizeGib: number | ''
}

const DEFAULT_BLOCK_SIZE = '4096' satisfies `${BlockSize}`
/** A size that fits every seeded image and most uses; the user changes it as needed. */
const DEFAULT_SIZE_GIB = 10

export const initialDiskCreateValues: DiskCreateValues = {
  name: '',
  description: '',
  // the disk every earlier version of the API made
  diskType: 'distributed',
  sourceType: 'blank',
  blockSize: DEFAULT_BLOCK_SIZE,
  snapshotId: '',
  imageId: '',
  // the API's default for `read_only`
  readOnly: false,
  sizeGib: DEFAULT_SIZE_GIB,
}

/** The smallest whole GiB that holds `bytes`. */
const ceilGib = (bytes: number) => Math.ceil(bytes / GiB)

export const SIZE_MESSAGES = diskSizeMessages('Size')

/** The source sizes the size rule checks against, in bytes, by snapshot or image id. */
export type SourceSizes = ReadonlyMap<string, number>

const distributedFrom = (source: DiskSourceType) => (diskType: DiskType, sourceType: string) =>
  diskType === 'distributed' && sourceType === source

/**
 * The form's rules. `sourceSizes` holds the sizes of the snapshots and images the form offers,
 * so a disk too small for its source is refused here instead of by the API.
 */
export const diskCreateSchema = (sourceSizes: SourceSizes) =>
  yup.object({
    name: nameSchema(),
    description: descriptionSchema,
    diskType: yup.string().oneOf(['distributed', 'local']).required(),
    sourceType: yup.string().oneOf(['blank', 'snapshot', 'image']).required(),
    // a local disk has no source: the source's fields are not asked for
    blockSize: yup.number().when(['diskType', 'sourceType'], {
      is: distributedFrom('blank'),
      then: (s) => s.required(requiredMessage('Block size')).oneOf([...BLOCK_SIZES]),
    }),
    snapshotId: yup.string().when(['diskType', 'sourceType'], {
      is: distributedFrom('snapshot'),
      then: (s) => s.required(requiredMessage('Snapshot')),
    }),
    imageId: yup.string().when(['diskType', 'sourceType'], {
      is: distributedFrom('image'),
      then: (s) => s.required(requiredMessage('Image')),
    }),
    readOnly: yup.boolean().required(),
    sizeGib: diskSizeSchema('Size').test('fits-source', function (size) {
      const { diskType, sourceType, snapshotId, imageId } = this.parent as DiskCreateValues
      if (size === undefined || diskType === 'local' || sourceType === 'blank') return true
      const bytes = sourceSizes.get(sourceType === 'snapshot' ? snapshotId : imageId)
      if (bytes === undefined) return true // no source chosen yet: its own rule says so
      const gib = ceilGib(bytes)
      return size >= gib || this.createError({ message: SIZE_MESSAGES.source(sourceType, gib) })
    }),
  })

function diskSource(values: DiskCreateValues): DiskSource {
  const { readOnly } = values
  switch (values.sourceType) {
    case 'blank':
      return { type: 'blank', blockSize: Number(values.blockSize) as BlockSize }
    case 'snapshot':
      return { type: 'snapshot', snapshotId: values.snapshotId, readOnly }
    case 'image':
      return { type: 'image', imageId: values.imageId, readOnly }
  }
}

const diskBackend = (values: DiskCreateValues): DiskBackend =>
  values.diskType === 'local'
    ? { type: 'local' }
    : { type: 'distributed', diskSource: diskSource(values) }

/** The request body for validated values: the size in bytes, only the chosen backend and source. */
export const toDiskCreate = (values: DiskCreateValues): DiskCreate => ({
  name: values.name,
  description: values.description,
  size: Number(values.sizeGib) * GiB,
  diskBackend: diskBackend(values),
})

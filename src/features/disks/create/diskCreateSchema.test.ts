import { ValidationError } from 'yup'
import { GiB } from '~/util/format'
import {
  diskCreateSchema,
  initialDiskCreateValues,
  SIZE_MESSAGES,
  toDiskCreate,
  type DiskCreateValues,
} from './diskCreateSchema'

const SNAPSHOT = '00000000-0000-4000-8000-000000000001'
const IMAGE = '00000000-0000-4000-8000-000000000002'
// a 3 GiB image and a snapshot of a 50 GiB disk, plus a bit so it needs rounding up
const schema = diskCreateSchema(
  new Map([
    [IMAGE, 3 * GiB],
    [SNAPSHOT, 50 * GiB + 1],
  ]),
)

const values = (change: Partial<DiskCreateValues>): DiskCreateValues => ({
  ...initialDiskCreateValues,
  name: 'scratch',
  ...change,
})

/** Every message the values break, by field. */
async function errorsOf(v: DiskCreateValues): Promise<Record<string, string>> {
  try {
    await schema.validate(v, { abortEarly: false })
    return {}
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    return Object.fromEntries(e.inner.map((i) => [i.path ?? '', i.message]))
  }
}

describe('toDiskCreate', () => {
  it('sends a blank disk with its block size as a number and the size in bytes', () => {
    expect(
      toDiskCreate(values({ description: 'tmp', blockSize: '2048', sizeGib: 20, imageId: IMAGE })),
    ).toEqual({
      name: 'scratch',
      description: 'tmp',
      size: 20 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 2048 } },
    })
  })

  it('sends only the chosen snapshot or image, without a block size', () => {
    expect(
      toDiskCreate(values({ sourceType: 'snapshot', snapshotId: SNAPSHOT, imageId: IMAGE })),
    ).toMatchObject({
      diskBackend: {
        type: 'distributed',
        diskSource: { type: 'snapshot', snapshotId: SNAPSHOT, readOnly: false },
      },
    })
    const fromImage = toDiskCreate(values({ sourceType: 'image', imageId: IMAGE, sizeGib: 5 }))
    expect(fromImage.diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'image', imageId: IMAGE, readOnly: false },
    })
    expect(fromImage.size).toBe(5 * GiB)
  })

  it('sends read-only with a snapshot or an image source, never with a blank disk', () => {
    const readOnly = { readOnly: true, snapshotId: SNAPSHOT, imageId: IMAGE }
    expect(toDiskCreate(values({ ...readOnly, sourceType: 'image' })).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'image', imageId: IMAGE, readOnly: true },
    })
    expect(toDiskCreate(values({ ...readOnly, sourceType: 'snapshot' })).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'snapshot', snapshotId: SNAPSHOT, readOnly: true },
    })
    expect(toDiskCreate(values({ ...readOnly, sourceType: 'blank' })).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'blank', blockSize: 4096 },
    })
  })

  it('sends a local disk with no source at all', () => {
    expect(
      toDiskCreate(
        values({ diskType: 'local', sourceType: 'image', imageId: IMAGE, readOnly: true }),
      ),
    ).toEqual({ name: 'scratch', description: '', size: 10 * GiB, diskBackend: { type: 'local' } })
  })

  it('defaults to a 10 GiB blank distributed disk with 4096-byte blocks', () => {
    expect(toDiskCreate(values({}))).toEqual({
      name: 'scratch',
      description: '',
      size: 10 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    })
  })
})

describe('diskCreateSchema', () => {
  it('accepts the defaults with a name', async () => {
    expect(await errorsOf(values({}))).toEqual({})
  })

  it("says '{label} is required' for a missing name, size, snapshot or image", async () => {
    expect(await errorsOf(values({ name: '', sizeGib: '' }))).toEqual({
      name: 'Name is required',
      sizeGib: 'Size is required',
    })
    expect(await errorsOf(values({ sourceType: 'snapshot' }))).toEqual({
      snapshotId: 'Snapshot is required',
    })
    expect(await errorsOf(values({ sourceType: 'image' }))).toEqual({
      imageId: 'Image is required',
    })
  })

  it('checks the name with the shared name rules', async () => {
    expect(await errorsOf(values({ name: 'Scratch' }))).toEqual({
      name: 'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
    })
  })

  it('wants a whole number of GiB within the API limits', async () => {
    expect(await errorsOf(values({ sizeGib: 1.5 }))).toEqual({ sizeGib: SIZE_MESSAGES.integer })
    expect(await errorsOf(values({ sizeGib: 0 }))).toEqual({
      sizeGib: 'Size must be between 1 and 1023 GiB',
    })
    expect(await errorsOf(values({ sizeGib: 1024 }))).toEqual({
      sizeGib: 'Size must be between 1 and 1023 GiB',
    })
    expect(await errorsOf(values({ sizeGib: 1023 }))).toEqual({})
  })

  it('wants a disk at least as large as its image or snapshot, rounded up to a GiB', async () => {
    expect(await errorsOf(values({ sourceType: 'image', imageId: IMAGE, sizeGib: 2 }))).toEqual({
      sizeGib: 'Size must be at least 3 GiB to hold the image',
    })
    expect(await errorsOf(values({ sourceType: 'image', imageId: IMAGE, sizeGib: 3 }))).toEqual({})
    expect(
      await errorsOf(values({ sourceType: 'snapshot', snapshotId: SNAPSHOT, sizeGib: 50 })),
    ).toEqual({ sizeGib: 'Size must be at least 51 GiB to hold the snapshot' })
  })

  it('ignores the other sources when the disk is blank', async () => {
    expect(await errorsOf(values({ imageId: IMAGE, sizeGib: 1 }))).toEqual({})
  })

  it('asks for no source when the disk is local', async () => {
    expect(await errorsOf(values({ diskType: 'local', sourceType: 'image', sizeGib: 1 }))).toEqual(
      {},
    )
    expect(await errorsOf(values({ diskType: 'local', sourceType: 'snapshot' }))).toEqual({})
  })
})

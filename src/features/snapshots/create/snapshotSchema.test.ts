import { initialSnapshotValues, snapshotCreateSchema, toSnapshotCreate } from './snapshotSchema'

const errors = async (values: object) => {
  try {
    await snapshotCreateSchema.validate(
      { ...initialSnapshotValues, ...values },
      { abortEarly: false },
    )
    return []
  } catch (e) {
    return (e as { errors: string[] }).errors
  }
}

test('a name and a disk are required, with the spec §5 messages', async () => {
  expect(await errors({})).toEqual(['Name is required', 'Disk is required'])
  expect(await errors({ name: 'nightly', diskId: 'd1' })).toEqual([])
})

test('a name must be a valid resource name', async () => {
  expect(await errors({ name: 'Nightly Snap', diskId: 'd1' })).toHaveLength(1)
})

test('the body names the disk by id', () => {
  expect(toSnapshotCreate({ name: 's', description: 'd', diskId: 'id-1' })).toEqual({
    name: 's',
    description: 'd',
    disk: 'id-1',
  })
})

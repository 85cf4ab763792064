import { validateYupSchema } from 'formik'
import { ValidationError } from 'yup'
import { GiB } from '~/util/format'
import { MAX_DISKS_PER_INSTANCE, MAX_USER_DATA_BYTES } from '~/util/limits'
import { initialValues, newDiskEntry, type InstanceCreateValues } from './formValues'
import { instanceCreateSchema, MESSAGES } from './instanceCreateSchema'

const IMAGE_ID = 'image-3gib'
const SNAPSHOT_ID = 'snapshot-20gib'
const SIZES: Record<string, number> = { [IMAGE_ID]: 3 * GiB + 1, [SNAPSHOT_ID]: 20 * GiB }
const schema = instanceCreateSchema((id) => SIZES[id])

const valid = (change: Partial<InstanceCreateValues> = {}): InstanceCreateValues => ({
  ...initialValues([]),
  name: 'web-1',
  bootImageId: IMAGE_ID,
  ...change,
})

/**
 * path → message of every broken rule. Validated as formik does it (empty texts become
 * undefined first), so the rules are tested on what they really receive.
 */
async function errorsOf(values: InstanceCreateValues): Promise<Record<string, string>> {
  try {
    await validateYupSchema(values, schema)
    return {}
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    return Object.fromEntries(e.inner.map((err) => [err.path ?? '', err.message]))
  }
}

it('accepts the defaults once a name and an image are given', async () => {
  expect(await errorsOf(valid())).toEqual({})
})

it('requires a name and an image, with the spec wording', async () => {
  expect(await errorsOf(valid({ name: '', bootImageId: '' }))).toEqual({
    name: 'Name is required',
    bootImageId: 'Image is required',
  })
})

it('requires the existing disk when booting from one, and no image then', async () => {
  expect(await errorsOf(valid({ bootSource: 'disk', bootImageId: '' }))).toEqual({
    bootExistingDisk: 'Boot disk is required',
  })
})

it('checks custom CPU and memory only when Custom is chosen', async () => {
  expect(await errorsOf(valid({ ncpus: 999, memoryGib: 0 }))).toEqual({})
  expect(await errorsOf(valid({ size: 'custom', ncpus: 999, memoryGib: 0 }))).toEqual({
    ncpus: 'CPUs must be between 1 and 64',
    memoryGib: 'Memory must be between 1 and 1536 GiB',
  })
})

it('refuses a boot disk smaller than its image or larger than the limit', async () => {
  expect(await errorsOf(valid({ bootDiskSizeGib: 3 }))).toEqual({
    bootDiskSizeGib: MESSAGES.imageTooBig(4),
  })
  expect(await errorsOf(valid({ bootDiskSizeGib: 4000 }))).toEqual({
    bootDiskSizeGib: 'Disk size must be between 1 and 1023 GiB',
  })
  expect(await errorsOf(valid({ bootDiskSizeGib: '' }))).toEqual({
    bootDiskSizeGib: 'Disk size is required',
  })
})

it('checks hostname and boot disk name only when given', async () => {
  expect(await errorsOf(valid({ hostname: 'web-1.example.com', bootDiskName: 'root' }))).toEqual({})
  expect(await errorsOf(valid({ hostname: 'bad_host', bootDiskName: 'Root' }))).toEqual({
    hostname: MESSAGES.hostname,
    bootDiskName:
      'Must start with a lower-case letter; can only contain lower-case letters, numbers, and dashes',
  })
})

it('requires a name per new disk and a pick per attached disk', async () => {
  const disks = [newDiskEntry('create'), newDiskEntry('attach')]
  expect(await errorsOf(valid({ disks }))).toEqual({
    'disks[0].name': 'Disk name is required',
    'disks[1].name': 'Disk is required',
  })
})

it('marks a disk named twice, the boot disk included, as not unique', async () => {
  const disks = [
    { ...newDiskEntry('create'), name: 'web-1-boot' },
    { ...newDiskEntry('attach'), name: 'spare' },
    { ...newDiskEntry('create'), name: 'spare' },
  ]
  expect(await errorsOf(valid({ disks }))).toEqual({
    'disks[0].name': 'Items must be unique',
    'disks[2].name': 'Items must be unique',
  })
})

it('limits the number of disks, the boot disk included', async () => {
  const disks = Array.from({ length: MAX_DISKS_PER_INSTANCE }, (_, i) => ({
    ...newDiskEntry('create'),
    name: `data-${i}`,
  }))
  expect(await errorsOf(valid({ disks }))).toEqual({ disks: MESSAGES.tooManyDisks })
  expect(await errorsOf(valid({ disks: disks.slice(1) }))).toEqual({})
})

it('validates the custom interfaces, their IPs with the spec message', async () => {
  expect(
    await errorsOf(
      valid({ network: 'custom', nics: [{ name: '', subnet: '', ip: '10.0.0.300' }] }),
    ),
  ).toEqual({
    'nics[0].name': 'Interface name is required',
    nicVpc: 'VPC is required',
    'nics[0].subnet': 'Subnet is required',
    'nics[0].ip': 'Not a valid IP address',
  })
  expect(
    await errorsOf(
      valid({
        network: 'custom',
        nicVpc: 'default',
        nics: [{ name: 'eth0', subnet: 'default', ip: '' }],
      }),
    ),
  ).toEqual({})
})

it('refuses an interface address of a version the chosen IP stack lacks', async () => {
  const custom = { network: 'custom', nicVpc: 'default' } as const
  const nics = [{ name: 'eth0', subnet: 'default', ip: 'fd00::9' }]
  expect(await errorsOf(valid({ ...custom, nics, ipStack: 'v4' }))).toEqual({
    'nics[0].ip': 'Not an address of the IPv4 stack',
  })
  expect(await errorsOf(valid({ ...custom, nics, ipStack: 'v6' }))).toEqual({})
  expect(await errorsOf(valid({ ...custom, nics }))).toEqual({})
})

it('takes several interfaces, each name and address once, at most 8', async () => {
  const nic = (name: string, ip = '') => ({ name, subnet: 'default', ip })
  const custom = { network: 'custom', nicVpc: 'default' } as const
  expect(
    await errorsOf(valid({ ...custom, nics: [nic('eth0', '172.30.0.9'), nic('eth1')] })),
  ).toEqual({})
  expect(
    await errorsOf(
      valid({
        ...custom,
        nics: [nic('eth0', '172.30.0.9'), nic('eth1', '172.30.0.9'), nic('eth0')],
      }),
    ),
  ).toEqual({ 'nics[1].ip': 'Items must be unique', 'nics[2].name': 'Items must be unique' })
  const nine = Array.from({ length: 9 }, (_, i) => nic(`eth${i}`))
  expect(await errorsOf(valid({ ...custom, nics: nine }))).toEqual({ nics: MESSAGES.tooManyNics })
  // interfaces left from a custom choice mean nothing once the choice is the default
  expect(await errorsOf(valid({ network: 'default', nics: [nic(''), nic('')] }))).toEqual({})
})

it('limits user data to 32 KiB once encoded as UTF-8', async () => {
  expect(await errorsOf(valid({ userData: 'a'.repeat(MAX_USER_DATA_BYTES) }))).toEqual({})
  // 'é' is two bytes
  expect(await errorsOf(valid({ userData: 'é'.repeat(MAX_USER_DATA_BYTES / 2 + 1) }))).toEqual({
    userData: 'User data must be at most 32 KiB',
  })
})

it('from a snapshot: requires one, and a disk that holds it', async () => {
  expect(await errorsOf(valid({ bootSource: 'snapshot', bootImageId: '' }))).toEqual({
    bootSnapshotId: 'Snapshot is required',
  })
  expect(
    await errorsOf(valid({ bootSource: 'snapshot', bootImageId: '', bootSnapshotId: SNAPSHOT_ID })),
  ).toEqual({ bootDiskSizeGib: MESSAGES.snapshotTooBig(20) })
  expect(
    await errorsOf(
      valid({ bootSource: 'snapshot', bootSnapshotId: SNAPSHOT_ID, bootDiskSizeGib: 20 }),
    ),
  ).toEqual({})
})

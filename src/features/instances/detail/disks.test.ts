import type { Disk, DiskState } from '~/api/generated/types'
import { splitDisks } from './disks'

const INSTANCE = 'i-1'
const disk = (name: string, state: DiskState): Disk => ({
  id: `id-${name}`,
  name,
  description: '',
  devicePath: `/mnt/${name}`,
  blockSize: 4096,
  diskType: 'distributed',
  readOnly: false,
  size: 1024 ** 3,
  projectId: 'p',
  state,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const boot = disk('boot', { state: 'attached', instance: INSTANCE })
const data = disk('data', { state: 'attached', instance: INSTANCE })
const leaving = disk('leaving', { state: 'detaching', instance: INSTANCE })
const gone = disk('gone', { state: 'detached' })
const elsewhere = disk('elsewhere', { state: 'attached', instance: 'i-2' })
const names = (disks: Disk[] | undefined) => disks?.map((d) => d.name)

test('the boot disk is split from the others', () => {
  const split = splitDisks([data, boot, leaving], { id: INSTANCE, bootDiskId: boot.id })
  expect(names(split?.boot)).toEqual(['boot'])
  expect(names(split?.other)).toEqual(['data', 'leaving'])
})

test('without a boot disk every disk is another disk', () => {
  const split = splitDisks([boot, data], { id: INSTANCE, bootDiskId: null })
  expect(split?.boot).toEqual([])
  expect(names(split?.other)).toEqual(['boot', 'data'])
})

test('a disk that finished detaching or now belongs to another instance is left out at once', () => {
  const split = splitDisks([boot, gone, elsewhere], { id: INSTANCE, bootDiskId: boot.id })
  expect(names(split?.boot)).toEqual(['boot'])
  expect(split?.other).toEqual([])
})

test('nothing to split before the list has loaded', () => {
  expect(splitDisks(undefined, { id: INSTANCE, bootDiskId: null })).toBeUndefined()
})

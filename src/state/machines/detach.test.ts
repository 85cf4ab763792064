import { instance as makeInstance, uuid } from '../entities/fixtures'
import { BOOT_DISK_DETACH_REASON, detachDisabledReason } from './detach'

const disk = { id: uuid(2), state: { state: 'attached' as const, instance: uuid(1) } }
const stopped = { ...makeInstance(1, 'db', uuid(100)), runState: 'stopped' as const }

test('an attached disk of a stopped instance can be detached', () => {
  expect(detachDisabledReason(disk, stopped)).toBeUndefined()
})

test('the disk’s row comes first, then the instance’s, then the boot-disk rule', () => {
  expect(detachDisabledReason({ ...disk, state: { state: 'detached' } }, stopped)).toBe(
    'Only an attached disk can be detached',
  )
  expect(detachDisabledReason(disk, { ...stopped, runState: 'running' })).toBe(
    'Only a creating, stopped or failed instance can have disks detached',
  )
  expect(detachDisabledReason(disk, { ...stopped, bootDiskId: disk.id })).toBe(
    BOOT_DISK_DETACH_REASON,
  )
})

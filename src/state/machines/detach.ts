import type { Disk, Instance } from '~/api/generated/types'
import { diskDisabledReason } from './disk'
import { instanceDisabledReason } from './instance'

/** The API refuses to take away an instance's boot disk (not a §4 row, but just as binding). */
export const BOOT_DISK_DETACH_REASON =
  'A boot disk cannot be detached; unset it as the boot disk first'

/**
 * Why this disk cannot be detached from this instance now: the disk's §4 row, the instance's,
 * then the boot-disk rule. Undefined when it can. The disks list and the storage tab both ask.
 */
export const detachDisabledReason = (
  disk: Pick<Disk, 'id' | 'state'>,
  instance: Pick<Instance, 'runState' | 'bootDiskId'>,
): string | undefined =>
  diskDisabledReason('detach', disk) ??
  instanceDisabledReason('detachDisk', instance) ??
  (instance.bootDiskId === disk.id ? BOOT_DISK_DETACH_REASON : undefined)

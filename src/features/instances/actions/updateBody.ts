import type { Instance, InstanceUpdate } from '~/api/generated/types'

/**
 * An instance update replaces every reconfigurable field: an auto-restart policy or boot disk
 * left out (null) is unset. So each change starts from what the instance has now.
 */
export const instanceUpdateBody = (
  instance: Instance,
  change: Partial<InstanceUpdate>,
): InstanceUpdate => ({
  ncpus: instance.ncpus,
  memory: instance.memory,
  autoRestartPolicy: instance.autoRestartPolicy ?? null,
  bootDisk: instance.bootDiskId ?? null,
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
  ...change,
})

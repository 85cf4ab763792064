import type { Disk, Instance } from '~/api/generated/types'
import { diskInstanceId } from '~/state/machines'

export type InstanceDisks = { boot: Disk[]; other: Disk[] }

/**
 * The instance's disks split into its boot disk and the others. Rows come live from the entities,
 * so a disk that has finished detaching (or was attached elsewhere) is dropped at once, before
 * the list's refetch answers; one on its way in or out (attaching, detaching) stays.
 */
export function splitDisks(
  disks: readonly Disk[] | undefined,
  instance: Pick<Instance, 'id' | 'bootDiskId'>,
): InstanceDisks | undefined {
  if (!disks) return undefined
  const mine = disks.filter((d) => diskInstanceId(d) === instance.id)
  return {
    boot: mine.filter((d) => d.id === instance.bootDiskId),
    other: mine.filter((d) => d.id !== instance.bootDiskId),
  }
}
